import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSTANTS } from '../../../packages/core/src/shared/constants/constants'
import { createAuthWorld } from './authWorld'

describe('email change (UpdateEmailWallet)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('primary code, secondary code, then polls every 1 s until the service confirms and returns to Account', async () => {
    const world = await createAuthWorld({ confirmEmailAfterPolls: 3 })
    const { latch, ref } = world
    await world.signInByEmail('ada@example.com')
    latch.router.push('UpdateEmailWallet')

    await latch.auth.updateEmail('ada.lovelace@example.org')
    expect(latch.getState().router).toMatchObject({
      view: 'UpdateEmailPrimaryOtp',
      data: { email: 'ada@example.com', newEmail: 'ada.lovelace@example.org' },
    })
    expect(ref.mailbox.at(-1)?.to).toBe('ada@example.com')

    await latch.auth.verifyUpdateEmailPrimaryOtp(ref.lastCode('ada@example.com'))
    expect(latch.getState().router.view).toBe('UpdateEmailSecondaryOtp')
    expect(ref.mailbox.at(-1)?.to).toBe('ada.lovelace@example.org')

    vi.useFakeTimers()
    const polling = latch.auth.verifyUpdateEmailSecondaryOtp(ref.lastCode('ada.lovelace@example.org'))
    await vi.advanceTimersByTimeAsync(0)
    expect(latch.getState().auth.awaitingEmailConfirmation).toBe(true)
    await vi.advanceTimersByTimeAsync(CONSTANTS.emailChangePollMs * 2)
    expect(latch.getAccount({ namespace: 'eip155' }).user?.email).toBe('ada@example.com')
    await vi.advanceTimersByTimeAsync(CONSTANTS.emailChangePollMs)
    await polling
    expect(latch.getState().auth.awaitingEmailConfirmation).toBe(false)
    expect(latch.getAccount({ namespace: 'eip155' }).user?.email).toBe('ada.lovelace@example.org')
    expect(latch.getState().router.view).toBe('Account')
  })

  it('an invalid new email is refused before anything is sent', async () => {
    const world = await createAuthWorld()
    await world.signInByEmail()
    const sent = world.ref.mailbox.length
    await expect(world.latch.auth.updateEmail('not an email')).rejects.toMatchObject({
      code: 'INVALID_EMAIL',
    })
    expect(world.ref.mailbox).toHaveLength(sent)
  })
})
