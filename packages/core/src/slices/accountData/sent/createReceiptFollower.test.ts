import { describe, expect, it } from 'vitest'
import type { ActivityItem } from '../../../adapters/AccountDataSource'
import type { Clock } from '../../../shared/clock/clock'
import { createReceiptFollower } from './createReceiptFollower'
import { SENT_LIMITS } from './sentLimits'

const item = (status: ActivityItem['metadata']['status'] = 'pending'): ActivityItem => ({
  id: '0x1',
  metadata: { minedAt: 0, chain: 'eip155:1', status, hash: '0x1' },
  transfers: [],
})

/** A clock whose time moves only when the next timer is run. */
function steppedClock() {
  let now = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  let next = 0
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      next += 1
      timers.set(next, { at: now + ms, fn })
      return next
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number)
    },
  }
  /** Runs the next timer; returns its wait, or undefined when none is set. */
  const step = async () => {
    const [id, timer] = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? []
    if (id === undefined || !timer) return undefined
    timers.delete(id)
    const waited = timer.at - now
    now = timer.at
    timer.fn()
    await new Promise((resolve) => setTimeout(resolve, 0))
    return waited
  }
  return { clock, step, pending: () => timers.size }
}

describe('receipt follower', () => {
  it('asks after 1 s, then at waits growing up to 10 s, and stops once the send is mined', async () => {
    const { clock, step } = steppedClock()
    const answers = ['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'confirmed']
    let asked = 0
    const follower = createReceiptFollower({ clock, check: async () => answers[asked++] as 'pending' })
    follower.follow(item())
    const waits: number[] = []
    for (let wait = await step(); wait !== undefined; wait = await step()) waits.push(wait)
    expect(waits).toEqual([1_000, 1_500, 2_250, 3_375, 5_063, 7_595, 10_000, 10_000])
    expect(asked).toBe(8)
    expect(follower.following()).toEqual([])
  })

  it(`gives up after ${SENT_LIMITS.followMs / 60_000} minutes of pending answers`, async () => {
    const { clock, step } = steppedClock()
    let asked = 0
    const follower = createReceiptFollower({
      clock,
      check: async () => {
        asked += 1
        return 'pending'
      },
    })
    follower.follow(item())
    let elapsed = 0
    for (let wait = await step(); wait !== undefined; wait = await step()) elapsed += wait
    expect(elapsed).toBeLessThanOrEqual(SENT_LIMITS.followMs)
    expect(asked).toBeGreaterThan(100)
    expect(follower.following()).toEqual([])
  })

  it('stop() cancels the waits, and an answer in flight is dropped; "cannot tell" ends a follow', async () => {
    const { clock, step, pending } = steppedClock()
    let answer: (value: 'confirmed') => void = () => {}
    const follower = createReceiptFollower({
      clock,
      check: () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    follower.follow(item())
    follower.follow(item()) // one follow per hash
    expect(pending()).toBe(1)
    await step()
    follower.stop()
    answer('confirmed')
    expect(await step()).toBeUndefined()
    expect(follower.following()).toEqual([])

    let asked = 0
    const stopped = createReceiptFollower({
      clock,
      check: async () => {
        asked += 1
        return undefined
      },
    })
    stopped.follow(item())
    stopped.follow(item('queued')) // only pending sends are followed
    await step()
    expect(await step()).toBeUndefined()
    expect(asked).toBe(1)
  })
})
