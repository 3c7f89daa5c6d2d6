import { proxy, snapshot } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { lazyChainAdapter } from '../../../adapters/lazyChainAdapter'
import type { PreviewRequest, RequestPreview } from '../../../adapters/requestPreview'
import type { ChainAdapter } from '../../../adapters/types'
import { withConnector } from '../../../adapters/withConnector'
import { ValidationError } from '../../../shared/errors/errors'
import { createMemoryAdapter } from '../../../testing/memoryAdapter'
import { reviewPreview } from '../../simulation/reviewPreview'
import { SIMULATION_MESSAGES } from '../../simulation/simulationMessages'
import type { ApprovalContext } from './approvalContext'
import { createApprovalController } from './createApprovalController'
import type { ApprovalState } from './types'

const allowCall: RequestPreview = {
  kind: 'stacksCall',
  contract: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.pool',
  functionName: 'swap',
  args: ['u5'],
  postConditions: [],
  postConditionMode: 'allow',
}

/** A Stacks chain adapter as an app gets it: lazy, joined by a second connector, previewing with `decode`. */
function stacksAdapter(decode: (request: PreviewRequest) => Promise<RequestPreview | undefined>) {
  const asked: PreviewRequest[] = []
  const loaded = {
    ...createMemoryAdapter({ namespace: 'stacks' }).adapter,
    previewRequest: (request: PreviewRequest) => {
      asked.push(request)
      return decode(request)
    },
  } as ChainAdapter
  const lazy = lazyChainAdapter({ namespace: 'stacks', previewRequest: true }, async () => loaded)
  const adapter = withConnector(lazy, createMemoryAdapter({ namespace: 'stacks' }).adapter, {
    connectorId: 'walletConnect',
  })
  return { adapter, asked }
}

/** The controller with the instance's preview wiring (as `createAuthWiring` builds it) over `adapter`. */
function setup(adapter: ChainAdapter) {
  const state: ApprovalState = proxy({ pending: [] })
  const deps: ApprovalContext = {
    now: () => 1,
    modal: {
      isOpen: () => true,
      open: () => undefined,
      close: () => undefined,
      onClose: () => () => undefined,
    },
    router: { getView: () => 'Account', push: () => undefined, goBackTo: () => true, reset: () => undefined },
    review: () => ({
      rpcUrl: undefined,
      chainId: undefined,
      native: undefined,
      tokens: [],
      account: 'ST1',
      activity: [],
    }),
    preview: (request) =>
      adapter.previewRequest
        ? reviewPreview(() =>
            adapter.previewRequest!({
              ...request,
              params: request.params,
              accounts: ['ST1'],
              network: undefined,
            }),
          )
        : undefined,
  }
  return { state, approval: createApprovalController(state, deps) }
}

const waitPreview = (state: ApprovalState) =>
  vi.waitFor(() => {
    const preview = snapshot(state).pending[0]?.review?.preview
    // the preview and the request's own checks (its hash) may answer in either order
    if (!preview || preview.status === 'loading' || !snapshot(state).pending[0]?.review?.hash)
      throw new Error('still reviewing')
    return snapshot(state).pending[0]!.review!
  })

describe('approval: the chain adapter’s preview of a request', () => {
  it('a Stacks call waits previewing, then carries the adapter’s preview and its allowMode flag; Approve settles it', async () => {
    const { adapter, asked } = stacksAdapter(async () => allowCall)
    const { state, approval } = setup(adapter)
    const params = {
      contract: allowCall.kind === 'stacksCall' ? allowCall.contract : '',
      functionName: 'swap',
    }
    const decided = approval.actions.ask({ namespace: 'stacks', method: 'stx_callContract', params })
    await vi.waitFor(() => expect(snapshot(state).pending[0]?.review?.preview).toEqual({ status: 'loading' }))
    const review = await waitPreview(state)
    expect(review.preview).toEqual({ status: 'done', preview: allowCall })
    expect(review.flags).toEqual([{ kind: 'allowMode', why: SIMULATION_MESSAGES.allowMode }])
    expect(review.hash).toMatch(/^0x[0-9a-f]{64}$/)
    // the adapter was asked with the very frozen params that wait to be sent
    expect(asked[0]).toMatchObject({ namespace: 'stacks', method: 'stx_callContract', accounts: ['ST1'] })
    expect(asked[0]?.params).toBe(state.pending[0]?.params)
    expect(Object.isFrozen(asked[0]?.params)).toBe(true)
    expect(approval.actions.approve('approval-1')).toBe(true)
    await expect(decided).resolves.toBe(true)
  })

  it('a preview that fails says why and Approve stays available; a method the adapter does not preview adds nothing', async () => {
    const { adapter } = stacksAdapter(async (request) => {
      if (request.method === 'stx_signMessage') return undefined
      throw new ValidationError('Invalid PSBT', { code: 'INVALID_PSBT' })
    })
    const { state, approval } = setup(adapter)
    approval.actions.ask({ namespace: 'stacks', method: 'stx_callContract', params: { bad: true } })
    expect(await waitPreview(state)).toMatchObject({
      flags: [],
      preview: { status: 'failed', reason: 'Invalid PSBT' },
    })
    expect(approval.actions.approve('approval-1')).toBe(true)
    approval.actions.ask({ namespace: 'stacks', method: 'stx_signMessage', params: { message: 'hi' } })
    await vi.waitFor(() => expect(snapshot(state).pending[0]?.review?.hash).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(snapshot(state).pending[0]?.review).toEqual({
      hash: expect.any(String),
      flags: [],
      simulation: undefined,
    })
  })

  it('a namespace whose adapter has no previewRequest is not reviewed for it', () => {
    const { state, approval } = setup(createMemoryAdapter({ namespace: 'eip155' }).adapter)
    approval.actions.ask({ namespace: 'eip155', method: 'personal_sign', params: ['0x01'] })
    expect(state.pending[0]?.review).toBeUndefined()
  })
})
