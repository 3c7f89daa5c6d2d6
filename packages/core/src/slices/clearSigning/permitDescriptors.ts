import { STANDARD_CONTRACT } from './standardDescriptorParts'

const EIP712 = { eip712: STANDARD_CONTRACT.contract }

/**
 * EIP-2612's `Permit` as typed data: the spender may move `value` of the verifying contract's token
 * until the deadline; the maximum reads "Unlimited" (and is flagged).
 *
 * @example
 * ```ts
 * validateDescriptor(PERMIT_DESCRIPTOR)
 * ```
 */
export const PERMIT_DESCRIPTOR = {
  context: EIP712,
  metadata: { owner: 'ERC-2612 token' },
  display: {
    formats: {
      'Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)': {
        intent: 'Permit',
        fields: [
          { path: 'spender', label: 'Spender', format: 'addressName' },
          {
            path: 'value',
            label: 'Amount',
            format: 'tokenAmount',
            params: { tokenPath: '@.to', threshold: `0x${'f'.repeat(64)}`, message: 'Unlimited' },
          },
          { path: 'deadline', label: 'Until', format: 'date', params: { encoding: 'timestamp' } },
        ],
      },
    },
  },
}

const PERMIT2_AMOUNT = {
  format: 'tokenAmount',
  // Permit2 amounts are uint160: the largest is its "unlimited"
  params: { tokenPath: 'details.token', threshold: `0x${'f'.repeat(40)}`, message: 'Unlimited' },
}

/**
 * Uniswap Permit2's `PermitSingle` as typed data: the spender may move `details.amount` of
 * `details.token` until `details.expiration`, signed before `sigDeadline`; the uint160 maximum
 * reads "Unlimited" (and is flagged).
 *
 * @example
 * ```ts
 * validateDescriptor(PERMIT2_DESCRIPTOR)
 * ```
 */
export const PERMIT2_DESCRIPTOR = {
  context: EIP712,
  metadata: { owner: 'Permit2' },
  display: {
    formats: {
      'PermitSingle(PermitDetails details,address spender,uint256 sigDeadline)PermitDetails(address token,uint160 amount,uint48 expiration,uint48 nonce)':
        {
          intent: 'Permit',
          fields: [
            { path: 'spender', label: 'Spender', format: 'addressName' },
            { path: 'details.token', label: 'Token', format: 'addressName' },
            { path: 'details.amount', label: 'Amount', ...PERMIT2_AMOUNT },
            {
              path: 'details.expiration',
              label: 'Expires',
              format: 'date',
              params: { encoding: 'timestamp' },
            },
            { path: 'sigDeadline', label: 'Sign before', format: 'date', params: { encoding: 'timestamp' } },
          ],
        },
    },
  },
}
