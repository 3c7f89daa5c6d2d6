import { createLatch, createMemoryStore, type LatchOptions } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'
import { findView } from '../email/testing/renderAuthApp'

afterEach(cleanup)

async function renderConnect(features: LatchOptions['features'] = {}) {
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.rabby')],
  })
  const latch = createLatch({
    adapters: [memory.adapter],
    networks: [testNetworks.ethereum],
    storage: createMemoryStore(),
    features,
  })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(async () => {
    await latch.ready()
    await latch.open({ view: 'Connect' })
  })
  return latch
}

const dialog = () => screen.getByRole('dialog')

describe('WhatIsAWallet: help for a visitor with no wallet', () => {
  it('Connect\'s "?" in the header, named "What is a wallet?", opens it: what a wallet is, what connecting does, that nothing moves without approval; Back returns to Connect', async () => {
    const latch = await renderConnect()
    await findView('Connect')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'What is a wallet?' }))
    const view = await findView('WhatIsAWallet')
    expect(within(dialog()).getByRole('heading', { name: 'What is a wallet?' })).toBeTruthy()
    expect([...view.querySelectorAll('[data-latch-help-points] li')].map((li) => li.textContent)).toEqual([
      'A wallet holds your crypto and the keys to it.',
      'Connecting shares your address with this app.',
      'Nothing moves without your approval.',
    ])
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    await findView('Connect')
    expect(latch.getState().router.view).toBe('Connect')
  })

  it('"I don\'t have a wallet" at the foot of Connect opens it too, and "Get a Wallet" leads on to GetWallet', async () => {
    await renderConnect()
    fireEvent.click(within(await findView('Connect')).getByRole('button', { name: 'I don’t have a wallet' }))
    fireEvent.click(within(await findView('WhatIsAWallet')).getByRole('button', { name: 'Get a Wallet' }))
    await findView('GetWallet')
    expect(within(dialog()).getByRole('heading', { name: 'Get a Wallet' })).toBeTruthy()
  })

  it('a list for one family ("Add wallet") offers no help: its visitor has a wallet', async () => {
    const latch = await renderConnect()
    expect(within(dialog()).getByRole('button', { name: 'What is a wallet?' })).toBeTruthy()
    await act(async () => {
      latch.router.reset('Connect', { namespace: 'eip155' })
    })
    await waitFor(() =>
      expect(within(dialog()).queryByRole('button', { name: 'What is a wallet?' })).toBeNull(),
    )
    expect(
      within(await findView('Connect')).queryByRole('button', { name: 'I don’t have a wallet' }),
    ).toBeNull()
  })

  it('names email as the way in without a wallet: "No wallet? Continue with email" opens the email field, focused', async () => {
    const latch = await renderConnect({ email: true, socials: ['google'] })
    await act(async () => {
      latch.router.push('WhatIsAWallet')
    })
    const view = await findView('WhatIsAWallet')
    expect(within(view).getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    fireEvent.click(within(view).getByRole('button', { name: 'No wallet? Continue with email' }))
    const login = await findView('EmailLogin')
    await expect.poll(() => document.activeElement).toBe(within(login).getByRole('textbox'))
  })

  it('with social login only, names it as the way in above its buttons', async () => {
    const latch = await renderConnect({ socials: ['google'] })
    await act(async () => {
      latch.router.push('WhatIsAWallet')
    })
    const view = await findView('WhatIsAWallet')
    expect(within(view).getByText('No wallet? Continue with an account')).toBeTruthy()
    expect(within(view).getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(within(view).queryByRole('button', { name: /email/ })).toBeNull()
  })

  it('without email or social login, offers only "Get a Wallet" (no way in that the app does not have)', async () => {
    const latch = await renderConnect()
    await act(async () => {
      await latch.open({ view: 'WhatIsAWallet' })
    })
    const view = await findView('WhatIsAWallet')
    expect(
      within(view)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Get a Wallet'])
  })
})
