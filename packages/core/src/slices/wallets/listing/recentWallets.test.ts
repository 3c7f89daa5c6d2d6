import { describe, expect, it } from 'vitest'
import { createMemoryStore, createStorage } from '../../../shared/storage/createStorage'
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

  it('reads stored recent wallets de-duplicated by id and capped at 2, whatever the storage holds', () => {
    const kv = createMemoryStore()
    const stored = [
      wallet('a'),
      wallet('a'),
      wallet('a'),
      ...Array.from({ length: 50_000 }, (_, i) => wallet(`w${i}`)),
    ]
    kv.setItem('@latch/recentWallets', JSON.stringify({ v: 1, d: stored }))
    const recent = createRecentWallets({ storage: createStorage(kv), persist: true })
    expect(recent.list().map((w) => w.id)).toEqual(['a', 'w0'])
    recent.add(wallet('b'))
    expect(recent.list().map((w) => w.id)).toEqual(['b', 'a'])
  })

  it('skips a malformed stored entry and keeps the valid ones', () => {
    const kv = createMemoryStore()
    const stored = [{ id: 3 }, { ...wallet('x'), name: 'n'.repeat(10_000) }, wallet('a'), null, wallet('b')]
    kv.setItem('@latch/recentWallets', JSON.stringify({ v: 1, d: stored }))
    expect(
      createRecentWallets({ storage: createStorage(kv), persist: true })
        .list()
        .map((w) => w.id),
    ).toEqual(['a', 'b'])
  })

  it('never hands out a stored link or image that is not safe to open or show', () => {
    const kv = createMemoryStore()
    const stored = [
      {
        ...wallet('a'),
        image_url: 'data:text/html,<script>alert(1)</script>',
        mobile_link: 'javascript:alert(1)//',
        desktop_link: 'vbscript:msgbox(1)',
        webapp_link: 'http://wallet.example',
      },
      {
        ...wallet('b'),
        image_url: 'https://cdn.example/b.png',
        mobile_link: 'bwallet://',
        webapp_link: 'https://b.example',
      },
    ]
    kv.setItem('@latch/recentWallets', JSON.stringify({ v: 1, d: stored }))
    expect(createRecentWallets({ storage: createStorage(kv), persist: true }).list()).toEqual([
      wallet('a'),
      {
        ...wallet('b'),
        image_url: 'https://cdn.example/b.png',
        mobile_link: 'bwallet://',
        webapp_link: 'https://b.example',
      },
    ])
  })

  it('reads no chosen wallet id from a stored value that is not a plausible id', () => {
    for (const value of ['', 'x'.repeat(10_000), 42]) {
      const kv = createMemoryStore()
      kv.setItem('@latch/chosenWalletId', JSON.stringify({ v: 1, d: value }))
      expect(
        createRecentWallets({ storage: createStorage(kv), persist: true }).getChosenWalletId(),
      ).toBeUndefined()
    }
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
