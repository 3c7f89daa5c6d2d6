import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flagCannotReceive } from './flagCannotReceive'
import { flagLookalikeReceiver } from './flagLookalikeReceiver'
import { flagNewPermitSpender } from './flagNewPermitSpender'
import { flagWrongChain } from './flagWrongChain'
import { knownCounterparts } from './knownCounterparts'

const hexChar = fc.constantFrom(...'0123456789abcdef')
const address = fc.array(hexChar, { minLength: 40, maxLength: 40 }).map((c) => `0x${c.join('')}`)
const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const FRIEND = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const POISON = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8'

describe('risk rules', () => {
  it('a receiver with the first and last 4 hex characters of a counterpart but different in between is flagged, naming the counterpart', () => {
    expect(flagLookalikeReceiver(POISON, [FRIEND])).toMatchObject({
      kind: 'lookalikeReceiver',
      detail: FRIEND,
    })
    // the counterpart itself, in any case, or a stranger: no flag
    expect(flagLookalikeReceiver(FRIEND.toUpperCase().replace('0X', '0x'), [FRIEND])).toBeUndefined()
    expect(flagLookalikeReceiver('0x1111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8', [FRIEND])).toBeUndefined()
  })

  it('look-alike: any address flagged shares 4+4 characters with a counterpart and is none of them (fuzzed)', () => {
    fc.assert(
      fc.property(address, fc.array(address, { maxLength: 5 }), fc.string(), (receiver, known, junk) => {
        const flag = flagLookalikeReceiver(receiver, known)
        const same = known.some(
          (k) => k.slice(2, 6) === receiver.slice(2, 6) && k.slice(-4) === receiver.slice(-4),
        )
        expect(flag !== undefined).toBe(same && !known.includes(receiver))
        // untrusted input never throws
        expect(() => flagLookalikeReceiver(junk, [junk, receiver])).not.toThrow()
      }),
    )
    fc.assert(
      fc.property(address, fc.array(hexChar, { minLength: 32, maxLength: 32 }), (known, middle) => {
        const twin = `${known.slice(0, 6)}${middle.join('')}${known.slice(-4)}`
        expect(flagLookalikeReceiver(twin, [known])?.kind).toBe(
          twin === known ? undefined : 'lookalikeReceiver',
        )
      }),
    )
  })

  it('a request naming another chain than the one shown is flagged; the same chain in any notation or none is not', () => {
    expect(flagWrongChain('0x1', 31337)).toMatchObject({ kind: 'wrongChain', detail: '1' })
    expect(flagWrongChain('0x7a69', 31337)).toBeUndefined()
    expect(flagWrongChain(31337, 31337)).toBeUndefined()
    expect(flagWrongChain('31337', 31337)).toBeUndefined()
    expect(flagWrongChain(undefined, 31337)).toBeUndefined()
    expect(flagWrongChain('not a chain', 31337)).toMatchObject({ kind: 'wrongChain', detail: '?' })
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (requested, shown) => {
        expect(flagWrongChain(`0x${requested.toString(16)}`, shown) === undefined).toBe(requested === shown)
      }),
    )
  })

  it('a permit to a spender the account never sent to is flagged; one it sent to is not', () => {
    const permit = { primaryType: 'PermitSingle', message: { spender: FRIEND } }
    expect(flagNewPermitSpender(permit, [])).toMatchObject({ kind: 'newPermitSpender', detail: FRIEND })
    expect(flagNewPermitSpender(permit, [FRIEND.toUpperCase().replace('0X', '0x')])).toBeUndefined()
    expect(flagNewPermitSpender({ primaryType: 'Mail', message: { spender: FRIEND } }, [])).toBeUndefined()
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() => flagNewPermitSpender(junk, [])).not.toThrow()
      }),
    )
  })

  it('an ERC-20 transfer to the token contract itself cannot be received; to anyone else it can', () => {
    const transferTo = (to: string) => ({ to: TOKEN, data: `0xa9059cbb${word(to)}${word('0x5')}` })
    expect(flagCannotReceive(transferTo(TOKEN))).toMatchObject({ kind: 'cannotReceive' })
    expect(flagCannotReceive(transferTo(FRIEND))).toBeUndefined()
    // a native send to the token address is not a token transfer
    expect(flagCannotReceive({ to: TOKEN, value: '0x1' })).toBeUndefined()
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() => flagCannotReceive(junk)).not.toThrow()
      }),
    )
  })

  it('the counterparts of the activity are the other sides of its transfers; those sent to are listed apart', () => {
    const me = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    const item = (from: string, to: string, direction: 'in' | 'out') => ({
      id: '1',
      metadata: { minedAt: 1, chain: 'eip155:1' as const, status: 'confirmed' as const, hash: '0x1' },
      transfers: [{ direction, symbol: 'ETH', amount: '1', from, to }],
    })
    expect(knownCounterparts([item(me, FRIEND, 'out'), item(TOKEN, me, 'in')], me)).toEqual({
      all: [FRIEND, TOKEN],
      sentTo: [FRIEND],
    })
  })
})
