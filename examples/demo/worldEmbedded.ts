import { type OtpOptions, startAuthService } from '@latch/auth-server'
import { startKeyFrameServer } from '@latch/embedded-wallet/frame-server'
import { reserveLoopbackPort } from '@latch/testing'
import type { DevChain, DevChainAccount } from '@latch/testing/evm'
import {
  installFarcasterIdRegistry,
  startDevFarcasterApp,
  startFarcasterRelay,
} from '@latch/testing/farcaster'
import { startOAuthStandIn } from '@latch/testing/oauth'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoEmbeddedWalletConfig } from './demoConfig'

/**
 * The demo's Farcaster login: the relay stand-in, and the dev Farcaster app whose custody account
 * holds `fid` in the ID registry stand-in on the main dev chain (the auth service's "Optimism").
 *
 * @example
 * ```ts
 * const { appUrl, fid } = embedded.farcaster
 * ```
 */
export type DemoFarcaster = {
  relayUrl: string
  /** The relay's key (a test acting as the Farcaster app needs it). */
  authKey: string
  /** The dev Farcaster app, where the sign-in link opens. */
  appUrl: string
  custody: DevChainAccount
  fid: bigint
}

/**
 * The demo's embedded wallet world: the auth service (dev mailbox on, passkeys on, SQLite in
 * memory), the key frame server on an origin of its own, the local OAuth stand-in playing the social providers, and
 * Farcaster login (the relay stand-in, the ID registry stand-in on the dev chain, the dev Farcaster
 * app page).
 *
 * @example
 * ```ts
 * const embedded = await startDemoEmbeddedWallet({ appOrigin: 'http://127.0.0.1:5173' })
 * config.embeddedWallet = embedded.config
 * ```
 */
export type DemoEmbeddedWallet = {
  config: DemoEmbeddedWalletConfig
  /** Origin of the key frame (tests look for its frame and its messages). */
  frameOrigin: string
  /** Base URL of the OAuth stand-in (the social popup's pages). */
  oauthUrl: string
  farcaster: DemoFarcaster
  close: () => Promise<void>
}

const SOCIALS = ['google', 'github', 'farcaster'] as const
/** The dev chain account the dev Farcaster app signs with (one no other dev wallet holds). */
const FARCASTER_CUSTODY_INDEX = 9
const CLIENT_ID = 'latch-demo'
const CLIENT_SECRET = 'latch-demo-secret'

/**
 * Starts the embedded wallet's services for a page served at `appOrigin`.
 *
 * @param options - The demo page's origin; the main dev chain (the Farcaster ID registry goes
 *   there); the email codes' limits (default the service's: 5 attempts, 30 s between sends; tests
 *   shorten them); the smart account's implementation the key frame may delegate to (none: no smart
 *   account).
 * @returns The running services and the config the page reads.
 * @example
 * ```ts
 * const embedded = await startDemoEmbeddedWallet({ appOrigin: new URL(server.url).origin, chain })
 * ```
 */
export async function startDemoEmbeddedWallet(options: {
  appOrigin: string
  chain: DevChain
  otp?: OtpOptions | undefined
  smartAccountImplementation?: `0x${string}` | undefined
}): Promise<DemoEmbeddedWallet> {
  const closers: (() => Promise<void>)[] = []
  const close = async () => {
    for (const stop of closers.reverse()) await stop().catch(() => undefined)
  }
  try {
    const authUrl = `http://127.0.0.1:${await reserveLoopbackPort()}`
    const frame = await startKeyFrameServer({
      authUrl,
      allowedOrigins: [options.appOrigin],
      // the key frame signs the EIP-7702 delegation to this implementation only
      ...(options.smartAccountImplementation
        ? { smartAccountImplementation: options.smartAccountImplementation }
        : {}),
    })
    closers.push(frame.close)
    // The page reaches the key frame as `localhost`, a name WebAuthn accepts as a relying party (it
    // refuses an IP address), so passkey login runs in the demo; the server still listens on 127.0.0.1.
    const frameOrigin = frame.origin.replace('//127.0.0.1:', '//localhost:')
    const frameUrl = frame.frameUrl.replace('//127.0.0.1:', '//localhost:')
    const oauth = await startOAuthStandIn({
      clients: [
        { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`${authUrl}/v1/social/callback`] },
      ],
    })
    closers.push(oauth.close)
    const provider = oauth.providerConfig(CLIENT_ID)
    const farcaster = await startDemoFarcaster(options.chain, closers)
    const auth = await startAuthService({
      port: Number(new URL(authUrl).port),
      allowedOrigins: [options.appOrigin, frameOrigin],
      mail: 'dev-mailbox',
      devMailbox: true,
      ...(options.otp ? { otp: options.otp } : {}),
      socialProviders: Object.fromEntries(
        SOCIALS.filter((name) => name !== 'farcaster').map((name) => [name, provider]),
      ),
      farcaster: { relayUrl: farcaster.relayUrl, rpcUrl: options.chain.url },
      passkeys: { rpId: 'localhost', rpName: 'Latch demo', origins: [frameOrigin] },
    })
    closers.push(auth.close)
    return {
      config: { authUrl: auth.url, frameUrl, socials: [...SOCIALS] },
      frameOrigin,
      oauthUrl: oauth.url,
      farcaster,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** The relay stand-in, the registry stand-in with the dev custody's fid, and the dev Farcaster app. */
async function startDemoFarcaster(chain: DevChain, closers: (() => Promise<void>)[]): Promise<DemoFarcaster> {
  const custody = chain.accounts[FARCASTER_CUSTODY_INDEX]
  if (!custody) throw new Error('The dev chain has too few accounts')
  const registry = await installFarcasterIdRegistry(chain)
  const fid = await registry.register(custody.address)
  // the sign-in links open the dev Farcaster app, which needs the relay: its port comes first
  const appPort = await reserveLoopbackPort()
  const relay = await startFarcasterRelay({ urlBase: `http://127.0.0.1:${appPort}/siwf` })
  closers.push(relay.close)
  const app = await startDevFarcasterApp({
    relayUrl: relay.url,
    authKey: relay.authKey,
    custody: privateKeyToAccount(custody.privateKey),
    fid,
    port: appPort,
  })
  closers.push(app.close)
  return { relayUrl: relay.url, authKey: relay.authKey, appUrl: app.url, custody, fid }
}
