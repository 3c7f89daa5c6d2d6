import { describe, expect, it } from 'vitest'
import { normalizeStacksWalletError } from './normalizeStacksWalletError'

describe('Stacks wallet errors are normalised', () => {
  it('-32000 (SIP-030, Xverse) and 4001 (Leather) are one user-rejected error keeping the original code', () => {
    expect(normalizeStacksWalletError({ code: -32000, message: 'no' }, 'x')).toMatchObject({
      code: 4001,
      meta: { walletCode: -32000 },
    })
    expect(normalizeStacksWalletError({ error: { code: 4001 } }, 'x')).toMatchObject({
      code: 4001,
      meta: { walletCode: 4001 },
    })
  })

  it('-31001 is user-canceled, -32601 not supported, anything else -31000', () => {
    expect(normalizeStacksWalletError({ code: -31001 }, 'x')).toMatchObject({
      name: 'UserCanceledError',
      code: -31001,
    })
    expect(normalizeStacksWalletError({ code: -32601 }, 'stx_updateProfile')).toMatchObject({ code: -32601 })
    expect(normalizeStacksWalletError(new Error('boom'), 'x')).toMatchObject({ code: -31000 })
  })

  it('node rejection reasons become readable TransactionRejectedErrors; a user rejection stays a rejection', () => {
    expect(normalizeStacksWalletError({ code: -32603, data: { reason: 'FeeTooLow' } }, 'x')).toMatchObject({
      code: 'TX_REJECTED',
      reason: 'FeeTooLow',
      shortMessage: 'The fee is too low for the network to accept the transaction',
    })
    expect(normalizeStacksWalletError({ message: 'rejected: BadNonce' }, 'x')).toMatchObject({
      reason: 'BadNonce',
    })
    expect(normalizeStacksWalletError({ code: 4001, message: 'NotEnoughFunds' }, 'x')).toMatchObject({
      code: 4001,
    })
  })
})
