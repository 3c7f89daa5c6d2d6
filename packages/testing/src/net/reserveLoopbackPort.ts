import { randomInt } from 'node:crypto'
import { createServer } from 'node:net'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'

/**
 * Where reserved ports are drawn from: below the ephemeral range the system hands to servers that
 * listen on port 0 (Linux 32768–60999, macOS and Windows 49152–65535). A port taken from that range
 * could be handed to another server of the same world between its release here and its use (the
 * auth service's port, reserved before the key frame, OAuth and relay servers start, was: "listen
 * EADDRINUSE"); drawn below it, only another reservation or an outside program could take it.
 */
const RANGE = { from: 20_000, to: 32_000 } as const
const ATTEMPTS = 50

/** Resolves true when the port can be listened on at 127.0.0.1 now (and leaves it free again). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * A free TCP port on 127.0.0.1, for a local server whose URL other servers must know before it
 * starts (the auth service, which the key frame server names in its config and CSP). It is drawn
 * at random below the system's ephemeral range (20000–31999), so servers started meanwhile on
 * port 0 never take it; it is free when this resolves: start the server on it soon.
 *
 * @returns The port.
 * @throws {TestKitError} `NO_PORT` when 50 random ports in the range are all taken.
 * @example
 * ```ts
 * const port = await reserveLoopbackPort()
 * const frame = await startKeyFrameServer({ authUrl: `http://127.0.0.1:${port}`, allowedOrigins })
 * const auth = await startAuthService({ port, allowedOrigins: [appOrigin, frame.origin], mail: 'dev-mailbox' })
 * ```
 */
export async function reserveLoopbackPort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = randomInt(RANGE.from, RANGE.to)
    if (await isFree(port)) return port
  }
  throw new TestKitError(TEST_KIT_MESSAGES.noPort, { code: 'NO_PORT' })
}
