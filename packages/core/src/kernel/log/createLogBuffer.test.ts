import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { CONSTANTS } from '../../shared/constants/constants'
import { testNetworks } from '../../testing/memoryAdapter'
import { createLogBuffer } from './createLogBuffer'

const utf8 = (text: string) => new TextEncoder().encode(text).length

describe('log buffer (SPEC §9: about 1 MB)', () => {
  it('keeps entries oldest first, with their time, level, message and data', () => {
    let time = 0
    const log = createLogBuffer({ now: () => ++time })
    log.add('info', 'MODAL_OPEN', { connected: false })
    log.add('error', 'Failed to disconnect')
    expect(log.read()).toEqual([
      { time: 1, level: 'info', message: 'MODAL_OPEN', data: '{"connected":false}' },
      { time: 2, level: 'error', message: 'Failed to disconnect' },
    ])
    expect(log.bytes()).toBe(utf8(log.toText()))
    log.clear()
    expect(log.read()).toEqual([])
    expect(log.bytes()).toBe(0)
  })

  it('never holds more than 1 MB: 5 MB of entries leave the newest ~1 MB', () => {
    const log = createLogBuffer({ now: () => 0 })
    const chunk = 'é'.repeat(500) // 1,000 bytes of UTF-8 per message
    for (let i = 0; i < 5_000; i++) log.add('warn', `${i}:${chunk}`)
    expect(log.bytes()).toBeLessThanOrEqual(CONSTANTS.logBufferBytes)
    expect(log.bytes()).toBeGreaterThan(CONSTANTS.logBufferBytes - 2_000)
    expect(log.bytes()).toBe(utf8(log.toText()))
    const kept = log.read()
    expect(kept.at(-1)?.message.startsWith('4999:')).toBe(true)
    expect(kept[0]?.message.startsWith('0:')).toBe(false)
  })

  it('caps untrusted entries: a huge message or data, a cycle and a bigint neither throw nor fill the buffer', () => {
    const log = createLogBuffer({ now: () => 0 })
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    log.add('error', 'm'.repeat(2_000_000), { blob: 'x'.repeat(2_000_000) })
    log.add('error', 'cycle', cyclic)
    log.add('info', 'amount', { value: 10n ** 30n })
    expect(log.read()).toHaveLength(3)
    expect(log.bytes()).toBeLessThan(40_000)
    expect(log.read()[2]?.data).toBe('{"value":"1000000000000000000000000000000"}')
  })

  it('for any entries, its size is the UTF-8 size of its text and never passes the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 4_000 }),
        fc.array(
          fc.tuple(fc.constantFrom('info', 'warn', 'error' as const), fc.string({ unit: 'grapheme' })),
        ),
        (maxBytes, entries) => {
          const log = createLogBuffer({ now: () => 0, maxBytes })
          for (const [level, message] of entries) log.add(level, message, { message })
          return log.bytes() <= maxBytes && log.bytes() === utf8(log.toText())
        },
      ),
    )
  })

  it('latch.logs records the toasts, alerts and tracked events the instance showed', async () => {
    const latch = createLatch({ adapters: [], networks: [testNetworks.ethereum] })
    await latch.open({ view: 'Connect' })
    latch.alerts.raise('ServerError')
    latch.snack.showError('Failed to disconnect')
    expect(latch.logs.read().map(({ level, message }) => [level, message])).toEqual([
      ['info', 'MODAL_OPEN'],
      ['warn', 'Server Error'],
      ['error', 'Failed to disconnect'],
    ])
  })
})
