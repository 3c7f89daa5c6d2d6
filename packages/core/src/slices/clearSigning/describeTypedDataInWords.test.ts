import { getAddress, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { CLEAR_SIGNING_LIMITS } from './clearSigningLimits'
import { CLEAR_SIGNING_MESSAGES } from './clearSigningMessages'
import { clearSignRequest } from './clearSignTransaction'

const usdc = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }
const spender = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const owner = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const permit2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const context = { descriptors: [], tokens: [usdc], chainId: 1, native: { symbol: 'ETH', decimals: 18 } }
const sign = (typedData: unknown, ctx: Parameters<typeof clearSignRequest>[2] = context) =>
  clearSignRequest('eth_signTypedData_v4', [owner, JSON.stringify(typedData)], ctx)

const permitSingle = (amount: bigint) => ({
  domain: { name: 'Permit2', chainId: 1, verifyingContract: permit2 },
  primaryType: 'PermitSingle',
  types: {},
  message: {
    details: { token: usdc.address, amount: amount.toString(), expiration: '1767225600', nonce: '0' },
    spender,
    sigDeadline: '1767225600',
  },
})
const permit = (value: bigint) => ({
  domain: { name: 'USD Coin', version: '2', chainId: '1', verifyingContract: usdc.address },
  primaryType: 'Permit',
  types: {},
  message: { owner, spender, value: value.toString(), nonce: 0, deadline: 1767225600 },
})

describe('typed data in words from the built-in descriptors', () => {
  it('a Permit2 PermitSingle shows the spender, the token, the amount in its units and the expiry', () => {
    expect(sign(permitSingle(2_500_000n))).toEqual({
      kind: 'typedData',
      primaryType: 'PermitSingle',
      intent: 'Permit',
      fields: [
        { label: 'Spender', value: getAddress(spender) },
        { label: 'Token', value: usdc.address },
        { label: 'Amount', value: '2.5 USDC' },
        { label: 'Expires', value: '2026-01-01T00:00:00Z' },
        { label: 'Sign before', value: '2026-01-01T00:00:00Z' },
      ],
      flags: [],
    })
  })

  it('a Permit2 of the uint160 maximum reads "Unlimited" and is flagged', () => {
    expect(sign(permitSingle(2n ** 160n - 1n))).toMatchObject({
      fields: [{}, {}, { label: 'Amount', value: 'Unlimited USDC' }, {}, {}],
      flags: [{ kind: 'unlimitedApproval', why: CLEAR_SIGNING_MESSAGES.unlimitedApproval }],
    })
  })

  it('an EIP-2612 Permit of the maximum names the verifying contract’s token, reads "Unlimited" and is flagged', () => {
    expect(sign(permit(maxUint256))).toMatchObject({
      intent: 'Permit',
      fields: [
        { label: 'Spender', value: getAddress(spender) },
        { label: 'Amount', value: 'Unlimited USDC' },
        { label: 'Until', value: '2026-01-01T00:00:00Z' },
      ],
      flags: [{ kind: 'unlimitedApproval' }],
    })
    expect(sign(permit(10n ** 6n))).toMatchObject({ fields: [{}, { value: '1 USDC' }, {}], flags: [] })
  })

  it('typed data no descriptor covers, or that is not typed data, has no words', () => {
    expect(sign({ ...permit(1n), primaryType: 'Mail' })).toBeUndefined()
    expect(clearSignRequest('eth_signTypedData_v4', [owner, '{not json'], context)).toBeUndefined()
    expect(
      clearSignRequest(
        'eth_signTypedData_v4',
        [owner, ' '.repeat(CLEAR_SIGNING_LIMITS.descriptorBytes + 1)],
        context,
      ),
    ).toBeUndefined()
    expect(clearSignRequest('personal_sign', ['0x68', owner], context)).toBeUndefined()
  })
})

describe('typed data in words from the app’s EIP-712 descriptors', () => {
  const exchange = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const orderDescriptor = {
    context: { eip712: { deployments: [{ chainId: 1, address: exchange }] } },
    metadata: { owner: 'Exchange', enums: { side: { '0': 'Buy', '1': 'Sell' } } },
    display: {
      formats: {
        Order: {
          intent: 'Place order',
          fields: [
            { path: 'side', label: 'Side', format: 'enum', params: { $ref: '$.metadata.enums.side' } },
            {
              path: 'sell.amount',
              label: 'You sell',
              format: 'tokenAmount',
              params: { tokenPath: 'sell.token' },
            },
            { path: 'tags.[]', label: 'Tags', format: 'raw' },
          ],
        },
      },
    },
  }
  const order = (verifyingContract: string) => ({
    domain: { chainId: 1, verifyingContract },
    primaryType: 'Order',
    message: { side: 1, sell: { token: usdc.address, amount: '7000000' }, tags: ['<b>fast</b>', 'cheap'] },
  })

  it('an order on the app’s exchange reads as its descriptor says, as plain text', () => {
    expect(sign(order(exchange), { ...context, descriptors: [orderDescriptor] })).toEqual({
      kind: 'typedData',
      primaryType: 'Order',
      intent: 'Place order',
      fields: [
        { label: 'Side', value: 'Sell' },
        { label: 'You sell', value: '7 USDC' },
        { label: 'Tags', value: '‹b›fast‹/b›, cheap' },
      ],
      flags: [],
    })
  })

  it('the same order for another verifying contract is not read by that descriptor', () => {
    expect(sign(order(spender), { ...context, descriptors: [orderDescriptor] })).toBeUndefined()
  })
})
