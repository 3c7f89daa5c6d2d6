import type { AuthSmartAccount } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInWithReference } from './testing/signedInWithReference'

afterEach(cleanup)

const ethereum = testNetworks.ethereum
const EMAIL = 'smart@example.com'
const IMPLEMENTATION = '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb'
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

/** Signed in over the reference AuthProvider whose account is a smart account described by `smart`. */
async function signedIn(smart: AuthSmartAccount | undefined) {
  const asked: string[] = []
  const signed = await signedInWithReference({
    email: EMAIL,
    provider: (reference) => ({
      ...reference,
      describeSmartAccount: async ({ caipNetworkId }) => {
        asked.push(caipNetworkId)
        return smart
      },
    }),
  })
  return { ...signed, asked }
}

function send(auth: Awaited<ReturnType<typeof signedIn>>['auth'], method: string, params: unknown) {
  let sending!: Promise<unknown>
  act(() => {
    sending = auth.request({ connectorId: 'ID_AUTH', method, params })
  })
  sending.catch(() => {})
}

describe('ApproveTransactionView: a smart account’s send (EIP-7702 delegation, ERC-7677 paymaster)', () => {
  it('a first batch: one operation, the delegation as its own approval naming the contract, and the app paying the gas', async () => {
    const { ref, auth, asked } = await signedIn({
      implementation: IMPLEMENTATION,
      delegated: false,
      sponsored: true,
    })
    const from = ref.publicKeys().evm
    send(auth, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        from,
        chainId: '0x1',
        atomicRequired: false,
        calls: [{ to: RECEIVER, value: '0x1' }],
      },
    ])
    const dialog = await screen.findByRole('dialog', { name: 'Approve Calls' })
    const delegation = await within(dialog).findByRole('region', { name: 'Also upgrades your account' })
    expect(delegation.textContent).toContain('delegates to this contract (EIP-7702)')
    expect(delegation.querySelector('[data-latch-approval-to]')?.textContent).toBe(IMPLEMENTATION)
    expect(
      within(dialog).getByText(/asks to send these calls on Ethereum, all in one operation/),
    ).toBeTruthy()
    const payer = dialog.querySelector('[data-latch-approval-fee-payer]')
    expect([payer?.getAttribute('data-latch-approval-fee-payer'), payer?.textContent]).toEqual([
      'sponsor',
      'Paid by the app',
    ])
    expect(asked).toEqual([ethereum.caipNetworkId])
  })

  it('once delegated, a send shows no delegation; an account that pays its own gas says so', async () => {
    const { ref, auth } = await signedIn({
      implementation: IMPLEMENTATION,
      delegated: true,
      sponsored: false,
    })
    send(auth, 'eth_sendTransaction', [{ from: ref.publicKeys().evm, to: RECEIVER, value: '0x1' }])
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText(/To 0x/)
    expect(dialog.querySelector('[data-latch-approval-delegation]')).toBeNull()
    expect(dialog.querySelector('[data-latch-approval-fee]')?.getAttribute('data-latch-approval-fee')).toBe(
      '',
    )
  })

  it('an account that is no smart account: no delegation, the calls one by one', async () => {
    const { ref, auth } = await signedIn(undefined)
    send(auth, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        from: ref.publicKeys().evm,
        chainId: '0x1',
        atomicRequired: false,
        calls: [{ to: RECEIVER, value: '0x1' }],
      },
    ])
    const dialog = await screen.findByRole('dialog', { name: 'Approve Calls' })
    await within(dialog).findByText(/one by one/)
    expect(dialog.querySelector('[data-latch-approval-delegation]')).toBeNull()
    expect(dialog.querySelector('[data-latch-approval-fee-payer]')?.textContent).toBe(
      'Your account, per call',
    )
  })
})
