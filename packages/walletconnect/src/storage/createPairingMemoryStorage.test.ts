import { describe, expect, it } from 'vitest'
import { createPairingMemoryStorage } from './createPairingMemoryStorage'

describe('createPairingMemoryStorage', () => {
  it('stores values as copies, lists keys and entries, and removes them', async () => {
    const storage = createPairingMemoryStorage()
    const value = { topic: 'a', list: [1] }
    await storage.setItem('k', value)
    value.list.push(2)
    expect(await storage.getItem('k')).toEqual({ topic: 'a', list: [1] })
    expect(await storage.getKeys()).toEqual(['k'])
    expect(await storage.getEntries()).toEqual([['k', { topic: 'a', list: [1] }]])
    await storage.setItem('k', undefined)
    expect(await storage.getItem('k')).toBeUndefined()
    await storage.setItem('j', 1)
    await storage.removeItem('j')
    expect(await storage.getKeys()).toEqual([])
  })
})
