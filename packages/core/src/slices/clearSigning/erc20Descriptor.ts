import { STANDARD_CONTRACT, UNLIMITED } from './standardDescriptorParts'

/**
 * ERC-20's descriptor: transfer, approve (the maximum reads "Unlimited") and transferFrom.
 *
 * @example
 * ```ts
 * validateDescriptor(ERC20_DESCRIPTOR)
 * ```
 */
export const ERC20_DESCRIPTOR = {
  context: STANDARD_CONTRACT,
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
            params: { tokenPath: '@.to', ...UNLIMITED },
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
