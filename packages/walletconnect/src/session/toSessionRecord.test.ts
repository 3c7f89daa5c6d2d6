import { describe, expect, it } from 'vitest'
import { toSessionRecord } from './toSessionRecord'

describe('toSessionRecord (SPEC §3 session record: topic, expiry, namespaces, sessionProperties)', () => {
  const struct = {
    topic: 'ab',
    expiry: 1_800_000_000,
    namespaces: {
      eip155: {
        accounts: ['eip155:1:0xa', 'eip155:10:0xa'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    },
    sessionProperties: { capabilities: '{}' },
    peer: { metadata: { name: 'Wallet', url: 'https://w.example', icons: ['https://w.example/i.png'] } },
    extra: 'ignored',
  }

  it('keeps topic, expiry, namespaces and session properties, filling chains from the accounts', () => {
    const record = toSessionRecord(struct)
    expect(record).toEqual({
      topic: 'ab',
      expiry: 1_800_000_000,
      namespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:10'],
          accounts: ['eip155:1:0xa', 'eip155:10:0xa'],
          methods: ['personal_sign'],
          events: ['chainChanged'],
        },
      },
      sessionProperties: { capabilities: '{}' },
      peer: { name: 'Wallet', url: 'https://w.example', icons: ['https://w.example/i.png'] },
    })
  })

  it('shares no object with the SDK struct', () => {
    const record = toSessionRecord(struct)
    record.namespaces.eip155?.methods.push('eth_sendTransaction')
    expect(struct.namespaces.eip155.methods).toEqual(['personal_sign'])
  })
})
