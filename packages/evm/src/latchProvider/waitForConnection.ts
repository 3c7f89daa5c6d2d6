import type { Latch } from '@latch/core/kit'
import { UserRejectedRequestError } from '@latch/core/kit'
import { type Eip155Connection, readEip155 } from './readEip155'

/**
 * The active eip155 connection, made by the visitor when there is none: opens Latch's modal on
 * eip155 and resolves when a wallet connects there, whichever the visitor picks (injected,
 * EIP-6963, WalletConnect, the Safe frame, email or social login).
 *
 * @param latch - The Latch instance.
 * @returns The connection.
 * @throws {UserRejectedRequestError} (Latch's, code 4001) when the visitor closes the modal first.
 * @example
 * ```ts
 * const { accounts, chainId } = await waitForConnection(latch)
 * ```
 */
export async function waitForConnection(latch: Latch): Promise<Eip155Connection> {
  const existing = readEip155(latch)
  if (existing) return existing
  return new Promise<Eip155Connection>((resolve, reject) => {
    let opened = false
    const settle = () => {
      const connection = readEip155(latch)
      if (connection) {
        stop()
        resolve(connection)
      } else if (opened && !latch.getState().modal.open) {
        stop()
        reject(new UserRejectedRequestError({ details: 'The visitor closed the modal before connecting' }))
      }
    }
    const stop = latch.subscribe(settle)
    latch.open({ namespace: 'eip155' }).then(
      () => {
        opened = true
        settle()
      },
      (error: unknown) => {
        stop()
        reject(error)
      },
    )
  })
}
