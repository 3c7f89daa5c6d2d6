import { AUTH_MESSAGES } from '@latch/core'
import { act, cleanup, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { findView, renderAuthApp } from './testing/renderAuthApp'

afterEach(cleanup)

function submitEmail(view: HTMLElement, email: string) {
  fireEvent.change(within(view).getByLabelText('Email'), { target: { value: email } })
  fireEvent.click(within(view).getByRole('button', { name: 'Continue' }))
}

function submitCode(view: HTMLElement, code: string) {
  fireEvent.change(within(view).getByLabelText('Code'), { target: { value: code } })
  fireEvent.click(within(view).getByRole('button', { name: 'Confirm' }))
}

describe('email login views', () => {
  it('EmailLogin → EmailVerifyOtp with the address → the mailed code connects and shows Account', async () => {
    const { latch, ref } = await renderAuthApp({ view: 'EmailLogin' })
    submitEmail(await findView('EmailLogin'), 'ada@example.com')

    const otp = await findView('EmailVerifyOtp')
    expect(within(otp).getByText('ada@example.com')).toBeTruthy()
    expect(ref.mailbox.map((m) => m.to)).toEqual(['ada@example.com'])
    const confirm = within(otp).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement
    fireEvent.change(within(otp).getByLabelText('Code'), { target: { value: '12a3' } })
    expect((within(otp).getByLabelText('Code') as HTMLInputElement).value).toBe('123')
    expect(confirm.disabled).toBe(true)

    submitCode(otp, ref.lastCode('ada@example.com'))
    await findView('Account')
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      address: ref.publicKeys().evm,
      user: { email: 'ada@example.com' },
    })
  })

  it('an invalid email shows the core\'s "Invalid email" in an alert and sends nothing', async () => {
    const { ref } = await renderAuthApp({ view: 'EmailLogin' })
    const view = await findView('EmailLogin')
    submitEmail(view, 'ada@example')
    const alert = await within(view).findByRole('alert')
    expect(alert.textContent).toBe(AUTH_MESSAGES.invalidEmail)
    expect(within(view).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(ref.mailbox).toEqual([])
  })

  it('a wrong code shows "Invalid or expired code" and stays; the right code still connects', async () => {
    const { latch, ref } = await renderAuthApp({ view: 'EmailLogin' })
    submitEmail(await findView('EmailLogin'), 'ada@example.com')
    const otp = await findView('EmailVerifyOtp')
    const right = ref.lastCode('ada@example.com')
    submitCode(otp, right === '000000' ? '111111' : '000000')
    const alert = await within(otp).findByRole('alert')
    expect(alert.textContent).toBe(AUTH_MESSAGES.otpFailed)
    expect(otp.getAttribute('data-state')).toBe('error')
    expect(latch.getState().router.view).toBe('EmailVerifyOtp')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)

    submitCode(otp, right)
    await findView('Account')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
  })

  it('"Resend code" mails a fresh code, which connects', async () => {
    const { latch, ref } = await renderAuthApp({ view: 'EmailLogin' })
    submitEmail(await findView('EmailLogin'), 'ada@example.com')
    const otp = await findView('EmailVerifyOtp')
    fireEvent.click(within(otp).getByRole('button', { name: 'Resend code' }))
    await within(otp).findByText('A new code was sent.')
    expect(ref.mailbox).toHaveLength(2)
    submitCode(otp, ref.lastCode('ada@example.com'))
    await findView('Account')
    expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(true)
  })

  it('a new device waits in EmailVerifyDevice until the link is opened, then asks for the code', async () => {
    const { ref } = await renderAuthApp({ view: 'EmailLogin', newDevices: ['ada@example.com'] })
    submitEmail(await findView('EmailLogin'), 'ada@example.com')
    const device = await findView('EmailVerifyDevice')
    expect(device.getAttribute('data-state')).toBe('waiting')
    expect(within(device).getByText('ada@example.com')).toBeTruthy()
    expect(ref.mailbox).toEqual([])
    act(() => ref.approveDevice())
    await findView('EmailVerifyOtp')
    expect(ref.mailbox.map((m) => m.to)).toEqual(['ada@example.com'])
  })

  it("the Connect view's email field starts the same login, and a long address is shown truncated the same way in the code view and in Account", async () => {
    const { ref } = await renderAuthApp({ view: 'Connect' })
    const connect = await findView('Connect')
    const long = 'ada.augusta.lovelace.king@example.com'
    submitEmail(connect, long)
    const otp = await findView('EmailVerifyOtp')
    expect(within(otp).getByTitle(long).textContent).toBe(`${long.slice(0, 30)}…`)
    expect(ref.mailbox.map((m) => m.to)).toEqual([long])
    submitCode(otp, ref.lastCode(long))
    const account = await findView('Account')
    expect(within(account).getByTitle(long).textContent).toBe(`${long.slice(0, 30)}…`)
  })
})
