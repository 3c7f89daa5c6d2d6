import '@latch/react/theme.css'
import './demo.css'
import { createDefaultSiwx, createLatch, createStorage } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { LatchProvider } from '@latch/react'
import { createServerSiwx } from '@latch/siwx-server/client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DEMO_SIWX_PATH } from '../demoConfig'
import { App } from './App'
import { DEMO_APP_ICON } from './demoAppIcon'
import { demoDescriptors } from './demoDescriptors'
import { demoEmbeddedWallet } from './demoEmbeddedWallet'
import { demoLanguage } from './demoLanguage'
import { demoNetworks } from './demoNetworks'
import { demoPairing } from './demoPairing'
import { demoSolanaAdapters } from './demoSolana'
import { demoStacksAdapters } from './demoStacks'
import { demoSwitches } from './demoSwitches'
import { installDevWallet, isDevWalletOn } from './devWallet'
import { loadConfig } from './loadConfig'
import { readSignInMode } from './signInSetting'

async function start(): Promise<void> {
  const config = await loadConfig()
  // The dev wallet must be in the page before Latch restores a connection made with it.
  if (isDevWalletOn()) await installDevWallet().catch(() => undefined)
  const [main] = config.evmChains
  const caipId = main ? (`eip155:${main.chainId}` as const) : undefined
  const adapter = evmAdapter(
    caipId
      ? {
          tokens: { [caipId]: config.evmTokens },
          nfts: { [caipId]: config.evmNfts },
        }
      : {},
  )
  const signIn = readSignInMode()
  const switches = demoSwitches()
  const embedded = switches.embedded.read()
  const siwx =
    signIn === 'server'
      ? // Nonces and sessions on the demo server's sign-in kit (all four families), cookie session.
        createServerSiwx({ baseUrl: DEMO_SIWX_PATH, required: true })
      : signIn === 'off' || !adapter.siwx
        ? undefined
        : createDefaultSiwx({
            verifiers: [adapter.siwx],
            storage: createStorage(window.localStorage),
            domain: window.location.host,
            uri: window.location.origin,
            statement: 'Sign in to the Latch demo.',
            required: signIn === 'required',
          })
  const networks = demoNetworks(config)
  const pairing = demoPairing(config, networks)
  // Email and social sign-up through the reference embedded wallet (keys in a frame on its own origin).
  const embeddedWallet = demoEmbeddedWallet(config, networks)
  const latch = createLatch({
    adapters: pairing.addTo([adapter, ...demoSolanaAdapters(config), ...demoStacksAdapters(config)]),
    ...(siwx ? { siwx } : {}),
    networks,
    metadata: {
      name: 'Latch demo',
      description: 'Every part of the Latch modal against a local dev chain',
      url: window.location.origin,
      icons: [DEMO_APP_ICON],
    },
    features: {
      send: true,
      emailCapture: switches.emailCapture.read(),
      // several wallets at once unless the visitor turned it off (no projectId: on by default)
      ...(switches.singleWallet.read() ? { multiWallet: false } : {}),
      // "Review before your wallet": extension and paired wallets' requests wait in the modal first
      review: switches.review.read(),
      ...embeddedWallet?.features,
    },
    ...(embeddedWallet ? { auth: embeddedWallet.auth } : {}),
    // the page's own ERC-7730 descriptors: its test tokens' names and units, and its swap contract
    clearSigning: { descriptors: demoDescriptors(config) },
    embedded,
    // ?lang=ar and ?messages={…}: the modal's language and string overrides (see demoLanguage)
    ...demoLanguage(window.location.search),
  })
  pairing.forwardAlerts(latch)
  pairing.follow(latch)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing')
  createRoot(root).render(
    <StrictMode>
      <LatchProvider latch={latch} modal={!embedded}>
        <App
          config={config}
          siwx={siwx}
          server={signIn === 'server'}
          embedded={embedded}
          {...(embeddedWallet ? { wallet: embeddedWallet.wallet } : {})}
        />
      </LatchProvider>
    </StrictMode>,
  )
}

void start()
