import { createLatch } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createReferenceAuthProvider } from '../../../core/src/slices/auth/testing/createReferenceAuthProvider'
import { LatchProvider } from '../provider/LatchProvider'

afterEach(cleanup)

const networks = [testNetworks.ethereum, testNetworks.solana]
const focusedHeading = () =>
  document.activeElement?.matches('[data-latch-title]') ? document.activeElement.textContent : undefined

describe('focus on a view change inside the modal', () => {
  it('moves to the new heading on push and back, to the field that is the point of the view, and on the first open lands on the heading too', async () => {
    const latch = createLatch({
      adapters: [],
      networks,
      features: { email: true },
      auth: { provider: createReferenceAuthProvider().provider },
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(() => latch.ready())
    await act(() => latch.open({ view: 'Connect' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    // the first open: the dialog's own initial focus, its heading (not the close button)
    await vi.waitFor(() => expect(focusedHeading()).toBe('Connect Wallet'))

    act(() => latch.router.push('Networks'))
    await vi.waitFor(() => expect(focusedHeading()).toBe('Choose Network'))
    act(() => latch.router.goBack())
    await vi.waitFor(() => expect(focusedHeading()).toBe('Connect Wallet'))
    act(() => latch.router.push('EmailLogin'))
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('email'))
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('an embedded modal never takes focus from the page', async () => {
    const latch = createLatch({ adapters: [], networks, embedded: true })
    render(
      <LatchProvider latch={latch}>
        <input aria-label="Elsewhere on the page" />
      </LatchProvider>,
    )
    await screen.findByRole('heading', { name: 'Connect Wallet' })
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere on the page' })
    elsewhere.focus()
    act(() => latch.router.push('Networks'))
    await screen.findByRole('heading', { name: 'Choose Network' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.activeElement).toBe(elsewhere)
  })
})
