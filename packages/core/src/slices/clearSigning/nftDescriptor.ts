import { STANDARD_CONTRACT } from './standardDescriptorParts'

/**
 * ERC-721's and ERC-1155's descriptor: safe transfers (one and batch) and setApprovalForAll.
 *
 * @example
 * ```ts
 * validateDescriptor(NFT_DESCRIPTOR)
 * ```
 */
export const NFT_DESCRIPTOR = {
  context: STANDARD_CONTRACT,
  metadata: { owner: 'ERC-721 / ERC-1155 collection' },
  display: {
    formats: {
      'safeTransferFrom(address from,address to,uint256 tokenId)': {
        intent: 'Send NFT',
        fields: [
          { path: 'from', label: 'From', format: 'addressName' },
          { path: 'to', label: 'To', format: 'addressName' },
          { path: 'tokenId', label: 'Token ID', format: 'raw' },
        ],
      },
      'safeTransferFrom(address from,address to,uint256 tokenId,bytes data)': {
        intent: 'Send NFT',
        fields: [
          { path: 'from', label: 'From', format: 'addressName' },
          { path: 'to', label: 'To', format: 'addressName' },
          { path: 'tokenId', label: 'Token ID', format: 'raw' },
        ],
      },
      'safeTransferFrom(address from,address to,uint256 id,uint256 value,bytes data)': {
        intent: 'Send',
        fields: [
          { path: 'from', label: 'From', format: 'addressName' },
          { path: 'to', label: 'To', format: 'addressName' },
          { path: 'id', label: 'Token ID', format: 'raw' },
          { path: 'value', label: 'Quantity', format: 'raw' },
        ],
      },
      'safeBatchTransferFrom(address from,address to,uint256[] ids,uint256[] values,bytes data)': {
        intent: 'Send',
        fields: [
          { path: 'from', label: 'From', format: 'addressName' },
          { path: 'to', label: 'To', format: 'addressName' },
          { path: 'ids.[]', label: 'Token IDs', format: 'raw' },
          { path: 'values.[]', label: 'Quantities', format: 'raw' },
        ],
      },
      'setApprovalForAll(address operator,bool approved)': {
        intent: 'Allow all items',
        fields: [
          { path: 'operator', label: 'Operator', format: 'addressName' },
          { path: 'approved', label: 'Approved', format: 'raw' },
        ],
      },
    },
  },
}
