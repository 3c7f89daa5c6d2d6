import { CONSTANTS, MESSAGES } from '@latch/core'
import { createMemoryAdapter, REFERENCE_SOCIAL_ORIGIN } from '@latch/core/testing'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAccountApp } from '../account/testing/renderAccountApp'
import { findView, renderAuthApp } from '../email/testing/renderAuthApp'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const stateOf = (href: string) => new URL(href).searchParams.get('state') ?? ''

describe('social login views (SPEC §4)', () => {
  it('the click opens the popup synchronously, ConnectingSocial waits, and closing it shows "Popup closed" with a retry', async () => {
    const { latch, fake } = await renderAuthApp({ view: 'Connect' })
    const connect = await findView('Connect')
    vi.useFakeTimers()
    fireEvent.click(within(connect).getByRole('button', { name: 'Continue with Google' }))
    // opened inside the click, before any await: the browser would block it otherwise
    expect(fake.opened).toHaveLength(1)
    expect(fake.opened[0]?.features).toContain(`width=${CONSTANTS.socialPopup.width}`)

    await act(() => vi.advanceTimersByTimeAsync(0))
    const waiting = screen.getByText(
      (_, element) => element?.getAttribute('data-latch-view') === 'ConnectingSocial',
    )
    expect(waiting.getAttribute('data-state')).toBe('connecting')
    expect(within(waiting).getByText('Continue in the Google window')).toBeTruthy()
    expect(fake.popup.location.href.startsWith(`${REFERENCE_SOCIAL_ORIGIN}/authorize/google`)).toBe(true)

    act(() => fake.popup.close())
    await act(() => vi.advanceTimersByTimeAsync(CONSTANTS.socialPopupPollMs))
    const back = screen.getByText((_, element) => element?.getAttribute('data-latch-view') === 'Connect')
    const social = back.querySelector('[data-latch-social-error]') as HTMLElement
    expect(within(social).getByRole('alert').textContent).toBe(MESSAGES.popupClosed)
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)

    fireEvent.click(within(social).getByRole('button', { name: 'Try again with Google' }))
    expect(fake.opened).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(0))
    const retrying = screen.getByText(
      (_, element) => element?.getAttribute('data-latch-view') === 'ConnectingSocial',
    )
    expect(retrying.getAttribute('data-state')).toBe('connecting')
    expect(within(retrying).queryByRole('alert')).toBeNull()
  })

  it('the genuine result from the popup connects and shows Account with the social user', async () => {
    const { latch, fake, ref, post } = await renderAuthApp({ view: 'Connect' })
    fireEvent.click(within(await findView('Connect')).getByRole('button', { name: 'Continue with Google' }))
    await findView('ConnectingSocial')
    await vi.waitFor(() => expect(fake.popup.location.href).not.toBe(''))
    act(() => {
      post(ref.socialResult(stateOf(fake.popup.location.href)), REFERENCE_SOCIAL_ORIGIN)
    })
    await findView('Account')
    expect(fake.popup.closed).toBe(true)
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      socialProvider: 'google',
      user: { username: 'google-user' },
    })
  })

  it('Farcaster shows its sign-in link as a link and text, then connects when the login completes; with no QR encoder in the app, no code', async () => {
    const { latch, ref } = await renderAuthApp({ view: 'Connect' })
    fireEvent.click(
      within(await findView('Connect')).getByRole('button', { name: 'Continue with Farcaster' }),
    )
    const view = await findView('ConnectingFarcaster')
    const link = (await within(view).findByRole('link', { name: 'Open in Farcaster' })) as HTMLAnchorElement
    const uri = latch.getState().auth.farcasterUri
    expect(uri).toMatch(/^https:\/\/farcaster\.latch\.test\/connect\?channel=/)
    expect(link.getAttribute('href')).toBe(uri)
    expect(within(view).getByText(uri ?? '').tagName).toBe('CODE')
    expect(view.getAttribute('data-state')).toBe('waiting')
    // this package draws no QR code itself: the app has no encoder here
    expect(view.querySelector('[data-latch-pairing]')).toBeNull()
    act(() => ref.completeFarcaster('ada'))
    await findView('Account')
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      socialProvider: 'farcaster',
      user: { username: 'ada' },
    })
  })

  it('Farcaster draws its link as a QR code with the app’s encoder, the one its pairing connector draws with', async () => {
    const encoded: string[] = []
    const pairing = createMemoryAdapter({ namespace: 'eip155', connectors: [] })
    pairing.adapter.pairing = {
      getState: () => ({ status: 'idle' }) as never,
      subscribe: () => () => undefined,
      cancel: () => undefined,
      async createQr(text) {
        encoded.push(text)
        return {
          svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h1v1H4z"/></svg>`,
        }
      },
    }
    const { latch } = await renderAuthApp({ view: 'Connect', adapters: [pairing.adapter] })
    fireEvent.click(
      within(await findView('Connect')).getByRole('button', { name: 'Continue with Farcaster' }),
    )
    const view = await findView('ConnectingFarcaster')
    const qr = (await within(view).findByRole('img', { name: 'Sign in with Farcaster' })) as HTMLImageElement
    const uri = latch.getState().auth.farcasterUri
    expect(encoded).toContain(uri)
    expect(view.querySelector('[data-latch-pairing]')?.getAttribute('data-latch-pairing-uri')).toBe(uri)
    const svg = decodeURIComponent(qr.getAttribute('src')?.replace('data:image/svg+xml,', '') ?? '')
    expect(svg).toContain('<path d="M4 4h1v1H4z"/>')
  })
})

