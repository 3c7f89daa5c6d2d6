import { describe, expect, it } from 'vitest'
import { createSessionStore } from './createSessionStore'

function storageWith(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries))
  return {
    map,
    storage: {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => {
        map.set(key, value)
      },
      removeItem: (key: string) => {
        map.delete(key)
      },
    },
  }
}

describe('embedded wallet session store: what storage holds is untrusted', () => {
  it('reads back the token and device id it wrote', () => {
    const { storage } = storageWith({})
    const store = createSessionStore(() => storage)
    store.setToken('tok.en-1_2')
    const id = store.getDeviceId()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    const reloaded = createSessionStore(() => storage)
    expect(reloaded.getToken()).toBe('tok.en-1_2')
    expect(reloaded.getDeviceId()).toBe(id)
  })

  it('ignores a stored token that could not be a bearer token (line breaks, spaces, 10 kB)', () => {
    for (const token of ['a\r\nx-injected: 1', 'two words', 't'.repeat(10_000), '']) {
      const { storage } = storageWith({ 'latch.embeddedWallet.token': token })
      expect(createSessionStore(() => storage).getToken()).toBeUndefined()
    }
  })

  it('replaces a stored device id that is not one it makes, instead of sending it to the service', () => {
    const { storage, map } = storageWith({ 'latch.embeddedWallet.deviceId': `<script>${'x'.repeat(5_000)}` })
    const id = createSessionStore(() => storage).getDeviceId()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(map.get('latch.embeddedWallet.deviceId')).toBe(id)
  })
})
