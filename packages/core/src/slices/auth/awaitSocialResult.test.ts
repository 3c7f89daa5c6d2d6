import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSTANTS } from '../../shared/constants/constants'
import { MESSAGES } from '../../shared/errors/catalogue'
import { awaitSocialResult } from './awaitSocialResult'

describe('awaitSocialResult', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const setup = () => {
    const popup = { closed: false, close: () => {}, location: { href: '' } }
    const target = new EventTarget()
    const post = (data: unknown, origin: string) =>
      target.dispatchEvent(new MessageEvent('message', { data, origin }))
    const result = awaitSocialResult({ popup, target, origin: 'https://auth.example', state: 's1' })
    return { popup, post, result }
  }

  it('resolves with the first message from the expected origin carrying the state sent', async () => {
    const { post, result } = setup()
    post({ state: 's1', code: 'forged' }, 'https://evil.example')
    post({ state: 's2', code: 'other' }, 'https://auth.example')
    post(null, 'https://auth.example')
    post({ state: 's1', code: 'real' }, 'https://auth.example')
    await expect(result).resolves.toEqual({ state: 's1', code: 'real' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects with "Popup closed" at the first 1 s poll after the user closed it', async () => {
    const { popup, result } = setup()
    const outcome = result.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(CONSTANTS.socialPopupPollMs)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(CONSTANTS.socialPopupPollMs)
    expect(await outcome).toMatchObject({ shortMessage: MESSAGES.popupClosed, code: 'POPUP_CLOSED' })
    expect(vi.getTimerCount()).toBe(0)
  })
})
