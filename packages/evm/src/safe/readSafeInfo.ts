import { isEvmAddressShape, UnknownWalletError } from '@latch/core/kit'

/**
 * What Latch keeps of the Safe{Wallet} parent's `getSafeInfo` answer.
 *
 * @example
 * ```ts
 * const info: SafeInfo = { safeAddress: '0x…', chainId: 1, isReadOnly: false }
 * ```
 */
export type SafeInfo = {
  /** The Safe's address: the account the dapp acts as. */
  safeAddress: `0x${string}`
  /** The chain the Safe is on. */
  chainId: number
  /** True when the person viewing the Safe is not one of its owners (they cannot propose). */
  isReadOnly: boolean
}

/**
 * Checks an untrusted `getSafeInfo` answer and keeps its address, chain id and read-only flag.
 *
 * @param data - The `data` of the parent's answer.
 * @returns The Safe's info.
 * @throws UnknownWalletError when the answer is not of the protocol's shape.
 * @example
 * ```ts
 * readSafeInfo({ safeAddress: '0x…', chainId: 31337, threshold: 1, owners: [] })
 * ```
 */
export function readSafeInfo(data: unknown): SafeInfo {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new UnknownWalletError({ details: 'The Safe info is not an object' })
  const { safeAddress, chainId, isReadOnly } = data as Record<string, unknown>
  if (!isEvmAddressShape(safeAddress))
    throw new UnknownWalletError({ details: 'The Safe info has no valid safeAddress' })
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw new UnknownWalletError({ details: 'The Safe info has no valid chainId' })
  return { safeAddress, chainId, isReadOnly: isReadOnly === true }
}
