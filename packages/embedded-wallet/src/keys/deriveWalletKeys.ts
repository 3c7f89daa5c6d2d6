import type { PrivateKeyAccount } from 'viem/accounts'
import type { FrameAccounts } from '../protocol/frame'
import { deriveEvmAccount } from './deriveEvmAccount'
import { deriveSolanaAccount, type SolanaAccount } from './deriveSolanaAccount'
import { mnemonicToSeed } from './mnemonicToSeed'

/**
 * The two accounts of one mnemonic. Private keys live only inside the accounts' signing closures.
 *
 * @example
 * ```ts
 * const { accounts, evm, solana } = deriveWalletKeys(mnemonic)
 * ```
 */
export type WalletKeys = {
  /** The public addresses, as the frame answers them. */
  accounts: FrameAccounts
  /** The EVM account (m/44'/60'/0'/0/0). */
  evm: PrivateKeyAccount
  /** The Solana account (m/44'/501'/0'/0'). */
  solana: SolanaAccount
}

/**
 * Derives the EVM and Solana accounts of a BIP-39 mnemonic from its one seed, then wipes the seed.
 *
 * @param mnemonic - The English BIP-39 mnemonic.
 * @returns Both accounts and their addresses.
 * @throws {KeyError} `INVALID_PARAMS` when the mnemonic is invalid.
 * @example
 * ```ts
 * deriveWalletKeys('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about').accounts.evm
 * // '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
 * ```
 */
export function deriveWalletKeys(mnemonic: string): WalletKeys {
  const seed = mnemonicToSeed(mnemonic)
  try {
    const evm = deriveEvmAccount(seed)
    const solana = deriveSolanaAccount(seed)
    return { accounts: { evm: evm.address, solana: solana.address }, evm, solana }
  } finally {
    seed.fill(0)
  }
}
