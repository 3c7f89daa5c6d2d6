// Test helper: two auth-service instances on one PostgreSQL database (shared secret, passkeys on)
// and an account signed up on the first with a software authenticator's passkey, for the property
// tests of what two instances may change at once. Not part of the package (src/**/testing/**).
import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { TEST_KIT_MESSAGES, TestKitError } from '@latch/testing'
import { type AuthTestKit, startAuthTestKit } from './authTestKit'
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from './softwareAuthenticator'
import type { StoreMatrix } from './storeMatrix'

/** The frame origin the passkeys are made on, and the service's passkey options for it. */
export const PASSKEY_FRAME_ORIGIN = 'http://localhost:5175'
const PASSKEYS = { rpId: 'localhost', rpName: 'Latch test', origins: [PASSKEY_FRAME_ORIGIN] }

/**
 * Starts two instances on a fresh PostgreSQL database and signs up one account by passkey on the
 * first (device `laptop`). The caller closes both (`a.service.close()`, `b.service.close()`).
 *
 * @param matrix - The test file's store matrix (its PostgreSQL server).
 * @returns The database URL, both instances, the authenticator holding the passkey and the session token.
 * @example
 * ```ts
 * const { a, b, authenticator, token, databaseUrl } = await passkeyOnTwoInstances(matrix)
 * ```
 */
export async function passkeyOnTwoInstances(matrix: StoreMatrix): Promise<{
  databaseUrl: string
  a: AuthTestKit
  b: AuthTestKit
  authenticator: SoftwareAuthenticator
  token: string
}> {
  const databaseUrl = await (await matrix.postgres()).createDatabase()
  const start = () =>
    startAuthTestKit({ database: { postgres: databaseUrl }, secret: 'shared', passkeys: PASSKEYS })
  const a = await start()
  const b = await start()
  const authenticator = createSoftwareAuthenticator()
  const options = await a.post(ACCOUNT_API_PATHS.passkeyRegisterOptions, {})
  const response = authenticator.create(options.body.options as Record<string, unknown>, PASSKEY_FRAME_ORIGIN)
  const signedUp = await a.post(ACCOUNT_API_PATHS.passkeyRegisterVerify, { response, deviceId: 'laptop' })
  if (signedUp.status !== 200)
    throw new TestKitError(TEST_KIT_MESSAGES.signInRefused(JSON.stringify(signedUp.body)), {
      code: 'STEP_REFUSED',
    })
  const { token } = signedUp.body.session as { token: string }
  return { databaseUrl, a, b, authenticator, token }
}
