import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findView, renderAccountApp } from './testing/renderAccountApp'

afterEach(cleanup)

describe('the Account view in the modal’s locale', () => {
  it('shows Arabic right to left: lang and dir on the dialog, translated tabs, the address kept left to right', async () => {
    await renderAccountApp({ i18n: { locale: 'ar' } })
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('lang')).toBe('ar')
    expect(dialog.getAttribute('dir')).toBe('rtl')
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent)
    expect(tabs).toEqual(['الرموز المميزة', 'NFT', 'النشاط'])
    expect(within(dialog).queryByText('Disconnect')).toBeNull()
    expect(dialog.querySelector('[data-latch-address] bdi')).not.toBeNull()
    // a token's amount and symbol are one left-to-right unit, as the balance is ("10,000.00 ETH",
    // never "ETH 10,000.00" from two pieces laid out right to left)
    await vi.waitFor(() => expect(dialog.querySelector('[data-latch-token-amount]')).not.toBeNull())
    for (const amount of dialog.querySelectorAll('[data-latch-token-amount]')) {
      expect(amount.querySelectorAll('bdi')).toHaveLength(1)
      expect(amount.querySelector('bdi')?.textContent).toMatch(/^[\d.,]+ \S+$/)
    }
  })

  it('in right to left the arrow keys follow reading order: ArrowLeft is the next tab', async () => {
    await renderAccountApp({ i18n: { locale: 'ar' } })
    const view = await findView('Account')
    const tablist = within(view).getByRole('tablist')
    const selected = () =>
      within(tablist)
        .getAllByRole('tab')
        .findIndex((t) => t.getAttribute('aria-selected') === 'true')
    expect(selected()).toBe(0)
    await act(async () => fireEvent.keyDown(tablist, { key: 'ArrowLeft' }))
    expect(selected()).toBe(1)
    await act(async () => fireEvent.keyDown(tablist, { key: 'ArrowRight' }))
    expect(selected()).toBe(0)
  })

  it('switches to Japanese at runtime without closing: the text changes in place', async () => {
    const { latch } = await renderAccountApp({ i18n: { locale: 'ar' } })
    const dialog = await screen.findByRole('dialog')
    const disconnect = () => dialog.querySelector('[data-latch-disconnect]')?.textContent
    const arabic = disconnect()
    await act(() => latch.setLocale('ja'))
    expect(latch.state.modal.open).toBe(true)
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(dialog.getAttribute('lang')).toBe('ja')
    expect(dialog.getAttribute('dir')).toBe('ltr')
    expect(disconnect()).toMatch(/test-wallet\W* を切断$/)
    expect(disconnect()).not.toBe(arabic)
  })

  it('an app override replaces one string, the rest stays translated', async () => {
    await renderAccountApp({
      i18n: { locale: 'de', messages: { profile: { disconnectWallet: '{wallet} abmelden' } } },
    })
    const dialog = await screen.findByRole('dialog')
    expect(dialog.querySelector('[data-latch-disconnect]')?.textContent).toMatch(/test-wallet\W* abmelden$/)
    expect(dialog.querySelector('[data-latch-profile-button]')?.textContent).toBe('Wallets')
    expect(within(dialog).getByRole('heading').textContent).toBe('Konto')
  })
})
