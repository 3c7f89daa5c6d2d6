import { isHexSignature, UnknownWalletError } from '@latch/core/kit'

/**
 * The signature in a wallet's answer to `personal_sign` (untrusted): a hex signature, or an
 * `UnknownWalletError`. The EVM adapter loads this check while the wallet asks the user, so the
 * prompt waits for nothing and the check is there when the answer comes.
 *
 * @param answer - What the wallet answered.
 * @returns The signature.
 * @example
 * ```ts
 * readPersonalSignature(await requestWallet(provider, 'personal_sign', [utf8ToHex(message), address]))
 * ```
 */
export function readPersonalSignature(answer: unknown): `0x${string}` {
  if (!isHexSignature(answer))
    throw new UnknownWalletError({ details: 'personal_sign: the wallet answered no hex signature' })
  return answer
}
