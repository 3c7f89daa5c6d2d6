import { describe, expect, it } from 'vitest'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import { parseWireTransaction, signWireTransaction } from './wireTransaction'

// One signature slot, then a legacy message: header (1 required signature, 0, 0), one account key.
const signer = new Uint8Array(32).fill(7)
const wire = Uint8Array.from([1, ...new Uint8Array(64), 1, 0, 0, 1, ...signer, ...new Uint8Array(32)])
const sign = () => new Uint8Array(64).fill(9)

describe('the Solana wire transaction helpers of the test wallet', () => {
  it('place the signature in the slot of its signer', () => {
    const { signed } = signWireTransaction(wire, signer, sign)
    expect(parseWireTransaction(signed).signatures[0]).toEqual(new Uint8Array(64).fill(9))
  })

  it('refuse a key that is not a signer with a TestKitError (NOT_SIGNER)', () => {
    const other = new Uint8Array(32).fill(8)
    expect(() => signWireTransaction(wire, other, sign)).toThrow(TestKitError)
    expect(() => signWireTransaction(wire, other, sign)).toThrow(
      expect.objectContaining({ code: 'NOT_SIGNER', message: TEST_KIT_MESSAGES.notTransactionSigner }),
    )
  })

  it('refuse bytes that end inside a length prefix with a TestKitError (MALFORMED_TRANSACTION)', () => {
    expect(() => parseWireTransaction(Uint8Array.from([0x80]))).toThrow(
      expect.objectContaining({
        name: 'TestKitError',
        code: 'MALFORMED_TRANSACTION',
        message: 'Malformed transaction: truncated length prefix',
      }),
    )
  })
})
