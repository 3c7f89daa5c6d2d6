import { isHexSignature, UnknownWalletError, utf8ToHex } from '@latch/core/kit'
import { requestWallet } from './requestWallet'
import type { Eip1193Provider } from './types'

/**
 * Asks the wallet to sign `message` with `personal_sign` (the message sent as UTF-8 hex) and reads
 * its answer, which is untrusted: a hex signature, or an `UnknownWalletError`. The EVM adapter
 * loads this code when it starts, after its own, so the first signature's prompt finds it loaded.
 *
 * @param provider - The connected wallet.
 * @param address - The account that signs.
 * @param message - The text to sign.
 * @returns The signature.
 * @example
 * ```ts
 * const signature = await personalSign(provider, '0xf39f…', 'Hello')
 * ```
 */
export async function personalSign(
  provider: Eip1193Provider,
  address: string,
  message: string,
): Promise<`0x${string}`> {
  const answer = await requestWallet(provider, 'personal_sign', [utf8ToHex(message), address])
  if (!isHexSignature(answer))
    throw new UnknownWalletError({ details: 'personal_sign: the wallet answered no hex signature' })
  return answer
}
