// Errors once: an error shows where the user acted (inline, in the view) or, for work with no view
// to show it, as a toast; never both. Each case runs a real failure through the modal and counts
// how many times the dialog shows its message.
import {
  AUTH_MESSAGES,
  type ChainAdapter,
  ConnectionError,
  createLatch,
  MESSAGES,
  type TokenBalance,
} from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { findView, renderAuthApp } from './email/testing/renderAuthApp'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** How many times the open dialog shows `message`, inline or in its toast. */
const shown = (message: string) =>
  within(screen.getByRole('dialog')).queryAllByText((_, element) =>
    element?.children.length === 0 ? element.textContent === message : false,
  ).length

const toast = () => screen.getByRole('dialog').querySelector('[data-latch-toast]')?.textContent

function submitEmail(view: HTMLElement, email: string) {
  fireEvent.change(within(view).getByLabelText('Email'), { target: { value: email } })
  fireEvent.click(within(view).getByRole('button', { name: 'Continue' }))
}

describe('errors once: inline where the user acts, or a toast, never both', () => {
  it('a wrong code on EmailVerifyOtp shows "Invalid or expired code" once, under the field', async () => {
    const { latch, ref } = await renderAuthApp({ view: 'EmailLogin' })
    submitEmail(await findView('EmailLogin'), 'ada@example.com')
    const otp = await findView('EmailVerifyOtp')
    const wrong = ref.lastCode('ada@example.com') === '000000' ? '111111' : '000000'
    fireEvent.change(within(otp).getByLabelText('Code'), { target: { value: wrong } })
    fireEvent.click(within(otp).getByRole('button', { name: 'Confirm' }))
    await within(otp).findByRole('alert')
    expect(shown(AUTH_MESSAGES.otpFailed)).toBe(1)
    expect(toast()).toBeUndefined()
    // the app still learns it from the state
    expect(latch.getState().auth.error).toBe(AUTH_MESSAGES.otpFailed)
  })

  it('an invalid email on EmailLogin shows "Invalid email" once, under the field', async () => {
    await renderAuthApp({ view: 'EmailLogin' })
    const view = await findView('EmailLogin')
    submitEmail(view, 'ada@example')
    await within(view).findByRole('alert')
    expect(shown(AUTH_MESSAGES.invalidEmail)).toBe(1)
    expect(toast()).toBeUndefined()
  })

  it('a closed social popup shows "Popup closed" once, beside its retry on Connect', async () => {
    const { fake } = await renderAuthApp({ view: 'Connect' })
    const connect = await findView('Connect')
    vi.useFakeTimers()
    fireEvent.click(within(connect).getByRole('button', { name: 'Continue with Google' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    act(() => fake.popup.close())
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('dialog').querySelector('[data-latch-social-error]')).not.toBeNull()
    expect(shown(MESSAGES.popupClosed)).toBe(1)
    expect(toast()).toBeUndefined()
  })

  it('a failed account-type change on ProfileWallets shows its error once, in the view', async () => {
    const { latch, ref } = await renderAuthApp({
      view: 'EmailLogin',
      provider: (provider) => ({
        ...provider,
        setPreferredAccountType: () =>
          Promise.reject(new ConnectionError('Account type could not be changed', { code: 'CONNECTION' })),
      }),
    })
    submitEmail(await findView('EmailLogin'), 'ada@example.com')
    const otp = await findView('EmailVerifyOtp')
    fireEvent.change(within(otp).getByLabelText('Code'), {
      target: { value: ref.lastCode('ada@example.com') },
    })
    fireEvent.click(within(otp).getByRole('button', { name: 'Confirm' }))
    await findView('Account')
    await act(() => latch.router.push('ProfileWallets'))
    const profile = await findView('ProfileWallets')
    fireEvent.click(within(profile).getByRole('radio', { name: /Smart account/i }))
    await waitFor(() => expect(latch.getState().auth.loading).toBe(false))
    await within(profile).findByRole('alert')
    expect(shown('Account type could not be changed')).toBe(1)
    expect(toast()).toBeUndefined()
  })

  it('a send the wallet refuses shows the wallet error once, on the review screen where Send was pressed', async () => {
    const USDC: TokenBalance = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      decimals: 6,
      quantity: { decimals: '6', numeric: '250' },
    }
    const base = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
      accounts: { 'io.metamask': [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
      balance: 10n ** 18n,
    })
    const adapter: ChainAdapter = {
      ...base.adapter,
      send: () => Promise.reject({ code: 4001, message: 'User rejected the request.' }),
      accountData: { getTokenBalances: async () => [USDC], getActivity: async () => ({ items: [] }) },
    }
    const latch = createLatch({ adapters: [adapter], networks: [testNetworks.ethereum] })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
      latch.send.setToken(USDC)
      latch.send.setTokenAmount('1')
      latch.send.setReceiverAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
      await latch.open({ view: 'WalletSendPreview' })
    })
    const preview = await findView('WalletSendPreview')
    fireEvent.click(within(preview).getByRole('button', { name: 'Send' }))
    const alert = await within(preview).findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(shown(alert.textContent ?? '')).toBe(1)
    expect(toast()).toBeUndefined()
  })

  it('work with no view of its own still toasts (SPEC §8): "Token Balance Unavailable" shows once, as a toast', async () => {
    const base = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
      accounts: { 'io.metamask': [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
    })
    const adapter: ChainAdapter = {
      ...base.adapter,
      accountData: {
        getTokenBalances: () => Promise.reject(new Error('balance service down')),
        getActivity: async () => ({ items: [] }),
      },
    }
    const latch = createLatch({ adapters: [adapter], networks: [testNetworks.ethereum] })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
      await latch.open({ view: 'Account' })
    })
    await act(() => latch.send.fetchTokenBalances())
    await waitFor(() => expect(toast()).toBe(MESSAGES.tokenBalanceUnavailable))
    expect(shown(MESSAGES.tokenBalanceUnavailable)).toBe(1)
  })
})
