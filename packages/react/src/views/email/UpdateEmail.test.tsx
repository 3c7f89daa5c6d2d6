import { AUTH_MESSAGES, CONSTANTS } from '@latch/core'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findView, renderAuthApp } from './testing/renderAuthApp'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function submitCode(view: HTMLElement, code: string) {
  fireEvent.change(within(view).getByLabelText('Code'), { target: { value: code } })
  fireEvent.click(within(view).getByRole('button', { name: 'Confirm' }))
}

/** Signed in by email through the core, then on UpdateEmailWallet. */
async function signedInOnUpdateEmail(confirmEmailAfterPolls?: number) {
  const app = await renderAuthApp({
    view: 'EmailLogin',
    ...(confirmEmailAfterPolls ? { confirmEmailAfterPolls } : {}),
  })
  await act(async () => {
    await app.latch.auth.connectEmail('ada@example.com')
    await app.latch.auth.verifyOtp(app.ref.lastCode('ada@example.com'))
  })
  act(() => app.latch.router.push('UpdateEmailWallet'))
  return { ...app, view: await findView('UpdateEmailWallet') }
}

describe('email change views (UpdateEmailWallet)', () => {
  it('new email → code of the current address → code of the new address → waiting for confirmation → Account', async () => {
    const { latch, ref, view } = await signedInOnUpdateEmail(2)
    expect(within(view).getByText('ada@example.com')).toBeTruthy()
    fireEvent.change(within(view).getByLabelText('New email'), {
      target: { value: 'ada.lovelace@example.org' },
    })
    fireEvent.click(within(view).getByRole('button', { name: 'Save' }))

    const primary = await findView('UpdateEmailPrimaryOtp')
    expect(within(primary).getByText('ada@example.com')).toBeTruthy()
    expect(ref.mailbox.at(-1)?.to).toBe('ada@example.com')
    const wrong = ref.lastCode('ada@example.com') === '000000' ? '111111' : '000000'
    submitCode(primary, wrong)
    expect((await within(primary).findByRole('alert')).textContent).toBe(AUTH_MESSAGES.otpFailed)
    submitCode(primary, ref.lastCode('ada@example.com'))

    const secondary = await findView('UpdateEmailSecondaryOtp')
    expect(within(secondary).getByText('ada.lovelace@example.org')).toBeTruthy()
    expect(ref.mailbox.at(-1)?.to).toBe('ada.lovelace@example.org')
    vi.useFakeTimers()
    submitCode(secondary, ref.lastCode('ada.lovelace@example.org'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(secondary.getAttribute('data-state')).toBe('waiting')
    expect(within(secondary).getByRole('status').textContent).toBe('Waiting for confirmation…')
    expect(latch.getAccount({ namespace: 'eip155' }).user?.email).toBe('ada@example.com')

    await act(() => vi.advanceTimersByTimeAsync(CONSTANTS.emailChangePollMs * 2))
    expect(
      screen.getByText((_, element) => element?.getAttribute('data-latch-view') === 'Account'),
    ).toBeTruthy()
    expect(latch.getAccount({ namespace: 'eip155' }).user?.email).toBe('ada.lovelace@example.org')
  })

  it('an invalid new email shows "Invalid email" and mails nothing', async () => {
    const { ref, view } = await signedInOnUpdateEmail()
    const sent = ref.mailbox.length
    fireEvent.change(within(view).getByLabelText('New email'), { target: { value: 'not an email' } })
    fireEvent.click(within(view).getByRole('button', { name: 'Save' }))
    expect((await within(view).findByRole('alert')).textContent).toBe(AUTH_MESSAGES.invalidEmail)
    expect(ref.mailbox).toHaveLength(sent)
  })
})
