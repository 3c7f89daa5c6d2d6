import { startAuthService } from '@latch/auth-server'
import { API_PATHS, type DevMailboxResponse } from '@latch/embedded-wallet'
import { startKeyFrameServer } from '@latch/embedded-wallet/frame-server'
import { reserveLoopbackPort } from '@latch/testing'

/**
 * The backend an app with the embedded wallet runs beside its page: the auth service (mails kept
 * in its dev mailbox, SQLite in memory) and the key frame server on an origin of its own.
 *
 * @example
 * ```ts
 * const backend = await startEmbeddedWalletBackend({ appOrigin: site.url })
 * const code = await backend.codeFor('visitor@example.com')
 * await backend.close()
 * ```
 */
export type EmbeddedWalletBackend = {
  /** Base URL of the auth service, for `createEmbeddedWallet({ authUrl })`. */
  authUrl: string
  /** The key frame page, for `createEmbeddedWallet({ frameUrl })`. */
  frameUrl: string
  /** The newest sign-in code mailed to `email`, read from the dev mailbox (waits up to 10 s). */
  codeFor: (email: string) => Promise<string>
  close: () => Promise<void>
}

/**
 * Starts the embedded wallet's backend for a page served at `appOrigin`, on loopback ports.
 *
 * @param options - The app page's origin.
 * @returns The running services.
 * @example
 * ```ts
 * const backend = await startEmbeddedWalletBackend({ appOrigin: 'http://127.0.0.1:4173' })
 * ```
 */
export async function startEmbeddedWalletBackend(options: {
  appOrigin: string
}): Promise<EmbeddedWalletBackend> {
  const closers: (() => Promise<void>)[] = []
  const close = async () => {
    for (const stop of closers.reverse()) await stop().catch(() => undefined)
  }
  try {
    const port = await reserveLoopbackPort()
    const frame = await startKeyFrameServer({
      authUrl: `http://127.0.0.1:${port}`,
      allowedOrigins: [options.appOrigin],
    })
    closers.push(frame.close)
    const auth = await startAuthService({
      port,
      allowedOrigins: [options.appOrigin, frame.origin],
      mail: 'dev-mailbox',
    })
    closers.push(auth.close)
    const codeFor = async (email: string) => {
      const mailbox = `${auth.url}${API_PATHS.devMailbox}?to=${encodeURIComponent(email)}`
      for (let i = 0; i < 50; i++) {
        const { messages } = (await (await fetch(mailbox)).json()) as DevMailboxResponse
        const code = messages.at(-1)?.code
        if (code && /^\d{6}$/.test(code)) return code
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`No sign-in code for ${email} in the dev mailbox`)
    }
    return { authUrl: auth.url, frameUrl: frame.frameUrl, codeFor, close }
  } catch (error) {
    await close()
    throw error
  }
}
