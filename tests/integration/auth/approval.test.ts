import { verify } from 'node:crypto'
import { testNetworks } from '@latch/core/testing'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { CONSTANTS } from '../../../packages/core/src/shared/constants/constants'
import { fromBase58 } from '../../../packages/core/src/shared/encoding/base58'
import { MESSAGES } from '../../../packages/core/src/shared/errors/catalogue'
import { RpcNotAllowedError, UserRejectedRequestError } from '../../../packages/core/src/shared/errors/errors'
import { ApprovalLimitError } from '../../../packages/core/src/slices/auth/approval/ApprovalLimitError'
import { createAuthWorld } from './authWorld'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function signedIn() {
  const world = await createAuthWorld()
  await world.signInByEmail()
  world.latch.close()
  world.ref.received.length = 0
  return world
}

describe('RPC safety of requests through the auth connector (SPEC §6)', () => {
  it('a safe request goes straight to the wallet, with no view and no prompt', async () => {
    const { latch, adapter, ref } = await signedIn()
    await expect(adapter('eip155').request({ connectorId: 'ID_AUTH', method: 'eth_chainId' })).resolves.toBe(
      '0x1',
    )
    expect(ref.received.map((r) => r.method)).toEqual(['eth_chainId'])
    expect(latch.getState().modal.open).toBe(false)
    expect(latch.getState().approval.pending).toEqual([])
  })

  it('a not-safe request opens ApproveTransaction (modal was closed), is sent only after approval, and the modal closes again', async () => {
    const { latch, adapter, ref } = await signedIn()
    const message = 'Sign in to Latch'
    const signing = adapter('eip155').signMessage({
      connectorId: 'ID_AUTH',
      address: ref.publicKeys().evm,
      message,
      network: latch.getNetwork({ namespace: 'eip155' })!,
    })
    await flush()
    const state = latch.getState()
    expect(state.modal.open).toBe(true)
    expect(state.router).toMatchObject({ view: 'ApproveTransaction', data: { method: 'personal_sign' } })
    expect(state.approval.pending).toHaveLength(1)
    expect(state.approval.pending[0]).toMatchObject({ namespace: 'eip155', method: 'personal_sign' })
    expect(ref.received).toEqual([])

    expect(latch.approval.approve(state.approval.pending[0]!.id)).toBe(true)
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address: ref.publicKeys().evm as `0x${string}`, message, signature })).toBe(
      true,
    )
    expect(ref.received.map((r) => r.method)).toEqual(['personal_sign'])
    expect(latch.getState().modal.open).toBe(false)
  })

  it('a declined request rejects with UserRejectedRequestError and nothing reaches the wallet', async () => {
    const { latch, adapter, ref } = await signedIn()
    const sending = adapter('eip155').request({
      connectorId: 'ID_AUTH',
      method: 'eth_sendTransaction',
      params: [{ from: ref.publicKeys().evm, to: ref.publicKeys().evm, value: '0x1', data: '0x' }],
    })
    await flush()
    latch.approval.decline(latch.getState().approval.pending[0]!.id)
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(ref.received).toEqual([])
  })

  it('solana signing waits for approval too, and the signature verifies with the ed25519 key', async () => {
    const { latch, adapter, ref } = await signedIn()
    const signing = adapter('solana').signMessage({
      connectorId: 'ID_AUTH',
      address: 'unused',
      message: 'hello solana',
      network: latch.getNetwork({ namespace: 'solana' })!,
    })
    await flush()
    const [pending] = latch.getState().approval.pending
    expect(pending?.method).toBe('solana_signMessage')
    latch.approval.approve(pending!.id)
    const signature = fromBase58(await signing)
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), ref.publicKeys().solana])
    expect(
      verify(null, Buffer.from('hello solana'), { key: spki, format: 'der', type: 'spki' }, signature),
    ).toBe(true)
  })

  it('an unknown method is refused with the exact messages and nothing is sent or shown', async () => {
    const { latch, adapter, ref } = await signedIn()
    const error = await adapter('eip155')
      .request({ connectorId: 'ID_AUTH', method: 'eth_sign', params: ['0xabc', '0x00'] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect((error as RpcNotAllowedError).shortMessage).toBe('Requested RPC call is not allowed')
    expect((error as RpcNotAllowedError).shortMessage).toBe(MESSAGES.rpcNotAllowed)
    expect((error as RpcNotAllowedError).uiMessage).toBe('Action not allowed')
    expect(ref.received).toEqual([])
    expect(latch.getState().modal.open).toBe(false)
  })

  it('returns to the view it came from once every pending request settled', async () => {
    const { latch, adapter } = await signedIn()
    await latch.open()
    expect(latch.getState().router.view).toBe('Account')
    const sign = (message: string) =>
      adapter('eip155').request({ connectorId: 'ID_AUTH', method: 'personal_sign', params: [message, '0x0'] })
    const first = sign('0x01')
    const second = sign('0x02')
    await flush()
    expect(latch.getState().router.history).toEqual(['Account', 'ApproveTransaction'])
    const [a, b] = latch.getState().approval.pending
    latch.approval.approve(a!.id)
    await first
    expect(latch.getState().router.view).toBe('ApproveTransaction')
    latch.approval.decline(b!.id)
    await expect(second).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(latch.getState().router).toMatchObject({ view: 'Account', transition: 'prev' })
    expect(latch.getState().modal.open).toBe(true)
  })

  it('closing the modal declines every waiting request', async () => {
    const { latch, adapter, ref } = await signedIn()
    const sending = adapter('eip155').request({
      connectorId: 'ID_AUTH',
      method: 'personal_sign',
      params: ['0x01', '0x0'],
    })
    await flush()
    latch.close()
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(latch.getState().approval.pending).toEqual([])
    expect(ref.received).toEqual([])
  })

  it(`tracks at most ${CONSTANTS.pendingTransactionsMax} pending requests: the next is refused with a typed error`, async () => {
    const { latch, adapter } = await signedIn()
    const sign = () =>
      adapter('eip155').request({ connectorId: 'ID_AUTH', method: 'personal_sign', params: ['0x01', '0x0'] })
    const waiting = Array.from({ length: CONSTANTS.pendingTransactionsMax }, sign)
    for (const request of waiting) request.catch(() => {})
    await flush()
    expect(latch.getState().approval.pending).toHaveLength(99)
    const error = await sign().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApprovalLimitError)
    expect((error as ApprovalLimitError).code).toBe('PENDING_LIMIT')
    expect(latch.getState().approval.pending).toHaveLength(99)
    latch.approval.approve(latch.getState().approval.pending[0]!.id)
    await waiting[0]
    // one settled: room for exactly one more
    sign().catch(() => {})
    await flush()
    expect(latch.getState().approval.pending).toHaveLength(99)
    await expect(sign()).rejects.toBeInstanceOf(ApprovalLimitError)
  })

  it('wallet_getCapabilities and wallet_getAssets are answered by the embedded wallet without approval', async () => {
    const { latch, adapter, ref } = await signedIn()
    const request = (method: string, params: unknown) =>
      adapter('eip155').request({ connectorId: 'ID_AUTH', method, params })
    await expect(request('wallet_getCapabilities', [ref.publicKeys().evm])).resolves.toMatchObject({
      '0x1': { assetDiscovery: { supported: true } },
    })
    const assets = (await request('wallet_getAssets', [{ account: ref.publicKeys().evm }])) as Record<
      string,
      unknown[]
    >
    expect(assets['0x1']).toHaveLength(1)
    expect(latch.getState().approval.pending).toEqual([])
  })

  it('native sends through the auth connector go through approval as eth_sendTransaction', async () => {
    const { latch, adapter, ref } = await signedIn()
    const me = ref.publicKeys().evm
    const sending = adapter('eip155').send!({
      connectorId: 'ID_AUTH',
      network: latch.getNetwork({ namespace: 'eip155' })!,
      from: me,
      to: '0x000000000000000000000000000000000000dEaD',
      amount: 10n ** 15n,
      token: { symbol: 'ETH', decimals: 18 },
    })
    await flush()
    const [pending] = latch.getState().approval.pending
    expect(pending).toMatchObject({
      method: 'eth_sendTransaction',
      params: [
        { from: me, to: '0x000000000000000000000000000000000000dEaD', value: '0x38d7ea4c68000', data: '0x' },
      ],
    })
    latch.approval.approve(pending!.id)
    await expect(sending).resolves.toMatchObject({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })

  it('a method object whose toString throws is refused with “Requested RPC call is not allowed”, not a raw TypeError', async () => {
    const { latch, adapter, ref } = await signedIn()
    const hostile = {
      toString() {
        throw new Error('cannot stringify')
      },
    }
    const error = await adapter('eip155')
      .request({ connectorId: 'ID_AUTH', method: hostile as unknown as string })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect((error as RpcNotAllowedError).shortMessage).toBe(MESSAGES.rpcNotAllowed)
    expect(ref.received).toEqual([])
    expect(latch.getState().approval.pending).toEqual([])
  })

  it('a transaction is sent on the network it was approved on, even when the network is switched while the approval is open', async () => {
    const world = await createAuthWorld({
      networks: [testNetworks.ethereum, testNetworks.sepolia, testNetworks.solana],
    })
    await world.signInByEmail()
    world.latch.close()
    world.ref.received.length = 0
    const { latch, adapter, ref } = world
    const me = ref.publicKeys().evm
    const sending = adapter('eip155').request({
      connectorId: 'ID_AUTH',
      method: 'eth_sendTransaction',
      params: [{ from: me, to: me, value: '0x1', data: '0x' }],
    })
    await flush()
    const [pending] = latch.getState().approval.pending
    expect(pending?.caipNetworkId).toBe(testNetworks.ethereum.caipNetworkId)
    await latch.chains.switchNow(testNetworks.sepolia)
    expect(latch.getState().chains.activeNetworkIds.eip155).toBe(testNetworks.sepolia.caipNetworkId)
    latch.approval.approve(pending!.id)
    await sending
    expect(ref.received.filter((r) => r.method === 'eth_sendTransaction')).toMatchObject([
      { caipNetworkId: testNetworks.ethereum.caipNetworkId },
    ])
  })
})
