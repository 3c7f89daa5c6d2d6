import { createLatch, type LatchState, type PendingApproval } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ref } from 'valtio/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { createReferenceAuthProvider } from '../../../../core/src/slices/auth/testing/createReferenceAuthProvider'
import { LatchProvider } from '../../provider/LatchProvider'

afterEach(cleanup)

const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`

/** The approval view over a waiting transaction with the review core would have written. */
async function showing(review: PendingApproval['review']) {
  const latch = createLatch({ adapters: [], networks: [testNetworks.ethereum] })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  const state = latch.state as unknown as LatchState
  await act(async () => {
    await latch.ready()
    state.approval.pending = [
      {
        id: 'tx-1',
        namespace: 'eip155',
        method: 'eth_sendTransaction',
        params: ref([{ to: SPENDER, value: '0x1' }]),
        createdAt: 0,
        ...(review ? { review: ref(review) } : {}),
      },
    ]
    await latch.open({ view: 'ApproveTransaction' })
  })
  return { latch, dialog: await screen.findByRole('dialog', { name: 'Approve Transaction' }) }
}

describe('ApproveTransaction: simulated effects before approval', () => {
  it('shows "You send", "You receive" and "Approvals" from the simulation, and the request hash under details', async () => {
    const { dialog } = await showing({
      hash: HASH,
      flags: [],
      simulation: {
        status: 'done',
        method: 'debug_traceCall',
        changes: [
          { asset: 'erc20', token: SPENDER, amount: -5n, text: '5 LTK' },
          { asset: 'erc721', token: SPENDER, tokenId: 3n, amount: 1n, text: 'LNFT #3' },
        ],
        approvals: [
          { kind: 'allowance', token: SPENDER, spender: SPENDER, amount: 1n, text: 'Unlimited LTK' },
        ],
      },
    })
    expect(within(dialog).getByRole('region', { name: 'You send' }).textContent).toContain('5 LTK')
    expect(within(dialog).getByRole('region', { name: 'You receive' }).textContent).toContain('LNFT #3')
    const approvals = within(dialog).getByRole('region', { name: 'Approvals' })
    expect(approvals.textContent).toContain('Unlimited LTK')
    expect(approvals.textContent).toContain('0x7099')
    expect(dialog.querySelector('details [data-latch-approval-hash]')?.textContent).toBe(HASH)
  })

  it('says it is simulating while the RPC answers', async () => {
    const { dialog } = await showing({ hash: undefined, flags: [], simulation: { status: 'loading' } })
    const status = dialog.querySelector('[data-latch-approval-simulation]')
    expect(status?.getAttribute('role')).toBe('status')
    expect(status?.textContent).toBe('Simulating…')
  })

  it('a network whose RPC refuses says "Could not simulate: …", and Approve still sends the request', async () => {
    const auth = createReferenceAuthProvider()
    const latch = createLatch({
      adapters: [],
      networks: [testNetworks.ethereum],
      features: { email: true },
      auth: { provider: auth.provider },
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.open({ view: 'EmailLogin' })
      await latch.auth.connectEmail('ada@example.com')
      await latch.auth.verifyOtp(auth.lastCode('ada@example.com'))
    })
    act(() => latch.close())
    const adapter = latch.adapters.find((a) => a.namespace === 'eip155')
    let sending!: Promise<unknown>
    act(() => {
      sending = adapter!.request({
        connectorId: 'ID_AUTH',
        method: 'eth_sendTransaction',
        params: [{ from: auth.publicKeys().evm, to: SPENDER, value: '0x1' }],
      })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Approve Transaction' })
    // the test network's RPC is 127.0.0.1:1, where nothing listens
    await waitFor(() =>
      expect(dialog.querySelector('[data-latch-approval-simulation="failed"]')?.textContent).toBe(
        'Could not simulate: The node refused to simulate the request',
      ),
    )
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    })
    await sending
    expect(auth.received.filter((r) => r.method === 'eth_sendTransaction')).toMatchObject([
      { params: [{ to: SPENDER, value: '0x1' }] },
    ])
  })

  it('a reverting simulation and a look-alike receiver are risk flags with their detail', async () => {
    const { dialog } = await showing({
      hash: HASH,
      flags: [
        { kind: 'reverts', why: '…', detail: 'ERC20: transfer amount exceeds balance' },
        { kind: 'lookalikeReceiver', why: '…', detail: '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8' },
      ],
      simulation: { status: 'reverted', reason: 'ERC20: transfer amount exceeds balance' },
    })
    const flags = within(dialog).getByRole('list', { name: 'Risks' })
    expect(flags.querySelector('[data-latch-approval-flag="reverts"]')?.textContent).toBe(
      '⚠Fails if sentERC20: transfer amount exceeds balance',
    )
    expect(flags.querySelector('[data-latch-approval-flag="lookalikeReceiver"]')?.textContent).toContain(
      'Look-alike address',
    )
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy()
  })
})
