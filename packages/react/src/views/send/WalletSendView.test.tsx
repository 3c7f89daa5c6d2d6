import { testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { nativeToken } from '../account/testing/nativeToken'
import { ACCOUNT, FEE, findView, RECEIVER, renderAccountApp } from '../account/testing/renderAccountApp'

afterEach(cleanup)

const network = testNetworks.ethereum
const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: network.caipNetworkId,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  quantity: { decimals: '6', numeric: '250.25' },
}

async function sendForm(options: Parameters<typeof renderAccountApp>[0] = {}) {
  const app = await renderAccountApp({ view: 'WalletSend', ...options })
  const view = await findView('WalletSend')
  const amount = within(view).getByLabelText('Amount') as HTMLInputElement
  const to = within(view).getByLabelText('To') as HTMLInputElement
  const review = within(view).getByRole('button', { name: 'Review' }) as HTMLButtonElement
  const errorOf = (field: string) =>
    view.querySelector(`[data-latch-field-error][data-field="${field}"]`)?.textContent
  const type = (input: HTMLInputElement, value: string) =>
    act(() => fireEvent.change(input, { target: { value } }))
  return { ...app, view, amount, to, review, errorOf, type }
}

describe('Send form', () => {
  it('asks for an "Address" where no name can be looked up (no projectId), not an "Address or name"', async () => {
    const { to } = await sendForm()
    expect(to.getAttribute('placeholder')).toBe('Address')
  })

  it('starts on the native token and shows the estimated network fee', async () => {
    const { view, feeAsked } = await sendForm()
    await waitFor(() =>
      expect(view.querySelector('[data-latch-token-select] span:last-child')?.textContent).toBe('ETH'),
    )
    await waitFor(() =>
      expect(view.querySelector('[data-latch-send-fee]')?.textContent).toBe('Network fee ≈ 0.000042 ETH'),
    )
    expect(feeAsked[0]).toMatchObject({ from: ACCOUNT, to: ACCOUNT, amount: 1n })
  })

  it('a fee too small for 8 decimal places reads "< 0.00000001", never "≈ 0.000000"', async () => {
    const { view } = await sendForm({ fee: 3n })
    await waitFor(() =>
      expect(view.querySelector('[data-latch-send-fee]')?.textContent).toBe('Network fee < 0.00000001 ETH'),
    )
  })

  it('Max fills the balance minus the fee for the native token, and the send moves exactly that', async () => {
    const { view, amount, to, review, type, sent, latch } = await sendForm()
    await waitFor(() =>
      expect(view.querySelector('[data-latch-token-select] span:last-child')?.textContent).toBe('ETH'),
    )
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Max (keeps the network fee)' }))
    })
    expect(amount.value).toBe('9.999958')
    expect(10n ** 19n - FEE).toBe(9_999_958_000_000_000_000n)
    await type(to, RECEIVER)
    await waitFor(() => expect(review.disabled).toBe(false))
    act(() => fireEvent.click(review))
    const preview = await findView('WalletSendPreview')
    expect(preview.querySelector('[data-latch-send-fee]')?.textContent).toBe('Network fee ≈ 0.000042 ETH')
    expect(preview.querySelector('[data-latch-send-amount]')?.textContent).toBe('9.999958 ETH')
    await act(async () => {
      fireEvent.click(within(preview).getByRole('button', { name: 'Send' }))
    })
    expect(sent.map((s) => [s.to, s.amount])).toEqual([[RECEIVER, 10n ** 19n - FEE]])
    await waitFor(() => expect(latch.getState().router.view).toBe('Account'))
  })

  it('the review flags a receiver that starts and ends like one the account sent to but differs (address poisoning)', async () => {
    const hash = `0x${'1'.repeat(64)}`
    const sentTo = {
      id: hash,
      metadata: {
        minedAt: 1_700_000_060_000,
        chain: network.caipNetworkId,
        status: 'confirmed' as const,
        hash,
      },
      transfers: [{ direction: 'out' as const, symbol: 'ETH', amount: '1.5', from: ACCOUNT, to: RECEIVER }],
    }
    const { amount, to, review, type, latch } = await sendForm({ activity: [sentTo] })
    await act(() => latch.accountData.fetchActivity())
    const lookalike = `${RECEIVER.slice(0, 6)}${'a'.repeat(32)}${RECEIVER.slice(-4)}`.toLowerCase()
    await type(amount, '1')
    await type(to, lookalike)
    await waitFor(() => expect(review.disabled).toBe(false))
    act(() => fireEvent.click(review))
    const preview = await findView('WalletSendPreview')
    const flag = await waitFor(() => {
      const found = preview.querySelector('[data-latch-approval-flag="lookalikeReceiver"]')
      if (!found) throw new Error('no look-alike flag yet')
      return found
    })
    expect(flag.textContent).toContain('Look-alike address')
    expect(flag.querySelector('[data-latch-approval-flag-detail]')?.textContent).toBe(RECEIVER.toLowerCase())
  })

  it('the review flags a token sent to its own contract; sent to another address instead, the flag goes', async () => {
    const { amount, to, review, type, latch } = await sendForm({
      tokens: [nativeToken(network, '10'), USDC],
    })
    await waitFor(() => expect(latch.getState().send.tokenBalances).toHaveLength(2))
    act(() => latch.send.setToken(latch.state.send.tokenBalances.find((t) => t.symbol === 'USDC')))
    await type(amount, '1')
    await type(to, USDC.address)
    await waitFor(() => expect(review.disabled).toBe(false))
    act(() => fireEvent.click(review))
    const preview = await findView('WalletSendPreview')
    await waitFor(() =>
      expect(preview.querySelector('[data-latch-approval-flag="cannotReceive"]')).not.toBeNull(),
    )
    expect(await latch.send.checkRisks()).toMatchObject([{ kind: 'cannotReceive' }])
    act(() => latch.send.setReceiverAddress(RECEIVER))
    await waitFor(() => expect(preview.querySelector('[data-latch-approval-flags]')).toBeNull())
  })

  it('Max of a token is its whole balance', async () => {
    const { view, amount, latch } = await sendForm({ tokens: [nativeToken(network, '10'), USDC] })
    await waitFor(() => expect(latch.getState().send.tokenBalances).toHaveLength(2))
    act(() => latch.send.setToken(latch.state.send.tokenBalances.find((t) => t.symbol === 'USDC')))
    await waitFor(() =>
      expect(view.querySelector('[data-latch-token-select] span:last-child')?.textContent).toBe('USDC'),
    )
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Max' }))
    })
    expect(amount.value).toBe('250.25')
  })

  it('Max never goes negative: a balance below the fee fills 0 and Review stays disabled', async () => {
    const { view, amount, to, review, type, errorOf } = await sendForm({ fee: 2n * 10n ** 19n })
    await waitFor(() =>
      expect(view.querySelector('[data-latch-token-select] span:last-child')?.textContent).toBe('ETH'),
    )
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Max (keeps the network fee)' }))
    })
    expect(amount.value).toBe('0')
    await type(to, RECEIVER)
    expect(errorOf('amount')).toBe('Amount must be greater than zero')
    expect(review.disabled).toBe(true)
  })

  it('a field holding only spaces gets its message under it, not silence', async () => {
    const { view, amount, to, review, type, errorOf } = await sendForm()
    await waitFor(() => expect(view.querySelector('[data-latch-send-fee]')).not.toBeNull())
    await type(to, '   ')
    expect(errorOf('receiver')).toBe('Receiver address is not valid for this network')
    expect(to.getAttribute('aria-invalid')).toBe('true')
    await type(to, RECEIVER)
    await type(amount, ' \t ')
    expect(errorOf('amount')).toBe('Amount must be greater than zero')
    expect(review.disabled).toBe(true)
    await type(amount, '1')
    expect(errorOf('amount')).toBe('')
    expect(review.disabled).toBe(false)
  })

  it('in German, a field’s error is core’s message in German on the view’s first render (its English loads with the Send views, not the runtime)', async () => {
    const { latch } = await renderAccountApp({ view: 'WalletSend', i18n: { locale: 'de' } })
    const view = await findView('WalletSend')
    await waitFor(() => expect(view.querySelector('[data-latch-send-fee]')).not.toBeNull())
    const [amount, to] = [...view.querySelectorAll('input')]
    await act(() => fireEvent.change(amount as HTMLInputElement, { target: { value: '10.5' } }))
    await act(() => fireEvent.change(to as HTMLInputElement, { target: { value: '0x3C44CdDd' } }))
    const errorOf = (field: string) =>
      view.querySelector(`[data-latch-field-error][data-field="${field}"]`)?.textContent
    expect(errorOf('amount')).toBe('Der Betrag übersteigt das Token-Guthaben')
    // the translator finds the key from the English core threw, as the view handed it over
    expect(latch.i18n.peek()?.message('Amount exceeds the token balance')).toBe(
      'Der Betrag übersteigt das Token-Guthaben',
    )
    expect(errorOf('receiver')).not.toBe('Receiver address is not valid for this network')
  })

  it('an invalid Amount and an invalid To are marked together and alike: aria-invalid, aria-describedby naming the message right under the input', async () => {
    const { view, amount, to, type, errorOf } = await sendForm()
    await waitFor(() => expect(view.querySelector('[data-latch-send-fee]')).not.toBeNull())
    await type(amount, '10.5')
    await type(to, '0x3C44CdDd')
    expect(errorOf('amount')).toBe('Amount exceeds the token balance')
    expect(errorOf('receiver')).toBe('Receiver address is not valid for this network')
    const marks = (input: HTMLInputElement) => {
      const message = input.nextElementSibling
      return {
        invalid: input.getAttribute('aria-invalid'),
        describedByMessage:
          message?.id !== undefined && input.getAttribute('aria-describedby') === message.id,
        message: [
          message?.tagName,
          message?.hasAttribute('data-latch-field-error'),
          message?.getAttribute('aria-live'),
        ],
      }
    }
    expect(marks(amount)).toEqual({
      invalid: 'true',
      describedByMessage: true,
      message: ['P', true, 'polite'],
    })
    expect(marks(to)).toEqual(marks(amount))
    // fixing one leaves the other marked
    await type(amount, '1')
    expect(amount.hasAttribute('aria-invalid')).toBe(false)
    expect(marks(to).invalid).toBe('true')
  })

  it('checks fields as the user types, each message under its field, Review disabled until the send would pass', async () => {
    const { view, amount, to, review, type, errorOf } = await sendForm()
    await waitFor(() => expect(view.querySelector('[data-latch-send-fee]')).not.toBeNull())
    expect(review.disabled).toBe(true)
    expect(errorOf('amount')).toBe('')
    expect(errorOf('receiver')).toBe('')

    await type(amount, '1.0000000000000000001')
    expect(errorOf('amount')).toBe('Amount has more decimal places than the token allows')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(amount.getAttribute('aria-describedby')).toBe(
      view.querySelector('[data-field="amount"]')?.getAttribute('id'),
    )
    await type(amount, '10.5')
    expect(errorOf('amount')).toBe('Amount exceeds the token balance')
    await type(amount, '10')
    expect(errorOf('amount')).toBe('')
    expect(review.disabled).toBe(true)

    await type(to, RECEIVER.replace('CdDdB6', 'cdDdB6'))
    expect(errorOf('receiver')).toBe('Receiver address checksum is invalid: check the address for a typo')
    expect(to.getAttribute('aria-invalid')).toBe('true')
    await type(to, '0x3C44CdDd')
    expect(errorOf('receiver')).toBe('Receiver address is not valid for this network')
    await type(to, RECEIVER)
    expect(errorOf('receiver')).toBe('')
    // The whole balance cannot also pay the fee of a native send.
    expect(errorOf('amount')).toBe('Amount plus the network fee exceeds the balance')
    expect(review.disabled).toBe(true)
    await type(amount, '9.5')
    expect(errorOf('amount')).toBe('')
    expect(review.disabled).toBe(false)
    await type(amount, 'abc')
    expect(errorOf('amount')).toBe('Amount is not a decimal number')
    expect(review.disabled).toBe(true)
  })

  it('a receiver typed as a name resolves to its address and shows the name', async () => {
    const { view, amount, to, review, type, latch } = await sendForm({
      names: { 'bobby.reown.id': RECEIVER },
    })
    await type(amount, '1')
    await act(async () => {
      fireEvent.change(to, { target: { value: 'bobby.reown.id' } })
    })
    await waitFor(() => expect(latch.getState().send.receiverAddress).toBe(RECEIVER))
    expect(to.value).toBe('bobby.reown.id')
    expect(view.querySelector('[data-latch-receiver-name]')?.textContent).toBe('bobby.reown.id')
    expect(review.disabled).toBe(false)
    await act(async () => {
      fireEvent.change(to, { target: { value: 'nobody.reown.id' } })
    })
    expect(view.querySelector('[data-latch-field-error][data-field="receiver"]')?.textContent).toBe(
      'Receiver address is not valid for this network',
    )
    expect(review.disabled).toBe(true)
  })

  it('shows the USD value of the native balance (networkBalanceInUSD) when priced', async () => {
    const { view } = await sendForm({
      tokens: [nativeToken(network, '10', { price: '3000', value: '30000' })],
    })
    await waitFor(() =>
      expect(view.querySelector('[data-latch-send-balance]')?.textContent).toBe(
        'Balance: 10.00 ETH ($30,000.00)',
      ),
    )
  })

  it('without a fee estimate the form still works and reads the fee as unknown ("Network fee —")', async () => {
    const { view, amount, to, review, type } = await sendForm({ fee: null })
    await type(amount, '1')
    await type(to, RECEIVER)
    expect(review.disabled).toBe(false)
    expect(view.querySelector('[data-latch-send-fee]')).toBeNull()
    const unknown = view.querySelector('[data-latch-send-fee-unknown]')
    expect(unknown?.textContent).toBe('Network fee —')
    // not busy: the network has no estimate to wait for
    await waitFor(() => expect(unknown?.getAttribute('aria-busy')).toBe('false'))
  })

  it('the fee line holds its place while the fee is estimated: its arrival never moves Review', async () => {
    let answer = () => {}
    const { view, review } = await sendForm({ feeAfter: new Promise<void>((resolve) => (answer = resolve)) })
    // the line just above Review, whatever it says
    const aboveReview = () => review.previousElementSibling
    await waitFor(() => expect(aboveReview()?.getAttribute('aria-busy')).toBe('true'))
    expect(aboveReview()?.textContent).toBe('Network fee —')
    expect(aboveReview()?.hasAttribute('data-latch-send-fee-unknown')).toBe(true)
    const lines = view.childElementCount
    await act(async () => answer())
    await waitFor(() => expect(aboveReview()?.textContent).toBe('Network fee ≈ 0.000042 ETH'))
    expect(aboveReview()?.hasAttribute('data-latch-send-fee')).toBe(true)
    expect(view.childElementCount).toBe(lines)
  })
})
