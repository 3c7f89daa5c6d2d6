import { LatchError } from '@latch/core'

/**
 * Every `code` of a {@link TestKitError}.
 *
 * @example
 * ```ts
 * TEST_KIT_ERROR_CODES.includes('NO_PORT') // true
 * ```
 */
export const TEST_KIT_ERROR_CODES = [
  /** solc failed, or gave no artifact for a test contract. */
  'COMPILE_FAILED',
  /** The local EVM dev chain did not start, or exited while starting. */
  'CHAIN_NOT_STARTED',
  /** The ERC-4337 bundler (alto) is not installed, exited, or did not answer in time. */
  'BUNDLER_NOT_STARTED',
  /** The test paymaster service refused to sponsor a user operation (not for its EntryPoint or chain, malformed). */
  'PAYMASTER_REFUSED',
  /** A deployment on the dev chain failed, or the chain has no funded account to deploy from. */
  'DEPLOY_FAILED',
  /** No free loopback port could be reserved. */
  'NO_PORT',
  /** PostgreSQL could not be found or installed, or was asked for a database name it refuses. */
  'POSTGRES_UNAVAILABLE',
  'BAD_DATABASE_NAME',
  /** A test wallet was asked to act for an account it has not connected, or without an RPC URL. */
  'NOT_CONNECTED',
  'NO_RPC_URL',
  /** The local Solana ledger refused an airdrop. */
  'AIRDROP_FAILED',
  /** A wire transaction could not be read, or the wallet's key is not among its signers. */
  'MALFORMED_TRANSACTION',
  'NOT_SIGNER',
  /** A browser script of a test wallet could not be bundled. */
  'BUNDLE_FAILED',
  /** The pairing relay stand-in got a request without its parameters, or its clients did not subscribe in time. */
  'BAD_RELAY_REQUEST',
  'RELAY_NOT_READY',
  /** A test key gave no address. */
  'NO_ADDRESS',
  /**
   * A service under test mailed no code, or refused a step a test kit drives (sign-in, challenge,
   * the Farcaster app's approval).
   */
  'NO_MAIL',
  'STEP_REFUSED',
] as const

/**
 * A {@link TestKitError}'s code: one of {@link TEST_KIT_ERROR_CODES}.
 *
 * @example
 * ```ts
 * const code: TestKitErrorCode = 'DEPLOY_FAILED'
 * ```
 */
export type TestKitErrorCode = (typeof TEST_KIT_ERROR_CODES)[number]

/**
 * A fixture of the testing kit could not do what the test asked (a chain, relay, database or test
 * wallet failed to set up or to act). Its message comes from `TEST_KIT_MESSAGES`; `code` says which
 * failure it is.
 *
 * @example
 * ```ts
 * await expect(startPostgres().then((pg) => pg.createDatabase('Bad-Name'))).rejects.toMatchObject({
 *   name: 'TestKitError',
 *   code: 'BAD_DATABASE_NAME',
 * })
 * ```
 */
export class TestKitError extends LatchError {
  override name = 'TestKitError'
  declare readonly code: TestKitErrorCode

  constructor(
    message: string,
    parameters: { code: TestKitErrorCode; details?: string | undefined; cause?: unknown },
  ) {
    super(message, parameters)
  }
}
