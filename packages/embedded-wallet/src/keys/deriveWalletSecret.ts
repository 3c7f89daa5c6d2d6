import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { bytesToHex } from 'viem'
import { deriveEd25519Key } from './deriveEd25519Key'
import { EVM_DERIVATION_PATH } from './deriveEvmAccount'
import { SOLANA_DERIVATION_PATH } from './deriveSolanaAccount'
import { KEY_ERROR_MESSAGES, KeyError } from './KeyError'
import { mnemonicToSeed } from './mnemonicToSeed'

/**
 * A wallet's secret in the forms other wallets import: the recovery phrase, the EVM account's
 * private key and the Solana account's 64-byte secret key.
 *
 * @example
 * ```ts
 * const secret: DerivedWalletSecret = deriveWalletSecret(mnemonic)
 * ```
 */
export type DerivedWalletSecret = {
  mnemonic: string
  /** The EVM private key (m/44'/60'/0'/0/0), 0x-hex. */
  evmPrivateKey: `0x${string}`
  /** The Solana secret key (m/44'/501'/0'/0' seed ‖ public key), base58, as Phantom imports it. */
  solanaSecretKey: string
}

/**
 * Derives the private keys of a wallet's two accounts (the same paths as `deriveWalletKeys`) for an
 * export, then wipes the seed and the key bytes. Only the key frame's export prompt shows the result.
 *
 * @param mnemonic - The English BIP-39 mnemonic.
 * @returns The phrase and both private keys.
 * @throws {KeyError} `INVALID_PARAMS` when the mnemonic is invalid.
 * @example
 * ```ts
 * const { evmPrivateKey } = deriveWalletSecret(mnemonic)
 * privateKeyToAccount(evmPrivateKey).address === deriveWalletKeys(mnemonic).accounts.evm // true
 * ```
 */
export function deriveWalletSecret(mnemonic: string): DerivedWalletSecret {
  const seed = mnemonicToSeed(mnemonic)
  const node = HDKey.fromMasterSeed(seed).derive(EVM_DERIVATION_PATH)
  const solanaSeed = deriveEd25519Key(seed, SOLANA_DERIVATION_PATH)
  const solanaSecret = new Uint8Array([...solanaSeed, ...ed25519.getPublicKey(solanaSeed)])
  try {
    if (node.privateKey === null)
      throw new KeyError(KEY_ERROR_MESSAGES.noPrivateKey, { code: 'INVALID_PARAMS' })
    return {
      mnemonic,
      evmPrivateKey: bytesToHex(node.privateKey),
      solanaSecretKey: base58.encode(solanaSecret),
    }
  } finally {
    node.wipePrivateData()
    for (const bytes of [seed, solanaSeed, solanaSecret]) bytes.fill(0)
  }
}
