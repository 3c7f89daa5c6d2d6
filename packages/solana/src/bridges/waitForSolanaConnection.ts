import type { Latch } from '@latch/core'
import { UserRejectedRequestError } from '@latch/core/kit'
import { SOLANA_BRIDGE_MESSAGES } from '../errors/bridgeMessages'
import { readSolanaConnection, type SolanaConnection } from './readSolanaConnection'

/**
 * The active Solana connection, made by the visitor when there is none: opens Latch's modal on
 * the solana namespace and resolves when a wallet connects there, whichever the visitor picks
 * (Wallet Standard wallet, WalletConnect, email or social login).
 *
 * @param latch - The Latch instance.
 * @returns The connection.
 * @throws {UserRejectedRequestError} (code 4001) when the visitor closes the modal first.
 * @example
 * ```ts
 * const { address } = await waitForSolanaConnection(latch)
 * ```
 */
export async function waitForSolanaConnection(latch: Latch): Promise<SolanaConnection> {
  const existing = readSolanaConnection(latch)
  if (existing) return existing
  await latch.open({ namespace: 'solana' })
  // from here on the modal is open, or was open and closed: one read per state change decides
  return new Promise<SolanaConnection>((resolve, reject) => {
    const settle = (): boolean => {
      const connection = readSolanaConnection(latch)
      if (connection) resolve(connection)
      else if (!latch.getState().modal.open)
        reject(new UserRejectedRequestError({ details: SOLANA_BRIDGE_MESSAGES.modalClosed }))
      else return false
      return true
    }
    if (settle()) return
    const stop = latch.subscribe(() => {
      if (settle()) stop()
    })
  })
}
