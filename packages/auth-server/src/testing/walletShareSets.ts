// Test helpers for the wallet-share routes: real splits made with @latch/embedded-wallet's own
// share code (its sources, as the key frame would), and a second device signed in through the
// approval link. Not part of the package (src/**/testing/** is excluded).
import { API_PATHS, type SessionResponse } from '@latch/embedded-wallet'
import { TEST_KIT_MESSAGES, TestKitError } from '@latch/testing'
import { recoveryCheck, sealText } from '../../../embedded-wallet/src/shares/shareBoxes'
import {
  readShare,
  splitWalletSecret,
  type WalletShareSet,
} from '../../../embedded-wallet/src/shares/walletShares'
import type { NewSplit } from '../shares/readShareFields'
import type { AuthTestKit } from './authTestKit'

/** A valid BIP-39 phrase (a published test vector): the wallet the tests split. */
export const TEST_MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow'

/**
 * A fresh split of `mnemonic` and the PUT body that stores it, as the key frame makes it: the
 * device share sealed under the recovery share, and the recovery check.
 *
 * @param previousSetId - The split it replaces (null for the first).
 * @param mnemonic - The phrase; default {@link TEST_MNEMONIC}.
 * @returns The three shares and the body.
 * @example
 * ```ts
 * const { set, body } = await newSplit(null)
 * ```
 */
export async function newSplit(
  previousSetId: string | null,
  mnemonic = TEST_MNEMONIC,
): Promise<{ set: WalletShareSet; body: NewSplit }> {
  const set = await splitWalletSecret(mnemonic)
  const deviceShareBox = await sealText(set.device, readShare(set.recovery).bytes, set.setId, 'device-share')
  return {
    set,
    body: {
      setId: set.setId,
      authShare: set.auth,
      deviceShareBox,
      recoveryCheck: recoveryCheck(set.recovery),
      previousSetId,
    },
  }
}

/**
 * Signs an existing user in from another device: start, the approval link's POST, the code, verify.
 *
 * @param kit - The service under test.
 * @param email - The account's address.
 * @param deviceId - The new device.
 * @returns The new session.
 * @example
 * ```ts
 * const phone = await signInNewDevice(kit, 'ada@example.com', 'phone')
 * ```
 */
export async function signInNewDevice(
  kit: AuthTestKit,
  email: string,
  deviceId: string,
): Promise<SessionResponse> {
  const start = await kit.post(API_PATHS.emailStart, { email, deviceId })
  const link = (await kit.mails(email)).at(-1)?.link ?? ''
  await kit.post(API_PATHS.deviceApprove, { token: new URL(link).searchParams.get('token') ?? '' })
  const verify = await kit.post(API_PATHS.emailVerify, {
    loginId: start.body.loginId,
    otp: await kit.lastCode(email),
  })
  if (start.body.action !== 'VERIFY_DEVICE' || verify.status !== 200)
    throw new TestKitError(TEST_KIT_MESSAGES.signInRefused(JSON.stringify(verify.body)), {
      code: 'STEP_REFUSED',
    })
  return verify.body as unknown as SessionResponse
}
