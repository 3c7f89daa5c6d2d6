import type { DemoConfig } from '../demoConfig'
import { DemoError } from './DemoError'
import { DEMO_SWAP_FUNCTION } from './demoDescriptors'

/** The Permit2 contract's canonical address (the same on every chain). */
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

/** A year from the demo's clock, in seconds: the Permit2 sample's expiry. */
const yearFromNow = () => Math.floor(Date.now() / 1000) + 365 * 24 * 3600

/**
 * One sample request: the EIP-1193 request the button sends through Latch's provider, and what it
 * is. `id` is the `data-demo-sample` value tests find its button by.
 *
 * @example
 * ```ts
 * const sample: DemoSample = { id: 'transfer', request: { method: 'eth_sendTransaction', params: [tx] } }
 * ```
 */
export type DemoSample = {
  id: 'approveMax' | 'permit2' | 'approveAll' | 'swap' | 'transfer'
  request: { method: string; params: unknown[] }
}

/**
 * The sample requests' button labels, in the panel's order.
 *
 * @example
 * ```ts
 * DEMO_SAMPLE_LABELS.swap // 'Swap 5 LTK for 5 USDT'
 * ```
 */
export const DEMO_SAMPLE_LABELS: Record<DemoSample['id'], string> = {
  approveMax: 'Approve unlimited LTK',
  permit2: 'Permit2 signature (25 LTK)',
  approveAll: 'Approve all NFTs',
  swap: 'Swap 5 LTK for 5 USDT',
  transfer: 'Send 1 LTK',
}

/**
 * The demo's sample requests from `from` on the first dev chain, each one the ApproveTransaction
 * view reads in words: an ERC-20 approve of the maximum (to the swap contract, which the swap then
 * uses), a Permit2 `PermitSingle` signature, an NFT `setApprovalForAll(operator, true)`, a swap of
 * 5 LTK for 5 USDT on `LatchSwap` (read by the page's own descriptor) and a plain transfer of 1 LTK.
 *
 * @param config - The demo config (the tokens, NFT, swap contract and second dev wallet).
 * @param from - The connected EVM account.
 * @returns The five samples.
 * @throws {DemoError} `NOT_SUPPORTED` when the world has no test tokens, NFT or swap contract.
 * @example
 * ```ts
 * for (const sample of await demoSampleRequests(config, address)) await provider.request(sample.request)
 * ```
 */
export async function demoSampleRequests(config: DemoConfig, from: string): Promise<DemoSample[]> {
  const chainId = config.evmChains[0]?.chainId
  const ltk = config.evmTokens.find((t) => t.symbol === 'LTK')?.address
  const usdt = config.evmTokens.find((t) => t.symbol === 'USDT')?.address
  const [nft] = config.evmNfts
  const swap = config.evmSwap
  const other = config.secondDevWallet?.address
  if (chainId === undefined || !ltk || !usdt || !nft || !swap || !other)
    throw new DemoError('The demo world has no test tokens, NFT or swap contract', 'NOT_SUPPORTED')
  // viem only loads for a visitor who sends a sample
  const { encodeFunctionData, maxUint256, parseAbi } = await import('viem')
  const abi = parseAbi([
    'function approve(address spender, uint256 value) returns (bool)',
    'function transfer(address to, uint256 value) returns (bool)',
    'function setApprovalForAll(address operator, bool approved)',
    `function ${DEMO_SWAP_FUNCTION}`,
  ])
  const tx = (to: string, data: `0x${string}`) => ({
    method: 'eth_sendTransaction',
    params: [{ from, to, data }],
  })
  const permit = {
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
    domain: { name: 'Permit2', chainId, verifyingContract: PERMIT2 },
    message: {
      details: {
        token: ltk,
        amount: String(25n * 10n ** 18n),
        expiration: String(yearFromNow()),
        nonce: '0',
      },
      spender: swap,
      sigDeadline: String(yearFromNow()),
    },
  }
  const LTK = 10n ** 18n
  return [
    {
      id: 'approveMax',
      request: tx(
        ltk,
        encodeFunctionData({ abi, functionName: 'approve', args: [swap as `0x${string}`, maxUint256] }),
      ),
    },
    {
      id: 'permit2',
      request: { method: 'eth_signTypedData_v4', params: [from, JSON.stringify(permit)] },
    },
    {
      id: 'approveAll',
      request: tx(
        nft,
        encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [other as `0x${string}`, true] }),
      ),
    },
    {
      id: 'swap',
      request: tx(
        swap,
        encodeFunctionData({
          abi,
          functionName: 'swap',
          args: [ltk as `0x${string}`, 5n * LTK, usdt as `0x${string}`, 5_000_000n, from as `0x${string}`],
        }),
      ),
    },
    {
      id: 'transfer',
      request: tx(
        ltk,
        encodeFunctionData({ abi, functionName: 'transfer', args: [other as `0x${string}`, LTK] }),
      ),
    },
  ]
}
