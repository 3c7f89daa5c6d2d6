import type { Latch } from '@latch/core'
import { UserRejectedRequestError } from '@latch/core/kit'
import { readEip155 } from '@latch/evm/provider'

/**
 * Switches Latch's eip155 network to `chainId` and resolves once the connection is on it: at once
 * when the wallet switches directly, or after the visitor confirms in Latch's SwitchNetwork view.
 *
 * @param latch - The Latch instance.
 * @param chainId - The chain to switch to (one of the app's networks).
 * @returns Resolves when switched.
 * @throws {ValidationError} "Network Not Found" when it is not one of the app's networks.
 * @throws {UserRejectedRequestError} (Latch's) when the modal closes before the switch.
 * @example
 * ```ts
 * await waitForChain(latch, 11155111)
 * ```
 */
export async function waitForChain(latch: Latch, chainId: number): Promise<void> {
  const switched = () => readEip155(latch)?.chainId === chainId
  await latch.switchNetwork(`eip155:${chainId}`)
  if (switched()) return
  await new Promise<void>((resolve, reject) => {
    const stop = latch.subscribe(() => {
      if (switched()) {
        stop()
        resolve()
      } else if (!latch.getState().modal.open) {
        stop()
        reject(
          new UserRejectedRequestError({
            details: `The network switch to eip155:${chainId} was not confirmed`,
          }),
        )
      }
    })
  })
}
