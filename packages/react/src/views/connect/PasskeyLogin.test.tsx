import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { findView, renderAuthApp } from '../email/testing/renderAuthApp'

afterEach(cleanup)

describe('passkey login in Connect (issue 30: with email)', () => {
  it('sits under the email field and signs in with a passkey the visitor has, then shows Account', async () => {
    const { latch, ref } = await renderAuthApp({ view: 'Connect', passkey: true })
    const connect = await findView('Connect')
    const email = connect.querySelector('[data-latch-email-form]') as HTMLElement
    const passkey = within(connect).getByRole('button', { name: 'Continue with a passkey' })
    // the passkey comes right after the email field, before the social logins
    expect(email.compareDocumentPosition(passkey) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const google = within(connect).getByRole('button', { name: 'Continue with Google' })
    expect(passkey.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    fireEvent.click(passkey)
    await waitFor(() => expect(ref.passkeyMode()).toBe('signIn'))
    // busy while the frame and the authenticator ask: no second ceremony from a double click
    await waitFor(() => expect((passkey as HTMLButtonElement).disabled).toBe(true))
    await act(async () => ref.completePasskey('pk-1'))
    await findView('Account')
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      address: ref.publicKeys().evm,
    })
  })

  it('"New here? Create a passkey" signs up', async () => {
    const { latch, ref } = await renderAuthApp({ view: 'Connect', passkey: true })
    const connect = await findView('Connect')
    fireEvent.click(within(connect).getByRole('button', { name: 'New here? Create a passkey' }))
    await waitFor(() => expect(ref.passkeyMode()).toBe('signUp'))
    await act(async () => ref.completePasskey('pk-new'))
    await findView('Account')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
  })

  it('a cancelled passkey stays on Connect and says why under the buttons', async () => {
    const { latch, ref } = await renderAuthApp({ view: 'Connect', passkey: true })
    const connect = await findView('Connect')
    fireEvent.click(within(connect).getByRole('button', { name: 'Continue with a passkey' }))
    await waitFor(() => expect(ref.passkeyMode()).toBe('signIn'))
    await act(async () => ref.completePasskey(undefined))
    const row = connect.querySelector('[data-latch-passkey-login]') as HTMLElement
    await waitFor(() =>
      expect(within(row).getByRole('alert').textContent).toBe('The passkey was not used: nothing changed'),
    )
    expect(row.getAttribute('data-state')).toBe('error')
    expect(latch.getState().router.view).toBe('Connect')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(within(connect).getByRole('button', { name: 'Continue with a passkey' })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('is not offered unless the app turns it on', async () => {
    await renderAuthApp({ view: 'Connect' })
    const connect = await findView('Connect')
    expect(within(connect).queryByRole('button', { name: 'Continue with a passkey' })).toBeNull()
    expect(screen.queryByText('New here? Create a passkey')).toBeNull()
  })
})
