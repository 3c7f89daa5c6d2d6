import { normalizeWalletError } from '../../../shared/errors/normalizeWalletError'
import { readUntrustedField } from '../../../shared/errors/readUntrustedField'
import { readBaseUnits } from '../../../shared/numbers/readBaseUnits'
import type { AuthProvider } from './types'

/**
 * The SOL balance of an address, in lamports, through the auth provider: a read Latch itself makes
 * for the Account view (no user request), straight to the wallet's RPC. The wallet's answer and its
 * failures are untrusted: typed, never a raw error.
 *
 * @param provider - The embedded-wallet service.
 * @param address - The Solana address.
 * @returns The balance in lamports.
 * @example
 * ```ts
 * await readSolanaLamports(provider, 'Gh9Z…') // 1_000_000_000n
 * ```
 */
export async function readSolanaLamports(provider: AuthProvider, address: string): Promise<bigint> {
  let lamports: unknown
  try {
    lamports = await provider.request({ namespace: 'solana', method: 'getBalance', params: [address] })
  } catch (error) {
    throw normalizeWalletError(error, 'getBalance')
  }
  const value = typeof lamports === 'object' ? readUntrustedField(lamports, 'value') : lamports
  return readBaseUnits(value, 'getBalance')
}