describe('social and Farcaster waits show the provider’s mark and a progress indicator', () => {
  it('ConnectingSocial shows the Google mark ringed by a progress bar named after the wait', async () => {
    const { fake } = await renderAuthApp({ view: 'Connect' })
    fireEvent.click(within(await findView('Connect')).getByRole('button', { name: 'Continue with Google' }))
    const view = await findView('ConnectingSocial')
    expect(fake.opened).toHaveLength(1)
    expect(within(view).getByRole('progressbar', { name: 'Waiting for the Google window' })).toBeTruthy()
    // the mark Latch ships for Google (drawn inline from @latch/icons), inside the ringed mark
    await vi.waitFor(() =>
      expect(
        view.querySelector('[data-latch-progress-mark] svg[data-latch-social-icon] path'),
      ).not.toBeNull(),
    )
  })

  it('ConnectingFarcaster shows the Farcaster mark and a progress bar while it prepares the link and while it waits', async () => {
    await renderAuthApp({ view: 'ConnectingFarcaster' })
    const preparing = await findView('ConnectingFarcaster')
    expect(within(preparing).getByRole('progressbar', { name: 'Preparing the sign-in link…' })).toBeTruthy()
    await vi.waitFor(() =>
      expect(
        preparing.querySelector('[data-latch-progress-mark] svg[data-latch-social-icon] path'),
      ).not.toBeNull(),
    )
    cleanup()

    await renderAuthApp({ view: 'Connect' })
    fireEvent.click(
      within(await findView('Connect')).getByRole('button', { name: 'Continue with Farcaster' }),
    )
    const waiting = await findView('ConnectingFarcaster')
    await within(waiting).findByRole('link', { name: 'Open in Farcaster' })
    expect(
      within(waiting).getByRole('progressbar', { name: 'Waiting for the Farcaster sign-in' }),
    ).toBeTruthy()
    expect(waiting.querySelector('[data-latch-progress-mark] [data-latch-social-icon]')).not.toBeNull()
  })

  it('ConnectingFarcaster opened where the app offers no Farcaster login says so at once, with no spinner waiting for a link', async () => {
    await renderAccountApp({ view: 'ConnectingFarcaster' })
    const view = await findView('ConnectingFarcaster')
    expect(within(view).getByRole('alert').textContent).toBe('Failed to initiate social connection')
    expect(view.getAttribute('data-state')).toBe('error')
    expect(within(view).queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
