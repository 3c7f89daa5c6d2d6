/**
 * The event topics a simulation's logs are read by (keccak256 of each event's signature), and
 * the pseudo-contract `eth_simulateV1` reports native transfers from.
 *
 * @example
 * ```ts
 * log.topics[0] === EVENT_TOPICS.transfer
 * ```
 */
export const EVENT_TOPICS = {
  /** Transfer(address,address,uint256): ERC-20 (value in data) and ERC-721 (id as 4th topic). */
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  /** Approval(address,address,uint256): ERC-20 (value in data) and ERC-721 (id as 4th topic). */
  approval: '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  /** ApprovalForAll(address,address,bool): ERC-721 and ERC-1155. */
  approvalForAll: '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31',
  /** TransferSingle(address,address,address,uint256,uint256): ERC-1155. */
  transferSingle: '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62',
  /** TransferBatch(address,address,address,uint256[],uint256[]): ERC-1155. */
  transferBatch: '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb',
  /** The address `eth_simulateV1` (traceTransfers) emits native transfers from. */
  native: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
} as const
