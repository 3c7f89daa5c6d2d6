import { describe, expect, it } from 'vitest'
import { createNetworkStatus } from './networkStatus'

describe('network status', () => {
  it('holds waiters while offline and releases them when the page is back online', async () => {
    const status = createNetworkStatus(false)
    let released = false
    const waiting = status.waitUntilOnline().then(() => {
      released = true
    })
    await Promise.resolve()
    expect(released).toBe(false)
    status.setOnline(true)
    await waiting
    expect(released).toBe(true)
    await expect(status.waitUntilOnline()).resolves.toBeUndefined()
  })
})
