import { type OtpOptions, startAuthService } from '@latch/auth-server'
import { startKeyFrameServer } from '@latch/embedded-wallet/frame-server'
import { reserveLoopbackPort } from '@latch/testing'
import { startOAuthStandIn } from '@latch/testing/oauth'
import type { DemoEmbeddedWalletConfig } from './demoConfig'

/**
 * The demo's embedded wallet world: the auth service (dev mailbox on, passkeys on, SQLite in
 * memory), the key frame server on an origin of its own, and the local OAuth stand-in playing the social providers.
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
  close: () => Promise<void>
}

const SOCIALS = ['google', 'github'] as const
const CLIENT_ID = 'latch-demo'
const CLIENT_SECRET = 'latch-demo-secret'

/**
 * Starts the embedded wallet's services for a page served at `appOrigin`.
 *
 * @param options - The demo page's origin; the email codes' limits (default the service's: 5
 *   attempts, 30 s between sends; tests shorten them).
 * @returns The running services and the config the page reads.
 * @example
 * ```ts
 * const embedded = await startDemoEmbeddedWallet({ appOrigin: new URL(server.url).origin })
 * ```
 */
export async function startDemoEmbeddedWallet(options: {
  appOrigin: string
  otp?: OtpOptions | undefined
}): Promise<DemoEmbeddedWallet> {
  const closers: (() => Promise<void>)[] = []
  const close = async () => {
    for (const stop of closers.reverse()) await stop().catch(() => undefined)
  }
  try {
    const authUrl = `http://127.0.0.1:${await reserveLoopbackPort()}`
    const frame = await startKeyFrameServer({ authUrl, allowedOrigins: [options.appOrigin] })
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
    const auth = await startAuthService({
      port: Number(new URL(authUrl).port),
      allowedOrigins: [options.appOrigin, frameOrigin],
      mail: 'dev-mailbox',
      devMailbox: true,
      ...(options.otp ? { otp: options.otp } : {}),
      socialProviders: Object.fromEntries(SOCIALS.map((name) => [name, provider])),
      passkeys: { rpId: 'localhost', rpName: 'Latch demo', origins: [frameOrigin] },
    })
    closers.push(auth.close)
    return {
      config: { authUrl: auth.url, frameUrl, socials: [...SOCIALS] },
      frameOrigin,
      oauthUrl: oauth.url,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
