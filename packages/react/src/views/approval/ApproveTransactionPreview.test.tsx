import { type ChainNamespace, createLatch, type LatchState, type PendingApproval } from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { ref } from 'valtio/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'

afterEach(cleanup)

const HASH = `0x${'cd'.repeat(32)}`
const OWN = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const BOB = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'

/** The approval view over a waiting request of `namespace` with the review core would have written. */
async function showing(
  namespace: ChainNamespace,
  method: string,
  review: NonNullable<PendingApproval['review']>,
  beforeWallet?: true,
) {
  const latch = createLatch({ adapters: [], networks: [testNetworks.ethereum] })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  const state = latch.state as unknown as LatchState
  await act(async () => {
    await latch.ready()
    state.approval.pending = [
      {
        id: 'r-1',
        namespace,
        method,
        params: ref({}),
        createdAt: 0,
        review: ref(review),
        ...(beforeWallet ? { beforeWallet } : {}),
      },
    ]
    await latch.open({ view: 'ApproveTransaction' })
  })
  return screen.findByRole('dialog')
}

describe('ApproveTransaction: the family preview before approval', () => {
  it('a Stacks call in allow mode shows the warning first, its arguments and post-conditions in words, and the flag', async () => {
    const dialog = await showing('stacks', 'stx_callContract', {
      hash: HASH,
      flags: [{ kind: 'allowMode', why: 'may move any asset' }],
      simulation: undefined,
      preview: {
        status: 'done',
        preview: {
          kind: 'stacksCall',
          contract: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.pool',
          functionName: 'swap',
          args: ['u5', '"hi"'],
          postConditions: [{ principal: 'origin', asset: 'STX', condition: 'lte', amount: '1.5' }],
          postConditionMode: 'allow',
          fee: '0.002 STX',
        },
      },
    })
    const warning = dialog.querySelector('[data-latch-approval-warning="allowMode"]')
    expect(warning?.getAttribute('role')).toBe('alert')
    expect(warning?.textContent).toBe(
      'Post-condition mode is allow: this call may move any of your assets, not only those in its post-conditions.',
    )
    const preview = dialog.querySelector('[data-latch-approval-preview="stacksCall"]')
    // the warning leads the preview, before the call and its post-conditions
    expect(preview?.firstElementChild).toBe(warning)
    expect(dialog.querySelector('[data-latch-approval-flag="allowMode"]')?.textContent).toContain(
      'Allow mode: may move any of your assets',
    )
    expect(within(dialog).getByRole('region', { name: 'Arguments' }).textContent).toContain('u5')
    expect(within(dialog).getByRole('region', { name: 'Post-conditions' }).textContent).toContain(
      'Your account: sends at most 1.5 STX',
    )
    expect(preview?.textContent).toContain('swap')
    expect(preview?.textContent).toContain('0.002 STX')
    // a Stacks method is checked by its adapter, not by the EVM/Solana lists: it can be approved
    expect(dialog.querySelector('[data-latch-error]')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy()
  })

  it('a Stacks call reviewed before the wallet (features.review) can go on: "Continue in your wallet", never "Action not allowed"', async () => {
    const review = { hash: HASH, flags: [], simulation: undefined }
    const dialog = await showing('stacks', 'stx_callContract', review, true)
    expect(within(dialog).getByRole('button', { name: 'Continue in your wallet' })).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(dialog.querySelector('[data-latch-view="ApproveTransaction"]')?.getAttribute('data-state')).toBe(
      'pending',
    )
  })

  it('a deny-mode call has no warning', async () => {
    const dialog = await showing('stacks', 'stx_callContract', {
      hash: HASH,
      flags: [],
      simulation: undefined,
      preview: {
        status: 'done',
        preview: {
          kind: 'stacksCall',
          contract: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.pool',
          functionName: 'swap',
          args: [],
          postConditions: [],
          postConditionMode: 'deny',
        },
      },
    })
    expect(dialog.querySelector('[data-latch-approval-warning]')).toBeNull()
    expect(within(dialog).getByRole('region', { name: 'Post-conditions' }).textContent).toContain('None')
  })

  it('a PSBT lists its inputs and outputs with "yours", "to sign" and "change" marks, and its fee', async () => {
    const dialog = await showing('bip122', 'signPsbt', {
      hash: HASH,
      flags: [],
      simulation: undefined,
      preview: {
        status: 'done',
        preview: {
          kind: 'bitcoinPsbt',
          inputs: [
            {
              outpoint: `${'01'.repeat(32)}:0`,
              address: OWN,
              amount: 50_000n,
              text: '0.0005 BTC',
              own: true,
              sign: true,
            },
          ],
          outputs: [
            { address: BOB, amount: 40_000n, text: '0.0004 BTC', change: false },
            { address: OWN, amount: 9_000n, text: '0.00009 BTC', change: true },
          ],
          fee: { amount: 1_000n, text: '0.00001 BTC' },
        },
      },
    })
    const inputs = within(dialog).getByRole('region', { name: 'Inputs' })
    expect(inputs.textContent).toContain('0.0005 BTC')
    expect(inputs.querySelector('[data-latch-approval-mark="yours"]')?.textContent).toBe('yours')
    expect(inputs.querySelector('[data-latch-approval-mark="toSign"]')?.textContent).toBe('to sign')
    const outputs = within(dialog).getByRole('region', { name: 'Outputs' }).querySelectorAll('li')
    expect(
      [...outputs].map((li) => li.querySelector('[data-latch-approval-mark]')?.textContent ?? ''),
    ).toEqual(['', 'change'])
    expect(dialog.querySelector('[data-latch-approval-fee]')?.textContent).toContain('0.00001 BTC')
    // the preview reads the PSBT in words: its raw parameters wait under Details, not in front
    expect(dialog.querySelector('[data-latch-approval-message]')).toBeNull()
    expect(dialog.querySelector('[data-latch-approval-details] [data-latch-approval-raw]')?.textContent).toBe(
      '{}',
    )
    // a Bitcoin method is not on the EVM/Solana lists, yet it is not "not allowed": it can be approved
    expect(dialog.querySelector('[data-latch-error]')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy()
  })

  it('Solana transfers read as "Send … to …" lines, anything else as an unknown instruction with its program', async () => {
    const dialog = await showing('solana', 'solana_signAndSendTransaction', {
      hash: HASH,
      flags: [],
      simulation: undefined,
      preview: {
        status: 'done',
        preview: {
          kind: 'solanaTransfers',
          instructions: [
            {
              kind: 'sol',
              from: 'A'.repeat(44),
              to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
              amount: 5n,
              text: '0.5 SOL',
            },
            { kind: 'unknown', programId: 'ComputeBudget111111111111111111111111111111' },
          ],
        },
      },
    })
    const lines = [...dialog.querySelectorAll('[data-latch-approval-instruction]')].map(
      (li) => li.textContent,
    )
    expect(lines[0]).toMatch(/^Send .*0\.5 SOL.* to .*9xQe/)
    expect(lines[1]).toContain('Unknown instruction (')
    expect(lines[1]).toContain('ComputeBudget111111111111111111111111111111')
  })

  it('a preview that failed says so, and Approve stays', async () => {
    const dialog = await showing('solana', 'solana_signAndSendTransaction', {
      hash: HASH,
      flags: [],
      simulation: undefined,
      preview: { status: 'failed', reason: 'Invalid PSBT' },
    })
    expect(dialog.querySelector('[data-latch-approval-preview="failed"]')?.textContent).toContain(
      'Could not preview: ',
    )
    expect(dialog.querySelector('[data-latch-approval-preview="failed"]')?.textContent).toContain(
      'Invalid PSBT',
    )
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy()
    // with nothing read in words, the parameters stay in front
    expect(within(dialog).getByRole('region', { name: 'Request parameters' })).toBeTruthy()
    expect(dialog.querySelector('[data-latch-approval-details] [data-latch-approval-raw]')).toBeNull()
  })
})
