// The standards' own descriptors, written as ERC-7730 objects and read by the same validator as
// the app's: they name no deployment, so they apply to any contract whose call matches. An app's
// descriptor for a contract comes first.
import { ERC20_DESCRIPTOR } from './erc20Descriptor'
import { NFT_DESCRIPTOR } from './nftDescriptor'
import { PERMIT_DESCRIPTOR, PERMIT2_DESCRIPTOR } from './permitDescriptors'
import { WETH_DESCRIPTOR } from './wethDescriptor'

/**
 * The ERC-7730 descriptors Latch ships: ERC-20 transfer, approve and transferFrom; ERC-721 and
 * ERC-1155 transfers and setApprovalForAll; WETH deposit and withdraw; EIP-2612 Permit and Permit2's
 * PermitSingle typed data. Plain objects, checked by
 * `validateDescriptor` like the app's.
 *
 * @example
 * ```ts
 * BUILTIN_DESCRIPTORS.map(validateDescriptor)
 * ```
 */
export const BUILTIN_DESCRIPTORS: readonly unknown[] = [
  ERC20_DESCRIPTOR,
  NFT_DESCRIPTOR,
  WETH_DESCRIPTOR,
  PERMIT_DESCRIPTOR,
  PERMIT2_DESCRIPTOR,
]
