import { HDKey } from '@scure/bip32'
import { bytesToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { KEY_ERROR_MESSAGES, KeyError } from './KeyError'

/**
 * The BIP-44 path of the EVM account: the first address of the first Ethereum account.
 *
 * @example
 * ```ts
 * EVM_DERIVATION_PATH // "m/44'/60'/0'/0/0"
 * ```
 */
export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0"

/**
 * Derives the EVM account (secp256k1, BIP-32 at {@link EVM_DERIVATION_PATH}) from a BIP-39 seed.
 * The private key stays inside the returned viem account's closures.
 *
 * @param seed - The BIP-39 seed.
 * @returns A viem local account that signs messages, typed data and transactions.
 * @throws {KeyError} `INVALID_PARAMS` when the derivation gives no private key.
 * @example
 * ```ts
 * const account = deriveEvmAccount(mnemonicToSeed(mnemonic))
 * const signature = await account.signMessage({ message: { raw: '0x68656c6c6f' } })
 * ```
 */
export function deriveEvmAccount(seed: Uint8Array): PrivateKeyAccount {
  const node = HDKey.fromMasterSeed(seed).derive(EVM_DERIVATION_PATH)
  const privateKey = node.privateKey
  if (privateKey === null) throw new KeyError(KEY_ERROR_MESSAGES.noPrivateKey, { code: 'INVALID_PARAMS' })
  const account = privateKeyToAccount(bytesToHex(privateKey))
  node.wipePrivateData()
  return account
}
