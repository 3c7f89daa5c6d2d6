import {
  MethodNotSupportedError,
  UnknownWalletError,
  UserCanceledError,
  UserRejectedRequestError,
  ValidationError,
} from '@latch/core/kit'
import { describe, expect, it } from 'vitest'
import { TransactionRejectedError } from '../errors/TransactionRejectedError'
import { StacksConnectError, toStacksConnectError } from './StacksConnectError'

describe("toStacksConnectError gives @stacks/connect's JSON-RPC code for each Latch error", () => {
  const cases: [string, unknown, number, string][] = [
    [
      'a user rejection (Leather 4001 or Xverse -32000)',
      new UserRejectedRequestError({ meta: { walletCode: 4001 } }),
      -32000,
      '4001',
    ],
    ['a closed prompt', new UserCanceledError(), -31001, '-31001'],
    ['a method the wallet lacks', new MethodNotSupportedError('stx_updateProfile'), -32601, '-32601'],
    [
      'bad parameters',
      new ValidationError('Memo is at most 34 bytes', { code: 'MEMO_TOO_LONG' }),
      -32602,
      'MEMO_TOO_LONG',
    ],
    ["the node's refusal of a broadcast", new TransactionRejectedError('BadNonce'), -32603, 'TX_REJECTED'],
    ['an unclassified wallet failure', new UnknownWalletError(), -31000, '-31000'],
    ['something that is not a Latch error', { weird: true }, -31000, '-31000'],
  ]
  for (const [what, error, code, data] of cases) {
    it(`${what} is ${code}, with Latch's code in data and the Latch error as cause`, () => {
      const mapped = toStacksConnectError(error)
      expect(mapped).toBeInstanceOf(StacksConnectError)
      expect(mapped).toMatchObject({ name: 'StacksConnectError', code, data })
      const cause = mapped.cause as Error
      expect(cause.message.startsWith(mapped.shortMessage)).toBe(true)
      if (error instanceof Error) expect(cause).toBe(error)
    })
  }

  it('keeps the message and details of the error it came from', () => {
    const mapped = toStacksConnectError(
      new ValidationError('Invalid Stacks address', { code: 'INVALID_STACKS_ADDRESS', details: 'SPX' }),
    )
    expect(mapped.message).toBe('Invalid Stacks address\n\nDetails: SPX')
  })

  it('an error already mapped is returned as it is', () => {
    const once = toStacksConnectError(new UserCanceledError())
    expect(toStacksConnectError(once)).toBe(once)
  })
})
