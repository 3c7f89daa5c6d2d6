import { describe, expect, it } from 'vitest'
import { createMemoryStore, createStorage } from '../storage/createStorage'
import { createRecentWallets } from './recentWallets'

const wallet = (id: string) => ({ id, name: id.toUpperCase(), chains: ['eip155:1'] })

describe('recent wallets (SPEC §3, §5)', () => {
  it('keeps at most 2, most recent first, de-duplicated by id, across instances on the same store', () => {
    const kv = createMemoryStore()
    const recent = createRecentWallets({ storage: createStorage(kv), persist: true })
    recent.add(wallet('a'))
    recent.add(wallet('b'))
    recent.add(wallet('a'))
    recent.add(wallet('c'))
    expect(recent.list().map((w) => w.id)).toEqual(['c', 'a'])
    const reloaded = createRecentWallets({ storage: createStorage(kv), persist: true })
    expect(reloaded.list().map((w) => w.id)).toEqual(['c', 'a'])
  })

  it('never stores the installed flag or a blob image URL', () => {
    const kv = createMemoryStore()
    const recent = createRecentWallets({ storage: createStorage(kv), persist: true })
    recent.add({ ...wallet('a'), installed: true, image_url: 'blob:http://x/1' })
    expect(recent.list()[0]).toEqual(wallet('a'))
  })

  it('reads corrupt stored data as no recent wallets', () => {
    const kv = createMemoryStore()
    kv.setItem('@latch/recentWallets', '{"v":1,"d":[{"id":3}]}')
    expect(createRecentWallets({ storage: createStorage(kv), persist: true }).list()).toEqual([])
  })

  it('remembers the chosen wallet id only when persistence is on', () => {
    const kv = createMemoryStore()
    const on = createRecentWallets({ storage: createStorage(kv), persist: true })
    on.setChosenWalletId('leather')
    expect(on.getChosenWalletId()).toBe('leather')
    const kv2 = createMemoryStore()
    const off = createRecentWallets({ storage: createStorage(kv2), persist: false })
    off.setChosenWalletId('leather')
    expect(off.getChosenWalletId()).toBeUndefined()
    expect(kv2.getItem('@latch/chosenWalletId')).toBeNull()
  })
})
