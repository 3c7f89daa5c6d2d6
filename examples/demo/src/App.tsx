import type { SiwxConfig } from '@latch/core'
import type { EmbeddedWallet } from '@latch/embedded-wallet'
import { ConnectButton, LatchModal } from '@latch/react'
import type { DemoConfig } from '../demoConfig'
import { AccountPanel } from './AccountPanel'
import { BatchPanel } from './BatchPanel'
import { DevMailbox } from './DevMailbox'
import { DevWalletToggle } from './DevWalletToggle'
import { demoSwitches } from './demoSwitches'
import { EmbeddedWalletPanel } from './EmbeddedWalletPanel'
import { EventLog } from './EventLog'
import { LanguagePicker } from './LanguagePicker'
import { NetworkSwitcher } from './NetworkSwitcher'
import { SampleRequestsPanel } from './SampleRequestsPanel'
import { SessionPanel } from './SessionPanel'
import { SettingSwitch } from './SettingSwitch'
import { SignInSetting } from './SignInSetting'
import { StacksWalletPanel } from './StacksWalletPanel'
import { ThemeToggle } from './ThemeToggle'
import { ViewLauncher } from './ViewLauncher'
import { WalletSecurityPanel } from './WalletSecurityPanel'

/**
 * The demo page: connect button, account panel, network switcher, dev wallet and theme switches,
 * batched calls, sample requests to read before signing, the embedded wallet and its security, a launcher for every modal view, and the
 * event log.
 *
 * @example
 * ```tsx
 * <App config={config} siwx={siwx} server={false} embedded={false} />
 * ```
 */
export function App({
  config,
  siwx,
  server,
  embedded,
  wallet,
}: {
  config: DemoConfig
  siwx: SiwxConfig | undefined
  /** Sign-in runs on the demo server's kit (the session card then shows what /api/me answers). */
  server: boolean
  embedded: boolean
  /** The embedded wallet (email and social sign-up), when the demo runs one: the Wallet security card. */
  wallet?: EmbeddedWallet
}) {
  const switches = demoSwitches()
  return (
    <>
      <header className="demo-header">
        <h1>Latch demo</h1>
        <div className="demo-toolbar">
          <LanguagePicker />
          <NetworkSwitcher />
          <ConnectButton />
        </div>
      </header>
      <main className="demo-main">
        <section className="demo-card" aria-labelledby="demo-settings">
          <h2 id="demo-settings">Settings</h2>
          <DevWalletToggle config={config} />
          <SignInSetting />
          <SettingSwitch setting={switches.emailCapture} name="email-capture">
            Ask for email before sign-in
          </SettingSwitch>
          <SettingSwitch setting={switches.embedded} name="embedded">
            Embedded modal
          </SettingSwitch>
          <SettingSwitch setting={switches.singleWallet} name="single-wallet">
            One wallet per family (multiWallet off)
          </SettingSwitch>
          <SettingSwitch setting={switches.review} name="review">
            Review before your wallet
          </SettingSwitch>
          <ThemeToggle />
        </section>
        {embedded ? (
          <section className="demo-card" aria-label="Latch modal, embedded">
            <LatchModal />
          </section>
        ) : null}
        <AccountPanel />
        {config.embeddedWallet ? <EmbeddedWalletPanel config={config} /> : null}
        {wallet ? <WalletSecurityPanel wallet={wallet} /> : null}
        {config.embeddedWallet ? <DevMailbox embedded={config.embeddedWallet} /> : null}
        <BatchPanel config={config} />
        <SampleRequestsPanel config={config} />
        {config.stacks ? <StacksWalletPanel config={config} /> : null}
        <SessionPanel siwx={siwx} server={server} />
        <ViewLauncher />
        <EventLog />
      </main>
    </>
  )
}
