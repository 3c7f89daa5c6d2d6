import { UserRejectedRequestError } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInWithReference } from './testing/signedInWithReference'

afterEach(cleanup)

const _ethereum = testNetworks.ethereum
const EMAIL = 'batch@example.com'
const signedIn = () => signedInWithReference({ email: EMAIL })
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SPENDER = '0x000000000000000000000000000000000000bEEF'
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

describe('ApproveTransactionView: a batch of calls (EIP-5792 wallet_sendCalls) waits for one approval', () => {
  it('shows each call numbered and in words, the total value, who pays the fee and the network; Reject sends nothing', async () => {
    const { latch, ref, auth } = await signedIn()
    const from = ref.publicKeys().evm
    const calls = [
      {
        to: USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 5_000_000n] }),
      },
      { to: RECEIVER, value: '0x38d7ea4c68000' },
      { to: RECEIVER, value: '0x38d7ea4c68000' },
    ]
    let sending!: Promise<unknown>
    act(() => {
      sending = auth.request({
        connectorId: 'ID_AUTH',
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', from, chainId: '0x1', atomicRequired: false, calls, capabilities: {} }],
      })
    })
    sending.catch(() => {})
    const dialog = await screen.findByRole('dialog', { name: 'Approve Calls' })
    expect(dialog.querySelector('[data-latch-view="ApproveTransaction"]')?.getAttribute('data-kind')).toBe(
      'batch',
    )
    expect(within(dialog).getByText(/asks to send these calls on Ethereum, one by one/)).toBeTruthy()
    // an ordered list: each call numbered in the batch's order
    const items = dialog.querySelectorAll('ol[data-latch-approval-batch] > li[data-latch-approval-call]')
    expect(items).toHaveLength(3)
    // the approve read by the built-in ERC-20 descriptor; the plain sends as what leaves the account
    expect(items[0]?.querySelector('[data-latch-approval-heading]')?.textContent).toBe('Approve')
    expect(within(items[0] as HTMLElement).getByText(SPENDER)).toBeTruthy()
    // an address field is marked to read like the receiver; an amount is not
    const fields = [...(items[0]?.querySelectorAll('dd[data-latch-approval-field]') ?? [])]
    expect(fields.map((dd) => [dd.textContent, dd.getAttribute('data-latch-approval-field')])).toEqual([
      [SPENDER, 'address'],
      [`5000000 (${USDC})`, ''],
    ])
    expect(items[1]?.querySelector('[data-latch-approval-heading]')?.textContent).toBe('Send 0.001 ETH')
    expect(items[2]?.querySelector('[data-latch-approval-to]')?.textContent).toBe(RECEIVER)
    expect(dialog.querySelector('[data-latch-approval-total]')?.textContent).toBe('0.002 ETH')
    expect(dialog.querySelector('[data-latch-approval-fee-payer="account"]')?.textContent).toBe(
      'Your account, per call',
    )
    expect(dialog.querySelector('[data-latch-approval-network]')?.textContent).toBe('Ethereum')
    expect(within(dialog).getByText('wallet_sendCalls')).toBeTruthy()
    // the details give each call's raw function, contract and data beside its number; the plain
    // sends have no call data to show
    const details = dialog.querySelector('[data-latch-approval-details] dl')
    expect([...(details?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual([
      'Method',
      'Function 1',
      'Contract 1',
      'Data 1',
    ])
    expect(details?.querySelector('[data-latch-approval-function]')?.textContent).toBe(
      'approve(address,uint256)',
    )
    expect(details?.querySelector('[data-latch-approval-data]')?.textContent).toBe(calls[0]?.data)

    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    })
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(ref.received).toEqual([])
    expect(latch.getState().approval.pending).toEqual([])
  })
})
