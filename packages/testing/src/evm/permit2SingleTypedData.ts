/** Permit2's address, the same on every chain. */
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

/**
 * Uniswap Permit2's `PermitSingle` typed data (EIP-712), as a dapp asks a wallet to sign it with
 * `eth_signTypedData_v4`: the spender may move `amount` of `token` until `expiration`. The domain's
 * type is listed, as wallets and viem expect.
 *
 * @param options - The chain, token, amount (base units), spender and the two deadlines (seconds).
 * @returns The typed data, ready for `JSON.stringify`.
 * @example
 * ```ts
 * const typedData = permit2SingleTypedData({ chainId: 31337, token, amount: 12n * 10n ** 17n, spender, deadline: 1767225600 })
 * await provider.request({ method: 'eth_signTypedData_v4', params: [from, JSON.stringify(typedData)] })
 * ```
 */
export function permit2SingleTypedData(options: {
  chainId: number
  token: string
  amount: bigint
  spender: string
  /** The permit's expiration and the signature's deadline (Unix seconds). */
  deadline: number
}) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      PermitDetails: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
        { name: 'expiration', type: 'uint48' },
        { name: 'nonce', type: 'uint48' },
      ],
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
    },
    primaryType: 'PermitSingle',
    domain: { name: 'Permit2', chainId: options.chainId, verifyingContract: PERMIT2 },
    message: {
      details: {
        token: options.token,
        amount: options.amount.toString(),
        expiration: String(options.deadline),
        nonce: '0',
      },
      spender: options.spender,
      sigDeadline: String(options.deadline),
    },
  } as const
}
