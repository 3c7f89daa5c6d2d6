import { describe, expect, it } from 'vitest'
import { checkRequest, type ReviewContext, simulateRequest } from './reviewRequest'

const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const SPENDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const context: ReviewContext = {
  rpcUrl: undefined,
  chainId: 31337,
  native: { symbol: 'ETH', decimals: 18 },
  tokens: [],
  account: ME,
  activity: [],
}
const permit = (chainId: number) =>
  JSON.stringify({
    primaryType: 'Permit',
    domain: { name: 'Token', chainId },
    message: { owner: ME, spender: SPENDER, value: '1', nonce: '0', deadline: '1' },
  })

describe('checkRequest', () => {
  it('a permit to a spender never sent to, for another chain, raises both flags; on this chain, to a known spender, none', () => {
    const unknown = checkRequest({ method: 'eth_signTypedData_v4', params: [ME, permit(1)] }, context)
    expect(unknown.flags.map((f) => [f.kind, f.detail])).toEqual([
      ['wrongChain', '1'],
      ['newPermitSpender', SPENDER],
    ])
    const known = checkRequest(
      { method: 'eth_signTypedData_v4', params: [ME, permit(31337)] },
      {
        ...context,
        activity: [
          {
            id: '0x1',
            metadata: { minedAt: 1, chain: 'eip155:31337', status: 'confirmed', hash: '0x1' },
            transfers: [{ direction: 'out', symbol: 'ETH', amount: '1', from: ME, to: SPENDER }],
          },
        ],
      },
    )
    expect(known.flags).toEqual([])
    expect(known.hash).not.toBe(unknown.hash)
  })
})

describe('simulateRequest', () => {
  it('a network without an RPC URL is a failed simulation with its reason, never an exception', async () => {
    await expect(
      simulateRequest('eth_sendTransaction', [{ from: ME, to: SPENDER, value: '0x1' }], context),
    ).resolves.toEqual({
      simulation: { status: 'failed', reason: 'The network has no RPC URL to simulate with' },
      flags: [],
    })
  })
})
