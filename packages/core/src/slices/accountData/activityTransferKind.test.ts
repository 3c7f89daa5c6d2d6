import { describe, expect, it } from 'vitest'
import type { ActivityTransfer } from '../../adapters/AccountDataSource'
import { activityTransferKind } from './activityTransferKind'

const ZERO = `0x${'0'.repeat(40)}`
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const transfer = (over: Partial<ActivityTransfer>): ActivityTransfer => ({
  direction: 'in',
  symbol: 'LNFT',
  amount: '1',
  from: OTHER,
  to: ME,
  ...over,
})

describe('activity transfer kinds', () => {
  it('a transfer in from the zero address is a mint, one out to it a burn; any other keeps its direction', () => {
    expect(activityTransferKind(transfer({ from: ZERO, tokenId: '7' }))).toBe('mint')
    expect(activityTransferKind(transfer({ from: ZERO.toUpperCase().replace('0X', '0x') }))).toBe('mint')
    expect(activityTransferKind(transfer({ direction: 'out', from: ME, to: ZERO }))).toBe('burn')
    expect(activityTransferKind(transfer({}))).toBe('in')
    expect(activityTransferKind(transfer({ direction: 'out', from: ME, to: OTHER }))).toBe('out')
    expect(activityTransferKind(transfer({ direction: 'self', from: ME, to: ME }))).toBe('self')
    // a near-zero address is someone's address, not a mint
    expect(activityTransferKind(transfer({ from: `0x${'0'.repeat(39)}1` }))).toBe('in')
  })
})
