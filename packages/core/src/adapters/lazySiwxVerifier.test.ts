import { describe, expect, it, vi } from 'vitest'
import { createMemoryStore, createStorage } from '../shared/storage/createStorage'
import { createDefaultSiwx } from '../slices/siwx/createDefaultSiwx'
import { createEd25519SiwxVerifier, createTestAccount } from '../slices/siwx/testing/ed25519SiwxVerifier'
import { lazySiwxVerifier } from './lazySiwxVerifier'
import type { SiwxMessageData } from './siwxTypes'

const ISSUED_AT = new Date().toISOString()
const data = (accountAddress: string): SiwxMessageData => ({
  accountAddress,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'n0nce1234abc',
  issuedAt: ISSUED_AT,
})

describe('lazySiwxVerifier (an adapter verifier whose code loads on first use)', () => {
  it('loads nothing when created, loads once on first use, and then formats, parses and verifies as the loaded verifier', async () => {
    const real = createEd25519SiwxVerifier('solana')
    const load = vi.fn(async () => real)
    const siwx = lazySiwxVerifier('solana', load)
    expect(siwx.namespace).toBe('solana')
    expect(load).not.toHaveBeenCalled()
    const account = createTestAccount()
    const message = await siwx.formatMessage(data(account.address))
    expect(message).toBe(real.formatMessage(data(account.address)))
    expect(await siwx.parseMessage(message)).toEqual(data(account.address))
    const session = { data: data(account.address), message, signature: await account.signMessage(message) }
    expect(await siwx.verify(session)).toBe(true)
    expect(await siwx.check({ ...session, signature: '00' })).toMatchObject({ valid: false })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rejects with the loaded verifier’s own error, and loads again after a failed load', async () => {
    const real = createEd25519SiwxVerifier('solana')
    const load = vi.fn<() => Promise<typeof real>>().mockRejectedValueOnce(new TypeError('chunk failed'))
    load.mockResolvedValue(real)
    const siwx = lazySiwxVerifier('solana', load)
    await expect(siwx.formatMessage(data('x'))).rejects.toThrow('chunk failed')
    await expect(siwx.parseMessage('not a sign-in message')).rejects.toMatchObject({
      name: 'ValidationError',
    })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('is loaded by the default sign-in as soon as it is configured, before any message is asked for', async () => {
    const load = vi.fn(async () => createEd25519SiwxVerifier('solana'))
    const siwx = lazySiwxVerifier('solana', load)
    const config = createDefaultSiwx({
      verifiers: [siwx],
      storage: createStorage(createMemoryStore()),
      domain: 'app.example',
      uri: 'https://app.example',
    })
    expect(load).toHaveBeenCalledTimes(1)
    const account = createTestAccount()
    const { message } = await config.createMessage({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: account.address,
    })
    expect(message).toContain(account.address)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
