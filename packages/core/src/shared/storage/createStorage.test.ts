import { describe, expect, it } from 'vitest'
import { createMemoryStore, createStorage } from './createStorage'

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

describe('storage', () => {
  it('keeps every key under the prefix and reads back what it wrote', () => {
    const kv = createMemoryStore()
    const storage = createStorage(kv)
    storage.set('recentWallets', ['a', 'b'])
    expect(kv.getItem('@latch/recentWallets')).not.toBeNull()
    expect(storage.get('recentWallets', isStringArray)).toEqual(['a', 'b'])
  })

  it('discards corrupt, foreign, other-version and invalid values without throwing', () => {
    const kv = createMemoryStore()
    const storage = createStorage(kv)
    kv.setItem('@latch/a', '{not json')
    kv.setItem('@latch/b', JSON.stringify(['plain', 'array']))
    kv.setItem('@latch/c', JSON.stringify({ v: 99, d: ['x'] }))
    kv.setItem('@latch/d', JSON.stringify({ v: 1, d: [1, 2] }))
    for (const key of ['a', 'b', 'c', 'd', 'missing']) expect(storage.get(key, isStringArray)).toBeUndefined()
  })

  it('swallows storage failures (quota, disabled storage)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const storage = createStorage(broken)
    expect(() => storage.set('k', 1)).not.toThrow()
    expect(storage.get('k', isStringArray)).toBeUndefined()
    expect(() => storage.remove('k')).not.toThrow()
  })
})
