import { useState } from 'react'
import type { DemoConfig } from '../demoConfig'
import { installDevWallet, isDevWalletOn, setDevWalletOn } from './devWallet'
import { WALLETS_INSTALLED_EVENT } from './relistOnWalletsInstalled'

/**
 * The "Dev wallet" switch: installs test wallets for every family (two EVM wallets, Solana, Stacks/Bitcoin)
 * holding funded accounts on the local chains, so a visitor with no browser extension can connect,
 * send and sign in. They join the running page (the Stacks/Bitcoin adapters list their wallets
 * again when told, as that wallet only registers). Switching it off reloads the page.
 *
 * @example
 * ```tsx
 * <DevWalletToggle config={config} />
 * ```
 */
export function DevWalletToggle({ config }: { config: DemoConfig }) {
  const [on, setOn] = useState(isDevWalletOn)
  const [error, setError] = useState<string | undefined>(undefined)
  const available = config.devWalletAddress !== undefined
  const onChange = (next: boolean) => {
    setDevWalletOn(next)
    if (!next) {
      window.location.reload()
      return
    }
    setOn(true)
    installDevWallet()
      .then(() => window.dispatchEvent(new Event(WALLETS_INSTALLED_EVENT)))
      .catch((cause: Error) => {
        setOn(false)
        setDevWalletOn(false)
        setError(cause.message)
      })
  }
  return (
    <div>
      <label className="demo-switch">
        <input
          type="checkbox"
          checked={on}
          disabled={!available}
          onChange={(event) => onChange(event.target.checked)}
          data-demo-dev-wallet=""
        />
        Dev wallet
      </label>
      <p className="demo-hint">
        {available
          ? `A test wallet holding ${config.devWalletAddress} on the local dev chain.`
          : 'No dev chain is running.'}
      </p>
      {config.secondDevWallet ? (
        <p className="demo-hint">
          {`A second EVM test wallet ("${config.secondDevWallet.name}") holding ${config.secondDevWallet.address}, to connect two EVM wallets at once.`}
        </p>
      ) : null}
      {config.solana?.devWalletAddress ? (
        <p className="demo-hint">
          {`A Solana test wallet holding ${config.solana.devWalletAddress} on the local Solana node.`}
        </p>
      ) : null}
      {config.stacks?.devWallet ? (
        <p className="demo-hint">
          {`A Stacks/Bitcoin test wallet ("${config.stacks.devWallet.name}") holding ${config.stacks.devWallet.stxAddress} and ${config.stacks.devWallet.btcAddress} on the local Stacks API and Esplora.`}
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
