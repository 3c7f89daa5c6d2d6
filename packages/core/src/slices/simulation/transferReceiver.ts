const SELECTORS: Record<string, number> = {
  '0xa9059cbb': 0, // transfer(address,uint256)
  '0x23b872dd': 1, // transferFrom(address,address,uint256)
  '0x42842e0e': 1, // safeTransferFrom(address,address,uint256)
  '0xb88d4fde': 1, // safeTransferFrom(address,address,uint256,bytes)
  '0xf242432a': 1, // safeTransferFrom(address,address,uint256,uint256,bytes) (ERC-1155)
}

/**
 * Who a transaction sends to: the receiver argument of a token transfer (ERC-20 `transfer`,
 * `transferFrom`, ERC-721/1155 `safeTransferFrom`), else, for a transaction without call data, its
 * `to`. `token` is the contract when it is a token transfer.
 *
 * @param tx - The frozen transaction object.
 * @returns The receiver (lower-case) and the token contract, or undefined for other calls.
 * @example
 * ```ts
 * transferReceiver({ to: token, data: transferData })?.receiver // the transfer's `to` argument
 * ```
 */
export function transferReceiver(tx: unknown): { receiver: string; token: string | undefined } | undefined {
  if (typeof tx !== 'object' || tx === null) return undefined
  const { to, data, input } = tx as { to?: unknown; data?: unknown; input?: unknown }
  if (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to)) return undefined
  const calldata = typeof data === 'string' ? data : typeof input === 'string' ? input : '0x'
  if (calldata === '0x' || calldata === '') return { receiver: to.toLowerCase(), token: undefined }
  const index = SELECTORS[calldata.slice(0, 10).toLowerCase()]
  if (index === undefined) return undefined
  const word = calldata.slice(10 + index * 64, 10 + (index + 1) * 64)
  if (!/^0{24}[0-9a-fA-F]{40}$/.test(word)) return undefined
  return { receiver: `0x${word.slice(24).toLowerCase()}`, token: to.toLowerCase() }
}
