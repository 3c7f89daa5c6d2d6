import { proxy, snapshot } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import type { RouterView } from '../../../kernel/router/views'
import { CONSTANTS } from '../../../shared/constants/constants'
import { ApprovalLimitError } from './ApprovalLimitError'
import type { ApprovalContext } from './approvalContext'
import { createApprovalController } from './createApprovalController'
import type { ApprovalState } from './types'

function setup(
  open: boolean,
  view: RouterView = 'Account',
  descriptors: readonly unknown[] = [],
  review?: ApprovalContext['review'],
) {
  const state: ApprovalState = proxy({ pending: [] })
  const ui = { open, history: [view] as RouterView[], closeListeners: new Set<() => void>() }
  const approval = createApprovalController(state, {
    now: () => 42,
    modal: {
      isOpen: () => ui.open,
      open: (p) => {
        ui.open = true
        ui.history = [p.view]
      },
      close: () => {
        ui.open = false
        ui.history = ['Connect']
        for (const l of ui.closeListeners) l()
      },
      onClose: (l) => {
        ui.closeListeners.add(l)
        return () => ui.closeListeners.delete(l)
      },
    },
    router: {
      getView: () => ui.history.at(-1)!,
      push: (v) => {
        ui.history.push(v)
      },
      goBackTo: (v) => {
        const i = ui.history.lastIndexOf(v)
        if (i === -1) return false
        ui.history = ui.history.slice(0, i + 1)
        return true
      },
      reset: (v) => {
        ui.history = [v]
      },
    },
    clearSigning: () => ({
      descriptors,
      tokens: [],
      chainId: 31337,
      native: { symbol: 'ETH', decimals: 18 },
    }),
    ...(review ? { review } : {}),
  })
  return { state, ui, approval }
}

describe('approval controller', () => {
  it('opens ApproveTransaction on a closed modal and closes it again after the decision', async () => {
    const { state, ui, approval } = setup(false)
    const decided = approval.actions.ask({ namespace: 'eip155', method: 'personal_sign', params: ['0x01'] })
    expect(ui).toMatchObject({ open: true, history: ['ApproveTransaction'] })
    expect(state.pending).toEqual([
      { id: 'approval-1', namespace: 'eip155', method: 'personal_sign', params: ['0x01'], createdAt: 42 },
    ])
    expect(approval.actions.approve('approval-1')).toBe(true)
    await expect(decided).resolves.toBe(true)
    expect(ui.open).toBe(false)
    expect(approval.actions.approve('approval-1')).toBe(false)
  })

  it('returns to the view it came from when the modal was open', async () => {
    const { ui, approval } = setup(true, 'WalletSendPreview')
    const decided = approval.actions.ask({ namespace: 'eip155', method: 'eth_sendTransaction' })
    expect(ui.history).toEqual(['WalletSendPreview', 'ApproveTransaction'])
    approval.actions.decline('approval-1')
    await expect(decided).resolves.toBe(false)
    expect(ui).toMatchObject({ open: true, history: ['WalletSendPreview'] })
  })

  it(`refuses the request after ${CONSTANTS.pendingTransactionsMax} waiting`, async () => {
    const { state, approval } = setup(true)
    for (let i = 0; i < CONSTANTS.pendingTransactionsMax; i++)
      void approval.actions.ask({ namespace: 'solana', method: 'solana_signMessage' })
    await expect(
      approval.actions.ask({ namespace: 'solana', method: 'solana_signMessage' }),
    ).rejects.toBeInstanceOf(ApprovalLimitError)
    expect(state.pending).toHaveLength(CONSTANTS.pendingTransactionsMax)
  })

  it('declines everything waiting when the modal closes', async () => {
    const { state, ui, approval } = setup(true)
    const a = approval.actions.ask({ namespace: 'eip155', method: 'personal_sign' })
    const b = approval.actions.ask({ namespace: 'eip155', method: 'personal_sign' })
    for (const l of ui.closeListeners) l()
    await expect(Promise.all([a, b])).resolves.toEqual([false, false])
    expect(state.pending).toEqual([])
  })

  it('keeps the very params object it was asked with (frozen), so the view shows exactly what is sent', async () => {
    const { state, approval } = setup(true)
    const params = Object.freeze([Object.freeze({ to: '0xabc', value: '0x1' })])
    const decided = approval.actions.ask({
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      params,
      caipNetworkId: 'eip155:1',
    })
    expect(state.pending[0]?.params).toBe(params)
    expect(snapshot(state).pending[0]?.params).toBe(params)
    expect(snapshot(state).pending[0]?.caipNetworkId).toBe('eip155:1')
    approval.actions.decline('approval-1')
    await expect(decided).resolves.toBe(false)
  })

  it('freezes params it is given unfrozen: what is shown cannot change while the user reads it', async () => {
    const { state, approval } = setup(true)
    const tx = { to: '0xabc', value: '0x1' }
    void approval.actions.ask({ namespace: 'eip155', method: 'eth_sendTransaction', params: [tx] })
    expect(Object.isFrozen(tx)).toBe(true)
    expect(() => {
      ;(tx as { to: string }).to = '0xdef'
    }).toThrow(TypeError)
    expect(snapshot(state).pending[0]?.params).toEqual([{ to: '0xabc', value: '0x1' }])
  })

  it('a transaction waits with its call in words and risk flags, read from the frozen params; the params stay the same object', async () => {
    const { state, approval } = setup(true)
    const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const tx = {
      to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      data: `0x095ea7b3${spender.slice(2).toLowerCase().padStart(64, '0')}${'f'.repeat(64)}`,
    }
    const params = [tx]
    void approval.actions.ask({ namespace: 'eip155', method: 'eth_sendTransaction', params })
    await vi.waitFor(() => expect(state.pending[0]?.call).toBeDefined())
    const [pending] = snapshot(state).pending
    expect(pending?.params).toBe(params)
    expect(pending?.call).toMatchObject({
      kind: 'call',
      intent: 'Approve',
      fields: [
        { label: 'Spender', value: spender },
        { label: 'Allowance', value: 'Unlimited' },
      ],
      flags: [{ kind: 'unlimitedApproval' }],
    })
    expect(Object.isFrozen(state.pending[0]?.call)).toBe(true)
  })

  it('a transaction waits "simulating", then with its hash and flags; a simulation that cannot run says why and Approve still settles it', async () => {
    const { state, approval } = setup(true, 'Account', [], () => ({
      rpcUrl: undefined,
      chainId: 31337,
      native: { symbol: 'ETH', decimals: 18 },
      tokens: [],
      account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      activity: [],
    }))
    const tx = {
      from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      chainId: '0x1',
    }
    const decided = approval.actions.ask({ namespace: 'eip155', method: 'eth_sendTransaction', params: [tx] })
    expect(state.pending[0]?.review?.simulation).toEqual({ status: 'loading' })
    await vi.waitFor(() => expect(state.pending[0]?.review?.simulation?.status).toBe('failed'))
    const review = snapshot(state).pending[0]?.review
    expect(review?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(review?.flags).toEqual([{ kind: 'wrongChain', why: expect.any(String), detail: '1' }])
    expect(review?.simulation).toEqual({
      status: 'failed',
      reason: 'The network has no RPC URL to simulate with',
    })
    expect(approval.actions.approve('approval-1')).toBe(true)
    await expect(decided).resolves.toBe(true)
  })
})
