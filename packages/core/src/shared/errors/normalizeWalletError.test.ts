import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from './catalogue'
import { UNTRUSTED_TEXT_MAX } from './describeUntrusted'
import {
  MethodNotSupportedError,
  UnknownWalletError,
  UserCanceledError,
  UserRejectedRequestError,
} from './errors'
import { LatchError } from './LatchError'
import { normalizeWalletError } from './normalizeWalletError'

/** Wraps a value so that reading `key` throws, as a hostile wallet's error may. */
const throwingGetter = (base: object, key: string) =>
  Object.defineProperty(base, key, {
    get() {
      throw new TypeError(`${key} getter`)
    },
  })

describe('normalizeWalletError: whatever a wallet throws becomes a typed Latch error', () => {
  it('keeps the wallet code and message of well-formed errors', () => {
    expect(normalizeWalletError({ code: 4001, message: 'User rejected' })).toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(normalizeWalletError({ code: -31001 })).toBeInstanceOf(UserCanceledError)
    expect(normalizeWalletError({ error: { code: -32000 } }).meta.walletCode).toBe(-32000)
    expect(normalizeWalletError({ code: -32603, message: 'boom' }).details).toBe('boom')
  })

  it('reads -32601, EIP-1193 4200 and EIP-1474 -32004 as not supported; for wallet_getCallsStatus with SPEC §8 message', () => {
    for (const code of [-32601, 4200, -32004]) {
      const error = normalizeWalletError({ code, message: 'nope' }, 'wallet_sendCalls')
      expect(error).toBeInstanceOf(MethodNotSupportedError)
      expect(error.code).toBe(-32601)
      expect(error.meta).toMatchObject({ walletCode: code, method: 'wallet_sendCalls' })
      expect(error.shortMessage).toBe(MESSAGES.methodNotSupported)
      const status = normalizeWalletError({ code }, 'wallet_getCallsStatus')
      expect(status).toBeInstanceOf(MethodNotSupportedError)
      expect(status.shortMessage).toBe('Fetching call status not approved by the wallet.')
    }
  })

  it('reads a throwing code or message as absent and keeps what can be read', () => {
    const rejected = normalizeWalletError(throwingGetter({ code: 4001 }, 'message'))
    expect(rejected).toBeInstanceOf(UserRejectedRequestError)
    expect(rejected.meta.walletCode).toBe(4001)
    const unknown = normalizeWalletError(throwingGetter({ message: 'user rejected the request' }, 'code'))
    expect(unknown).toBeInstanceOf(UserRejectedRequestError)
  })

  it('stops at a self-nesting error and at a nesting deeper than a few levels', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.error = cyclic
    expect(normalizeWalletError(cyclic)).toBeInstanceOf(UnknownWalletError)
    let deep: Record<string, unknown> = { code: 4001 }
    for (let i = 0; i < 10_000; i++) deep = { error: deep }
    expect(normalizeWalletError(deep)).toBeInstanceOf(UnknownWalletError)
  })

  it('never throws, whatever it is given, and keeps at most the capped text (property, 10,000 cases)', () => {
    const hostile = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.anything({ maxDepth: 2 }).map((v) => ({ error: v, code: v, message: v })),
      fc.constantFrom('code', 'message', 'error').map((key) => throwingGetter(new Error('x'), key)),
      fc
        .string({ minLength: UNTRUSTED_TEXT_MAX, maxLength: 5 * UNTRUSTED_TEXT_MAX })
        .map((m) => ({ message: m })),
      fc.constant(
        new Proxy(
          {},
          {
            get: () => {
              throw new TypeError('trap')
            },
            getPrototypeOf: () => {
              throw new TypeError('trap')
            },
          },
        ),
      ),
    )
    fc.assert(
      fc.property(hostile, fc.anything({ maxDepth: 2 }), (error, method) => {
        const normalized = normalizeWalletError(error, method as string)
        expect(normalized).toBeInstanceOf(LatchError)
        expect((normalized.details ?? '').length).toBeLessThanOrEqual(UNTRUSTED_TEXT_MAX)
      }),
      { numRuns: 10_000 },
    )
  })
})
