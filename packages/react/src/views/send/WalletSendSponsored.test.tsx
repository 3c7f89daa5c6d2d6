import type { AuthSmartAccount, SendParameters } from '@latch/core'
import { createMemoryAdapter, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FEE, findView, RECEIVER } from '../account/testing/renderAccountApp'
import { signedInWithReference } from '../approval/testing/signedInWithReference'

afterEach(cleanup)

const ethereum = testNetworks.ethereum

/**
 * The send form of an email login over the reference AuthProvider, its account described as a
 * smart account by `smart`; the chain adapter beside the login estimates `FEE` for any send.
 */
async function sendFormOf(smart: AuthSmartAccount | undefined) {
  const memory = createMemoryAdapter({ namespace: 'eip155', connectors: [] })
  const feeAsked: SendParameters[] = []
  memory.adapter.estimateFee = async (params) => {
    feeAsked.push(params)
    return FEE
  }
  const { latch } = await signedInWithReference({
    email: 'sponsored-send@example.com',
    adapters: [memory.adapter],
    provider: (reference) => ({ ...reference, describeSmartAccount: async () => smart }),
  })
  await act(() => latch.open({ view: 'WalletSend' }))
  const view = await findView('WalletSend')
  // the form chooses the native currency once the account's balances are loaded: 1 ETH
  await act(() => latch.send.fetchTokenBalances())
  expect(latch.getState().send.token).toMatchObject({
    chainId: ethereum.caipNetworkId,
    quantity: { numeric: '1' },
  })
  expect(latch.getState().send.token?.address).toBeUndefined()
  return { latch, view, feeAsked }
}

describe('Send form of a smart account whose gas the app pays', () => {
  it('the fee line reads "Paid by the app", Max fills the whole balance, and the review says the same', async () => {
    const { latch, view, feeAsked } = await sendFormOf({
      implementation: '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb',
      delegated: true,
      sponsored: true,
    })
    await waitFor(() =>
      expect(view.querySelector('[data-latch-send-fee]')?.textContent).toBe('Network fee Paid by the app'),
    )
    expect(view.querySelector('[data-latch-send-fee]')?.getAttribute('data-latch-send-fee-payer')).toBe(
      'sponsor',
    )
    expect(feeAsked).toEqual([])
    // nothing to keep out of the balance: plain "Max"
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Max' }))
    })
    const amount = within(view).getByLabelText('Amount') as HTMLInputElement
    expect(amount.value).toBe('1')
    act(() => fireEvent.change(within(view).getByLabelText('To'), { target: { value: RECEIVER } }))
    const review = within(view).getByRole('button', { name: 'Review' }) as HTMLButtonElement
    await waitFor(() => expect(review.disabled).toBe(false))
    expect(view.querySelector('[data-latch-field-error][data-field="amount"]')?.textContent).toBe('')
    act(() => fireEvent.click(review))
    const preview = await findView('WalletSendPreview')
    expect(preview.querySelector('[data-latch-send-fee]')?.textContent).toBe('Network fee Paid by the app')
    expect(latch.getState().send.feeSponsored).toBe(true)
  })

  it('a smart account paying its own gas shows the estimated fee and keeps it out of Max', async () => {
    const { view } = await sendFormOf({
      implementation: '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb',
      delegated: true,
      sponsored: false,
    })
    await waitFor(() =>
      expect(view.querySelector('[data-latch-send-fee]')?.textContent).toBe('Network fee ≈ 0.000042 ETH'),
    )
    expect(view.querySelector('[data-latch-send-fee-payer]')).toBeNull()
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Max (keeps the network fee)' }))
    })
    expect((within(view).getByLabelText('Amount') as HTMLInputElement).value).toBe('0.999958')
  })
})
