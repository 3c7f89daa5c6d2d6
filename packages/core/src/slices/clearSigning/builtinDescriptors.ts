// The standards' own descriptors, written as ERC-7730 objects and read by the same validator as
// the app's: they name no deployment, so they apply to any contract whose call matches. An app's
// descriptor for a contract comes first.

const MAX_UINT256 = `0x${'f'.repeat(64)}`
const unlimited = { threshold: MAX_UINT256, message: 'Unlimited' }
const contract = { contract: {} }

const erc20 = {
  context: contract,
  metadata: { owner: 'ERC-20 token' },
  display: {
    formats: {
      'transfer(address to,uint256 value)': {
        intent: 'Send',
        fields: [
          { path: 'to', label: 'To', format: 'addressName' },
          { path: 'value', label: 'Amount', format: 'tokenAmount', params: { tokenPath: '@.to' } },
        ],
      },
      'approve(address spender,uint256 value)': {
        intent: 'Approve',
        fields: [
          { path: 'spender', label: 'Spender', format: 'addressName' },
          {
            path: 'value',
            label: 'Allowance',
            format: 'tokenAmount',
            params: { tokenPath: '@.to', ...unlimited },
          },
        ],
      },
      // ERC-721's transferFrom has the same selector: its token id shows as base units
      'transferFrom(address from,address to,uint256 value)': {
        intent: 'Send',
        fields: [
          { path: 'from', label: 'From', format: 'addressName' },
          { path: 'to', label: 'To', format: 'addressName' },
          { path: 'value', label: 'Amount', format: 'tokenAmount', params: { tokenPath: '@.to' } },
        ],
      },
    },
  },
}

const nft = {
  context: contract,
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

const weth = {
  context: contract,
  metadata: { owner: 'Wrapped Ether' },
  display: {
    formats: {
      'deposit()': { intent: 'Wrap', fields: [{ path: '@.value', label: 'Amount', format: 'amount' }] },
      'withdraw(uint256 wad)': {
        intent: 'Unwrap',
        fields: [{ path: 'wad', label: 'Amount', format: 'tokenAmount', params: { tokenPath: '@.to' } }],
      },
    },
  },
}

/**
 * The ERC-7730 descriptors Latch ships: ERC-20 transfer, approve and transferFrom; ERC-721 and
 * ERC-1155 transfers and setApprovalForAll; WETH deposit and withdraw. Plain objects, checked by
 * `validateDescriptor` like the app's.
 *
 * @example
 * ```ts
 * BUILTIN_DESCRIPTORS.map(validateDescriptor)
 * ```
 */
export const BUILTIN_DESCRIPTORS: readonly unknown[] = [erc20, nft, weth]
