import { STANDARD_CONTRACT } from './standardDescriptorParts'

/**
 * WETH's descriptor: deposit (wrap the value sent) and withdraw (unwrap).
 *
 * @example
 * ```ts
 * validateDescriptor(WETH_DESCRIPTOR)
 * ```
 */
export const WETH_DESCRIPTOR = {
  context: STANDARD_CONTRACT,
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
