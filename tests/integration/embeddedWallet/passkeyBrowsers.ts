// Test parts for passkey login in the key frame against the real auth service: one person's
// authenticator (a software authenticator: P-256, `none` attestation, real signatures; its PRF is
// HMAC-SHA-256 of the salt under a per-credential secret, as CTAP's hmac-secret) and browsers, each
// a key frame handler with its own vault and a scripted visitor, that record every answer the page
// got. Chromium's virtual authenticator proves the browser side in tests/e2e.

import { createHmac } from 'node:crypto'
import { createSoftwareAuthenticator } from '../../../packages/auth-server/src/testing/softwareAuthenticator'
import { createKeyFrameHandler } from '../../../packages/embedded-wallet/src/frame/createKeyFrameHandler'
import {
  type PasskeyCeremonies,
  PRF_SALT,
} from '../../../packages/embedded-wallet/src/frame/PasskeyCeremonies'
import { scriptedPrompts } from '../../../packages/embedded-wallet/src/frame/testing/createFrameHarness'
import { createKeyVault } from '../../../packages/embedded-wallet/src/frame/vault/createKeyVault'
import { createMemoryVaultStorage } from '../../../packages/embedded-wallet/src/frame/vault/createMemoryVaultStorage'
import {
  FRAME_CHANNEL,
  type FrameMethod,
  type FrameResponse,
} from '../../../packages/embedded-wallet/src/protocol/frame'

/** The app page's origin. */
export const APP = 'http://127.0.0.1:5173'
/** The key frame's origin (a name: WebAuthn refuses an IP address as RP ID). */
export const FRAME_ORIGIN = 'http://localhost:5175'
/** The service's passkey options for {@link FRAME_ORIGIN}. */
export const PASSKEYS = { rpId: 'localhost', rpName: 'Latch test', origins: [FRAME_ORIGIN] }

/**
 * One person's authenticator (a phone keeping its passkeys), used from any browser; counts its
 * ceremonies (`gets`), so a test can tell no second prompt was made.
 */
export function authenticatorWithPrf(options: { prf: boolean } = { prf: true }) {
  const authenticator = createSoftwareAuthenticator()
  const secrets = new Map<string, Buffer>()
  const prfOf = (id: Uint8Array) => {
    const key = Buffer.from(id).toString('base64url')
    if (!secrets.has(key)) secrets.set(key, createHmac('sha256', 'prf-secret').update(id).digest())
    return options.prf
      ? new Uint8Array(
          createHmac('sha256', secrets.get(key) as Buffer)
            .update(PRF_SALT)
            .digest(),
        )
      : undefined
  }
  const replays: Record<string, unknown>[] = []
  const counts = { creates: 0, gets: 0 }
  const ceremonies: PasskeyCeremonies = {
    create: async (creation) => {
      counts.creates += 1
      const response = authenticator.create(creation, FRAME_ORIGIN)
      return { response, prfOutput: prfOf(authenticator.credentials.at(-1)?.id ?? new Uint8Array()) }
    },
    get: async (request) => {
      counts.gets += 1
      const response = replays.shift() ?? authenticator.get(request, FRAME_ORIGIN)
      return { response, prfOutput: prfOf(authenticator.credentials.at(-1)?.id ?? new Uint8Array()) }
    },
  }
  return { authenticator, ceremonies, prfOf, replays, counts }
}

/** A browser: its own vault, the key frame wired to the service at `authUrl`, every answer the page got. */
export function openBrowser(ceremonies: PasskeyCeremonies, authUrl: string) {
  const parent = { name: 'app page' }
  const posted: FrameResponse[] = []
  const storage = createMemoryVaultStorage()
  const vault = createKeyVault({ storage })
  const visitor = scriptedPrompts()
  const handler = createKeyFrameHandler({
    allowedOrigins: [APP],
    authUrl,
    parent,
    vault,
    prompts: visitor.prompts,
    passkeys: ceremonies,
    post: (message) => posted.push(message),
  })
  let id = 0
  const call = async (method: FrameMethod, params: Record<string, unknown> = {}) => {
    id += 1
    await handler.handleMessage({
      data: { channel: FRAME_CHANNEL, id, method, params },
      origin: APP,
      source: parent,
    })
    const answer = posted.find((message) => message.id === id)
    if (answer === undefined || 'error' in answer)
      return { error: answer && 'error' in answer ? answer.error : undefined }
    return { result: answer.result }
  }
  return { handler, vault, visitor, posted, call }
}
