import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import type { TestKeys } from './testKeys'

/**
 * The keys of a test wallet's account `index`, as a wallet derives its accounts from one seed:
 * account 0 holds the wallet's own keys, each further account keys derived from them
 * deterministically (SHA-256 of the key and the index), so a test can switch accounts and
 * predict the new addresses. Test keys only: never use them outside tests.
 *
 * @param keys - The wallet's keys (account 0).
 * @param index - The account index (a non-negative integer).
 * @returns The account's Stacks key (compressed, `01` suffix) and Bitcoin key.
 * @example
 * ```ts
 * deriveAccountKeys(TEST_KEYS.alice, 0) // TEST_KEYS.alice
 * deriveAccountKeys(TEST_KEYS.alice, 1).bitcoin // another 32-byte key
 * ```
 */
export function deriveAccountKeys(keys: TestKeys, index: number): TestKeys {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`No account ${index}`)
  if (index === 0) return keys
  const child = (key: string, label: string) => {
    const secret = sha256(
      new Uint8Array([...hexToBytes(key.slice(0, 64)), ...utf8ToBytes(`${label}/${index}`)]),
    )
    if (!secp256k1.utils.isValidSecretKey(secret)) throw new RangeError(`Account ${index} has no valid key`)
    return bytesToHex(secret)
  }
  return { stacks: `${child(keys.stacks, 'stacks')}01`, bitcoin: child(keys.bitcoin, 'bitcoin') }
}
