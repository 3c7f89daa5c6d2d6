import { AUTH_MESSAGES, type SiwxConfig } from '@latch/core'
import { act, cleanup, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findView, renderAuthApp } from '../email/testing/renderAuthApp'

afterEach(cleanup)

// The app's sign-in backend with no session yet: after a connect the core opens the sign-in flow.
// Nothing is signed in these tests, so createMessage is never reached.
const noSessionYet: SiwxConfig = {
  createMessage: () => Promise.reject(new Error('not used')),
  addSession: () => Promise.resolve(),
  getSessions: () => Promise.resolve([]),
  revokeSession: () => Promise.resolve(),
  setSessions: () => Promise.resolve(),
}

/** Email capture on: signing in opens DataCapture before SIWXSignMessage (SPEC §4). */
async function onDataCapture(siwx: SiwxConfig = noSessionYet) {
  const app = await renderAuthApp({ view: 'EmailLogin', siwx, emailCapture: true })
  await act(async () => {
    await app.latch.auth.connectEmail('ada@example.com')
    await app.latch.auth.verifyOtp(app.ref.lastCode('ada@example.com'))
  })
  return { ...app, view: await findView('DataCapture') }
}

describe('DataCapture (optional email before sign-in)', () => {
  it('a valid email continues to SIWXSignMessage carrying it', async () => {
    const { latch, view } = await onDataCapture()
    fireEvent.change(within(view).getByLabelText('Email'), { target: { value: ' grace@example.com ' } })
    fireEvent.click(within(view).getByRole('button', { name: 'Continue' }))
    await findView('SIWXSignMessage')
    expect(latch.getState().router.data.email).toBe('grace@example.com')
  })

  it('an invalid email shows "Invalid email" and stays', async () => {
    const { latch, view } = await onDataCapture()
    fireEvent.change(within(view).getByLabelText('Email'), { target: { value: 'grace@' } })
    fireEvent.click(within(view).getByRole('button', { name: 'Continue' }))
    expect((await within(view).findByRole('alert')).textContent).toBe(AUTH_MESSAGES.invalidEmail)
    expect(latch.getState().router.view).toBe('DataCapture')
  })

  it('"Skip" continues to SIWXSignMessage without an email', async () => {
    const { latch, view } = await onDataCapture()
    fireEvent.click(within(view).getByRole('button', { name: 'Skip' }))
    await findView('SIWXSignMessage')
    expect(latch.getState().router.data.email).toBeUndefined()
  })

  it('the email given is handed to the sign-in that asked for it when the user signs', async () => {
    const asked: Parameters<SiwxConfig['createMessage']>[0][] = []
    const { view } = await onDataCapture({
      ...noSessionYet,
      createMessage: (input) => {
        asked.push(input)
        return Promise.reject(new Error('backend down'))
      },
    })
    fireEvent.change(within(view).getByLabelText('Email'), { target: { value: ' grace@example.com ' } })
    fireEvent.click(within(view).getByRole('button', { name: 'Continue' }))
    const sign = await findView('SIWXSignMessage')
    await act(async () => {
      fireEvent.click(within(sign).getByRole('button', { name: 'Sign' }))
    })
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]?.email).toBe('grace@example.com')
  })

  it('"Skip" hands no email to the sign-in', async () => {
    const asked: Parameters<SiwxConfig['createMessage']>[0][] = []
    const { view } = await onDataCapture({
      ...noSessionYet,
      createMessage: (input) => {
        asked.push(input)
        return Promise.reject(new Error('backend down'))
      },
    })
    fireEvent.click(within(view).getByRole('button', { name: 'Skip' }))
    const sign = await findView('SIWXSignMessage')
    await act(async () => {
      fireEvent.click(within(sign).getByRole('button', { name: 'Sign' }))
    })
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]).not.toHaveProperty('email')
  })
})

describe('DataCapture actions read in order of weight', () => {
  it('Continue is the one primary, Skip the secondary under it, and Cancel a quiet action last, not a look-alike pair', async () => {
    const { view } = await onDataCapture()
    const buttons = within(view).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['Continue', 'Skip', 'Cancel'])
    const [primary, skip, cancel] = buttons as [HTMLElement, HTMLElement, HTMLElement]
    expect(view.querySelectorAll('[data-latch-primary]')).toHaveLength(1)
    expect(primary.hasAttribute('data-latch-primary')).toBe(true)
    expect(skip.hasAttribute('data-latch-secondary')).toBe(true)
    expect(cancel.hasAttribute('data-latch-quiet')).toBe(true)
    // Skip and Cancel are not a row of equal buttons
    expect(skip.closest('[data-latch-button-row]')).toBeNull()
    expect(cancel.closest('[data-latch-button-row]')).toBeNull()
  })

  it('switched to German at runtime, its hint and its three actions are in German', async () => {
    const { latch, view } = await onDataCapture()
    await act(() => latch.setLocale('de'))
    expect(view.querySelector('[data-latch-hint]')?.textContent).toBe(
      'Füge deine E-Mail hinzu, um Neuigkeiten von dieser App zu erhalten. Das ist freiwillig.',
    )
    const buttons = within(view)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(buttons).toEqual(expect.arrayContaining(['Weiter', 'Überspringen', 'Abbrechen']))
    expect(within(view).queryByRole('button', { name: 'Skip' })).toBeNull()
  })
})
