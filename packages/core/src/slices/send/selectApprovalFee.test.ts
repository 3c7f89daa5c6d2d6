import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../adapters/AccountDataSource'
import { selectApprovalFee } from './selectApprovalFee'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  decimals: 18,
  quantity: { decimals: '18', numeric: '1' },
}
const usdc: TokenBalance = { ...eth, name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6 }
const sending = { loading: true, fee: 53_000_000_000_000n, token: eth, receiverAddress: RECEIVER }

describe("selectApprovalFee: the approval of the send form's transaction shows the form's estimate", () => {
  it('a native send waiting for approval gets the estimate the form showed (addresses in any case)', () => {
    expect(selectApprovalFee(sending, { to: RECEIVER.toLowerCase(), caipNetworkId: 'eip155:31337' })).toBe(
      53_000_000_000_000n,
    )
  })

  it('a token send is matched by its contract, the receiver being in the call data', () => {
    expect(selectApprovalFee({ ...sending, token: usdc }, { to: USDC, caipNetworkId: 'eip155:31337' })).toBe(
      53_000_000_000_000n,
    )
  })

  it('another request, another network, no send in flight or no estimate: no estimate', () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    expect(selectApprovalFee(sending, { to: other, caipNetworkId: 'eip155:31337' })).toBeUndefined()
    expect(selectApprovalFee(sending, { to: RECEIVER, caipNetworkId: 'eip155:1' })).toBeUndefined()
    expect(selectApprovalFee({ ...sending, loading: false }, { to: RECEIVER })).toBeUndefined()
    expect(selectApprovalFee({ ...sending, fee: undefined }, { to: RECEIVER })).toBeUndefined()
    expect(selectApprovalFee(sending, { to: undefined })).toBeUndefined()
  })
})
