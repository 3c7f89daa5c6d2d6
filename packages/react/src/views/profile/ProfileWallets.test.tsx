import { act, cleanup, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findView, renderAuthApp } from '../email/testing/renderAuthApp'

afterEach(cleanup)

async function signedInOnProfile() {
  const app = await renderAuthApp({ view: 'EmailLogin' })
  await act(async () => {
    await app.latch.auth.connectEmail('ada@example.com')
    await app.latch.auth.verifyOtp(app.ref.lastCode('ada@example.com'))
  })
  act(() => app.latch.router.push('ProfileWallets'))
  return { ...app, view: await findView('ProfileWallets') }
}

describe('ProfileWallets', () => {
  it('the Account view opens it from its "Wallets" button', async () => {
    const app = await renderAuthApp({ view: 'EmailLogin' })
    await act(async () => {
      await app.latch.auth.connectEmail('ada@example.com')
      await app.latch.auth.verifyOtp(app.ref.lastCode('ada@example.com'))
    })
    const account = await findView('Account')
    fireEvent.click(within(account).getByRole('button', { name: 'Wallets' }))
    await findView('ProfileWallets')
  })

  it('lists the connected account of each namespace, the email, and the active email wallet', async () => {
    const { ref, view } = await signedInOnProfile()
    const keys = ref.publicKeys()
    const evm = within(view).getByRole('region', { name: 'EVM' })
    expect(within(evm).getByTitle(keys.evm)).toBeTruthy()
    expect(evm.querySelector('[data-latch-profile-connection="ID_AUTH"]')?.getAttribute('data-state')).toBe(
      'active',
    )
    const solana = within(view).getByRole('region', { name: 'Solana' })
    expect(solana.querySelectorAll('[data-latch-address]')).toHaveLength(1)
    expect(within(view).getByText('ada@example.com')).toBeTruthy()
  })

  it('switching to a smart account goes through the auth service and is shown checked', async () => {
    const { latch, view } = await signedInOnProfile()
    const group = within(view).getByRole('group', { name: 'Account type' })
    expect((within(group).getByLabelText('Standard account (EOA)') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(group).getByLabelText('Smart account'))
    await within(group).findByRole('radio', { name: 'Smart account', checked: true })
    expect(latch.getAccount({ namespace: 'eip155' }).preferredAccountType).toBe('smartAccount')
  })

  it('a smart account on chain says what switching back does; an EOA does not', async () => {
    // the type chosen in an earlier test of this file is remembered on the device: start from eoa
    localStorage.clear()
    // a wallet whose smart account is on chain as soon as it is chosen
    const app = await renderAuthApp({
      view: 'EmailLogin',
      provider: (provider) => ({
        ...provider,
        getUser: async () => {
          const user = await provider.getUser()
          return user && { ...user, smartAccountDeployed: user.preferredAccountType === 'smartAccount' }
        },
      }),
    })
    await act(async () => {
      await app.latch.auth.connectEmail('ada@example.com')
      await app.latch.auth.verifyOtp(app.ref.lastCode('ada@example.com'))
    })
    act(() => app.latch.router.push('ProfileWallets'))
    const view = await findView('ProfileWallets')
    const hint = () => view.querySelector('[data-latch-account-type-hint]')
    expect(hint()).toBeNull()
    const group = within(view).getByRole('group', { name: 'Account type' })
    fireEvent.click(within(group).getByLabelText('Smart account'))
    await vi.waitFor(() =>
      expect(hint()?.textContent).toBe(
        'Switching back to a standard account removes the upgrade with one transaction, paid from this account',
      ),
    )
    fireEvent.click(within(group).getByLabelText('Standard account (EOA)'))
    await vi.waitFor(() => expect(hint()).toBeNull())
  })

  it('"Change email" opens UpdateEmailWallet', async () => {
    const { view } = await signedInOnProfile()
    fireEvent.click(within(view).getByRole('button', { name: 'Change email' }))
    await findView('UpdateEmailWallet')
  })

  it('"Sign out" signs out of the auth service and disconnects both namespaces', async () => {
    const { latch, ref, view } = await signedInOnProfile()
    const address = ref.publicKeys().evm
    fireEvent.click(within(view).getByRole('button', { name: 'Sign out' }))
    await vi.waitFor(() => expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false))
    expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(false)
    expect(document.querySelector(`[title="${address}"]`)).toBeNull()
    await expect(ref.provider.getUser()).resolves.toBeNull()
  })
})
