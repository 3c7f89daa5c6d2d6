import { createServer } from 'node:net'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'

/**
 * A free TCP port on 127.0.0.1, for a local server whose URL other servers must know before it
 * starts (the auth service, which the key frame server names in its config and CSP). The port is
 * free when this resolves; start the server on it right away.
 *
 * @returns The port.
 * @example
 * ```ts
 * const port = await reserveLoopbackPort()
 * const frame = await startKeyFrameServer({ authUrl: `http://127.0.0.1:${port}`, allowedOrigins })
 * const auth = await startAuthService({ port, allowedOrigins: [appOrigin, frame.origin], mail: 'dev-mailbox' })
 * ```
 */
export function reserveLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new TestKitError(TEST_KIT_MESSAGES.noPort, { code: 'NO_PORT' })),
      )
    })
  })
}
