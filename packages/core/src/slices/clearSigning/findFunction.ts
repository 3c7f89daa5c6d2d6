import type { ClearDescriptor, DescriptorFunction } from './descriptor'
import type { ClearSigningToken } from './types'

/**
 * The function a call makes, from the descriptors: the first matching the selector among those
 * deployed at `to` on the chain, then among those that name no deployment (the standards'). A
 * descriptor deployed elsewhere never applies.
 *
 * @param descriptors - Checked descriptors, the app's first.
 * @param selector - The call's 4-byte selector.
 * @param to - The contract called.
 * @param chainId - The chain.
 * @returns The function, or undefined.
 * @example
 * ```ts
 * findFunction(descriptors, '0x095ea7b3', usdc, 1)?.intent // 'Approve'
 * ```
 */
export function findFunction(
  descriptors: readonly ClearDescriptor[],
  selector: string,
  to: string | undefined,
  chainId: number | undefined,
): DescriptorFunction | undefined {
  for (const descriptor of applicable(descriptors, to, chainId)) {
    const found = descriptor.functions.find((f) => f.selector === selector)
    if (found) return found
  }
  return undefined
}

/**
 * The descriptors that apply to a contract on a chain, in the order they are tried: those deployed
 * there, then those that name no deployment (the standards').
 *
 * @param descriptors - Checked descriptors, the app's first.
 * @param to - The contract (called, or the verifying contract of typed data).
 * @param chainId - The chain.
 * @returns The descriptors that apply.
 * @example
 * ```ts
 * applicable(descriptors, usdc, 1).length // 3
 * ```
 */
export function applicable(
  descriptors: readonly ClearDescriptor[],
  to: string | undefined,
  chainId: number | undefined,
): ClearDescriptor[] {
  const at = (d: ClearDescriptor) =>
    d.deployments?.some((x) => x.chainId === chainId && x.address === to?.toLowerCase()) ?? false
  return [...descriptors.filter(at), ...descriptors.filter((d) => d.deployments === undefined)]
}

/**
 * The tokens the descriptors name (`metadata.token`) at their deployments on the chain.
 *
 * @param descriptors - Checked descriptors.
 * @param chainId - The chain.
 * @returns The tokens.
 * @example
 * ```ts
 * descriptorTokens(descriptors, 31337) // [{ address: '0x5fbd…', symbol: 'LTK', decimals: 18 }]
 * ```
 */
export const descriptorTokens = (
  descriptors: readonly ClearDescriptor[],
  chainId: number | undefined,
): ClearSigningToken[] =>
  descriptors.flatMap(({ token, deployments = [] }) =>
    token
      ? deployments.filter((d) => d.chainId === chainId).map((d) => ({ address: d.address, ...token }))
      : [],
  )
