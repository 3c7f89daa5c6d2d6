import { type Latch, type LatchState, UserRejectedRequestError } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { verifyMessage, verifyTypedData } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedInWithReference } from './testing/signedInWithReference'

afterEach(cleanup)

const ethereum = testNetworks.ethereum

const EMAIL = 'ada@example.com'
const signedIn = (networks = [ethereum]) => signedInWithReference({ email: EMAIL, networks })

function sign(auth: Latch['adapters'][number], address: string, message: string) {
  let signing!: Promise<string>
  act(() => {
    signing = auth.signMessage({
      connectorId: 'ID_AUTH',
      address,
      message,
      network: ethereum,
    })
  })
  signing.catch(() => {})
  return signing
}

describe('ApproveTransactionView (SPEC §6: not-safe requests of the auth connector wait for approval)', () => {
  it('a personal_sign request opens ApproveTransaction titled as a signature, showing the decoded message; Sign signs it', async () => {
    const { latch, ref, auth } = await signedIn()
    const message = 'Sign in to Latch\nNonce: 42'
    const signing = sign(auth, ref.publicKeys().evm, message)
    const dialog = await screen.findByRole('dialog', { name: 'Sign Message' })
    expect(within(dialog).queryByText('Approve Transaction')).toBeNull()
    // the raw method name only under the closed Details toggle
    const details = dialog.querySelector('details[data-latch-approval-details]') as HTMLDetailsElement
    expect(details.open).toBe(false)
    expect(within(details).getByText('personal_sign')).toBeTruthy()
    expect(dialog.textContent?.replace(details.textContent ?? '', '')).not.toContain('personal_sign')
    expect(
      within(dialog).getByRole('region', { name: 'Message to sign' }).querySelector('pre'),
    ).not.toBeNull()
    expect(within(dialog).getByLabelText('Message to sign').textContent).toBe(message)
    expect(ref.received).toEqual([])

    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    })
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address: ref.publicKeys().evm as `0x${string}`, message, signature })).toBe(
      true,
    )
    expect(ref.received.map((r) => r.method)).toEqual(['personal_sign'])
    expect(latch.getState().approval.pending).toEqual([])
  })

  it('Reject rejects the request with the user-rejected error and nothing is signed', async () => {
    const { latch, ref, auth } = await signedIn()
    const signing = sign(auth, ref.publicKeys().evm, 'Transfer everything')
    const dialog = await screen.findByRole('dialog', { name: 'Sign Message' })
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    })
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    expect(ref.received).toEqual([])
    expect(latch.getState().approval.pending).toEqual([])
  })

  it('shows a transaction as receiver, exact value and network, and how many more requests wait', async () => {
    const { ref, auth } = await signedIn()
    const to = '0x000000000000000000000000000000000000dEaD'
    let sending!: Promise<unknown>
    act(() => {
      sending = auth.request({
        connectorId: 'ID_AUTH',
        method: 'eth_sendTransaction',
        params: [{ from: ref.publicKeys().evm, to, value: '0x38d7ea4c68001', data: '0x' }],
      })
    })
    sending.catch(() => {})
    const waiting = sign(auth, ref.publicKeys().evm, 'second')
    const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' })
    expect(dialog.querySelector('[data-latch-approval-to]')?.textContent).toBe(to)
    expect(dialog.querySelector('[data-latch-approval-value]')?.textContent).toBe('0.001000000000000001 ETH')
    expect(dialog.querySelector('[data-latch-approval-network]')?.textContent).toBe('Ethereum')
    expect(within(dialog).getByText('1 more request waiting')).toBeTruthy()

    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    })
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    // The next request takes its place.
    expect((await within(dialog).findByLabelText('Message to sign')).textContent).toBe('second')
    expect(within(dialog).queryByText(/more request/)).toBeNull()
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    })
    await expect(waiting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(ref.received).toEqual([])
  })

  it('a request the RPC safety rules block shows "Action not allowed" and offers no Approve', async () => {
    const { latch } = await signedIn()
    // The auth connector refuses blocked methods before queueing them (tests/integration/auth/
    // approval.test.ts), so a blocked entry is put in the queue by hand to reach this branch.
    // \`latch.state\` is typed read-only for apps; the test writes the queue as the controller would.
    const state = latch.state as unknown as LatchState
    await act(async () => {
      state.approval.pending = [
        { id: 'blocked-1', namespace: 'eip155', method: 'eth_sign', params: ['0xabc', '0x00'], createdAt: 0 },
      ]
      await latch.open({ view: 'ApproveTransaction' })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Approve Request' })
    expect(within(dialog).getByRole('alert').textContent).toBe('Action not allowed')
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy()
  })

  it('shows the transaction as it was requested, on the network it will be sent on: changing the caller’s object or the active network changes neither', async () => {
    const { latch, ref, auth } = await signedIn([ethereum, testNetworks.sepolia])
    const to = '0x000000000000000000000000000000000000dEaD'
    const tx = { from: ref.publicKeys().evm, to, value: '0x1', data: '0x' }
    let sending!: Promise<unknown>
    act(() => {
      sending = auth.request({ connectorId: 'ID_AUTH', method: 'eth_sendTransaction', params: [tx] })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' })
    await act(async () => {
      tx.to = '0x1111111111111111111111111111111111111111'
      tx.value = '0xde0b6b3a7640000'
      await latch.chains.switchNow(testNetworks.sepolia)
    })
    expect(dialog.querySelector('[data-latch-approval-to]')?.textContent).toBe(to)
    expect(dialog.querySelector('[data-latch-approval-value]')?.textContent).toBe('0.000000000000000001 ETH')
    expect(dialog.querySelector('[data-latch-approval-network]')?.textContent).toBe('Ethereum')
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    })
    await sending
    expect(ref.received.filter((r) => r.method === 'eth_sendTransaction')).toMatchObject([
      { caipNetworkId: ethereum.caipNetworkId, params: [{ to, value: '0x1' }] },
    ])
  })

  it('a message that is not printable text is shown as its hex, with a warning, still titled as a signature', async () => {
    const { latch } = await signedIn()
    const state = latch.state as unknown as LatchState
    await act(async () => {
      state.approval.pending = [
        {
          id: 'raw-1',
          namespace: 'eip155',
          method: 'personal_sign',
          params: ['0x00ff1b', '0xabc'],
          createdAt: 0,
        },
      ]
      await latch.open({ view: 'ApproveTransaction' })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Sign Message' })
    expect(within(dialog).getByLabelText('Message to sign').textContent).toBe('0x00ff1b')
    expect(within(dialog).getByText(/not readable text/)).toBeTruthy()
  })

  it('typed data (EIP-712) is titled as a typed-data signature and shows its domain and fields; Sign gives a signature that verifies', async () => {
    const { ref, auth } = await signedIn()
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: {
        name: 'Ether Mail',
        version: '1',
        chainId: 1,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      message: {
        from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
        to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
        contents: 'Hello, Bob!',
      },
    } as const
    let signing!: Promise<unknown>
    act(() => {
      signing = auth.request({
        connectorId: 'ID_AUTH',
        method: 'eth_signTypedData_v4',
        params: [ref.publicKeys().evm, JSON.stringify(typedData)],
      })
    })
    signing.catch(() => {})
    const dialog = await screen.findByRole('dialog', { name: 'Sign Typed Data' })
    const rows = (label: string) =>
      [...(within(dialog).getByLabelText(label).querySelectorAll('dt') ?? [])].map(
        (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
      )
    expect(rows('Domain')).toEqual([
      'App=Ether Mail',
      'Version=1',
      'Chain ID=1',
      'Contract=0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    ])
    expect(rows('Message fields')).toEqual([
      'from.name=Cow',
      'from.wallet=0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826',
      'to.name=Bob',
      'to.wallet=0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB',
      'contents=Hello, Bob!',
    ])
    expect(within(dialog).getByRole('heading', { name: 'Mail' })).toBeTruthy()
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    })
    const signature = (await signing) as `0x${string}`
    expect(
      await verifyTypedData({
        address: ref.publicKeys().evm as `0x${string}`,
        ...typedData,
        domain: { ...typedData.domain, chainId: 1n },
        signature,
      }),
    ).toBe(true)
  })

  /** Signs in, gives the account USDC at `usdc`, and asks to send a transaction to it with `data`. */
  async function callToken(data: string) {
    const { latch, ref, auth } = await signedIn()
    const state = latch.state as unknown as LatchState
    await act(async () => {
      state.accountData.tokenBalances = [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: ethereum.caipNetworkId,
          address: usdc,
          decimals: 6,
          quantity: { decimals: '6', numeric: '10' },
        },
      ]
    })
    let sending!: Promise<unknown>
    act(() => {
      sending = auth.request({
        connectorId: 'ID_AUTH',
        method: 'eth_sendTransaction',
        params: [
          {
            from: ref.publicKeys().evm,
            to: usdc,
            value: '0x0',
            data,
            gas: '0x186a0',
            maxFeePerGas: '0x3b9aca00',
          },
        ],
      })
    })
    sending.catch(() => {})
    const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' })
    return { dialog, sending }
  }
  const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')
  const rows = (dialog: HTMLElement) =>
    [...dialog.querySelectorAll('[data-latch-approval-transaction] dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    )
  const reject = async (dialog: HTMLElement, sending: Promise<unknown>) => {
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    })
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
  }

  it('a token transfer reads in words as its descriptor says: intent, receiver, amount in the token’s units, the most the fee can be; the call only under Details', async () => {
    const { dialog, sending } = await callToken(`0xa9059cbb${word(receiver)}${word(5_250_000n.toString(16))}`)
    await vi.waitFor(() => expect(dialog.querySelector('[data-latch-status]')?.textContent).toBe('Send'))
    expect(dialog.querySelector('[data-latch-approval-summary]')?.textContent).toBe(
      'To 0x5FbD…0aa3 on Ethereum',
    )
    // 100,000 gas at most 1 gwei
    expect(rows(dialog)).toEqual([
      `Contract: ${usdc}`,
      `To: ${receiver}`,
      'Amount: 5.25 USDC',
      'Network fee: Up to 0.0001 ETH',
      'Network: Ethereum',
    ])
    expect(dialog.querySelector('[data-latch-approval-flags]')).toBeNull()
    const details = dialog.querySelector('details[data-latch-approval-details]') as HTMLDetailsElement
    expect(details.open).toBe(false)
    expect(details.querySelector('[data-latch-approval-function]')?.textContent).toBe(
      'transfer(address,uint256)',
    )
    expect(details.querySelector('[data-latch-approval-method]')?.textContent).toBe('eth_sendTransaction')
    const outside = dialog.textContent?.replace(details.textContent ?? '', '') ?? ''
    expect(outside).not.toMatch(/eth_sendTransaction|transfer\(|0xa9059cbb/)
    await reject(dialog, sending)
  })

  it('an approval of the maximum reads "Unlimited USDC" with a warning line saying why', async () => {
    const { dialog, sending } = await callToken(`0x095ea7b3${word(receiver)}${'f'.repeat(64)}`)
    await vi.waitFor(() => expect(dialog.querySelector('[data-latch-status]')?.textContent).toBe('Approve'))
    expect(rows(dialog)).toContain(`Spender: ${receiver}`)
    expect(rows(dialog)).toContain('Allowance: Unlimited USDC')
    const flags = within(dialog).getByRole('list', { name: 'Risks' })
    expect(
      [...flags.querySelectorAll('li')].map((li) => [li.dataset.latchApprovalFlag, li.textContent]),
    ).toEqual([['unlimitedApproval', '⚠Unlimited: can spend all of this token']])
    await reject(dialog, sending)
  })

  it('setApprovalForAll(operator, true) is flagged: the operator can move every item', async () => {
    const { dialog, sending } = await callToken(`0xa22cb465${word(receiver)}${word('1')}`)
    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-latch-status]')?.textContent).toBe('Allow all items'),
    )
    expect(rows(dialog)).toContain(`Operator: ${receiver}`)
    expect(dialog.querySelector('[data-latch-approval-flag="approvalForAll"]')?.textContent).toBe(
      '⚠Can move all your items in this collection',
    )
    await reject(dialog, sending)
  })

  it('a call no descriptor covers is an "Unknown contract call", with its selector and data only under Details', async () => {
    const data = `0x12345678${word('2a')}`
    const { dialog, sending } = await callToken(data)
    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-latch-status]')?.textContent).toBe('Unknown contract call'),
    )
    expect(rows(dialog)).toEqual([`Contract: ${usdc}`, 'Network fee: Up to 0.0001 ETH', 'Network: Ethereum'])
    const details = dialog.querySelector('details[data-latch-approval-details]') as HTMLDetailsElement
    expect(details.querySelector('[data-latch-approval-function]')?.textContent).toBe('0x12345678')
    expect(details.querySelector('[data-latch-approval-data]')?.textContent).toBe(data)
    await reject(dialog, sending)
  })

  it('a Permit2 signature reads as its descriptor says (spender, token, amount, expiry) and an unlimited amount is flagged; Sign gives a signature that verifies', async () => {
    const { ref, auth } = await signedIn()
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
      },
      primaryType: 'PermitSingle',
      domain: {
        name: 'Permit2',
        chainId: 1,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      message: {
        details: { token: usdc, amount: (2n ** 160n - 1n).toString(), expiration: '1767225600', nonce: '0' },
        spender: receiver,
        sigDeadline: '1767225600',
      },
    } as const
    let signing!: Promise<unknown>
    act(() => {
      signing = auth.request({
        connectorId: 'ID_AUTH',
        method: 'eth_signTypedData_v4',
        params: [ref.publicKeys().evm, JSON.stringify(typedData)],
      })
    })
    signing.catch(() => {})
    const dialog = await screen.findByRole('dialog', { name: 'Sign Typed Data' })
    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-latch-approval-fields="words"]')).not.toBeNull(),
    )
    const words = [...dialog.querySelectorAll('[data-latch-approval-fields="words"] dt')].map(
      (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
    )
    expect(words).toEqual([
      `Spender=${receiver}`,
      `Token=${usdc}`,
      'Amount=Unlimited',
      'Expires=2026-01-01T00:00:00Z',
      'Sign before=2026-01-01T00:00:00Z',
    ])
    expect(within(dialog).getByRole('heading', { name: 'Permit' })).toBeTruthy()
    expect(dialog.querySelector('[data-latch-approval-flag="unlimitedApproval"]')?.textContent).toBe(
      '⚠Unlimited: can spend all of this token',
    )
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    })
    const signature = (await signing) as `0x${string}`
    // the message carries its integers as decimal strings, as a dapp's JSON does
    const verify = { address: ref.publicKeys().evm as `0x${string}`, ...typedData, signature }
    expect(await verifyTypedData(verify as never)).toBe(true)
  })

  it('the approval of the send form\'s transaction shows the fee the form estimated ("≈ 0.000053 ETH"), not "Set when sent"', async () => {
    const { latch, ref, auth } = await signedIn()
    const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const tx = { from: ref.publicKeys().evm, to: receiver, value: '0x38d7ea4c68000' }
    const request = () => {
      let sending!: Promise<unknown>
      act(() => {
        sending = auth.request({ connectorId: 'ID_AUTH', method: 'eth_sendTransaction', params: [{ ...tx }] })
      })
      sending.catch(() => {})
      return sending
    }
    const fee = () => document.querySelector('[data-latch-approval-fee]')?.textContent

    // a transaction that is not the form's: the fee is not known before it is sent
    const other = request()
    await screen.findByRole('dialog', { name: 'Approve Transaction' })
    expect(fee()).toBe('Set when sent')
    act(() => latch.approval.decline(latch.getState().approval.pending[0]!.id))
    await expect(other).rejects.toBeInstanceOf(UserRejectedRequestError)

    // the send slice as it stands while its send waits for this approval: its estimate shows
    act(() => {
      latch.send.setToken({
        name: 'Ether',
        symbol: 'ETH',
        chainId: ethereum.caipNetworkId,
        decimals: 18,
        quantity: { decimals: '18', numeric: '1' },
      })
      latch.send.setReceiverAddress(receiver)
      // (the form's estimate and its in-flight flag, which the real send sets: the embedded-wallet
      // integration suite walks that path against the dev chain)
      const inFlight = latch.state.send as { fee: bigint | undefined; loading: boolean }
      inFlight.fee = 53_000_000_000_000n
      inFlight.loading = true
    })
    const sending = request()
    await screen.findByRole('dialog', { name: 'Approve Transaction' })
    expect(fee()).toBe('≈ 0.000053 ETH')
    act(() => latch.approval.decline(latch.getState().approval.pending[0]!.id))
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('ApproveTransactionView’s English words load with the view, not with the i18n runtime (issue 32)', () => {
  it('shows its title and buttons in English from the first render, never a raw key, and again after German and back', async () => {
    const { latch, ref, auth } = await signedIn()
    const rawKeys: string[] = []
    const watch = () => {
      const text = document.body.textContent ?? ''
      for (const key of text.match(/\bapprove\.[a-zA-Z.]+/g) ?? []) rawKeys.push(key)
    }
    const observer = new MutationObserver(watch)
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    const signing = sign(auth, ref.publicKeys().evm, 'gm')
    const dialog = await screen.findByRole('dialog', { name: 'Sign Message' })
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeTruthy()
    expect(within(dialog).getByLabelText('Message to sign').textContent).toBe('gm')

    await act(() => latch.setLocale('de'))
    expect(within(dialog).getByRole('button', { name: 'Ablehnen' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Signieren' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull()

    // back to English: the view's words handed over before are still the translator's
    await act(() => latch.setLocale('en'))
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy()
    expect(within(dialog).getByLabelText('Message to sign').textContent).toBe('gm')

    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    })
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    await new Promise((resolve) => setTimeout(resolve, 0))
    observer.disconnect()
    watch()
    expect(rawKeys).toEqual([])
  })
})
