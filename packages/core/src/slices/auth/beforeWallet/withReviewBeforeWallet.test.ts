import { describe, expect, it } from 'vitest'
import { createLatch } from '../../../instance/createLatch'
import { UserRejectedRequestError } from '../../../shared/errors/errors'
import { createMemoryAdapter, testConnector, testNetworks } from '../../../testing/memoryAdapter'
import { createReferenceAuthProvider } from '../testing/createReferenceAuthProvider'

const ethereum = testNetworks.ethereum
const FROM = '0x000000000000000000000000000000000000dEaD'
const tx = { from: FROM, to: '0x000000000000000000000000000000000000bEEF', value: '0x1' }

/** An app with one extension wallet (the memory adapter records what reaches it). */
async function app(review: boolean) {
  const wallet = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const latch = createLatch({ adapters: [wallet.adapter], networks: [ethereum], features: { review } })
  // the step is in place once mount's work is done
  latch.mount()
  await latch.ready()
  const [adapter] = latch.adapters
  if (!adapter) throw new Error('no eip155 adapter')
  const sent = () => wallet.calls.filter((c) => !['init', 'connect'].includes(c.method))
  return { latch, adapter, sent }
}

const firstPending = async (latch: Awaited<ReturnType<typeof app>>['latch']) => {
  for (let i = 0; i < 50 && latch.getState().approval.pending.length === 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 10))
  const [pending] = latch.getState().approval.pending
  if (!pending) throw new Error('nothing waits in ApproveTransaction')
  return pending
}

describe('features.review: the "review before your wallet" step', () => {
  it('a transaction to an extension wallet waits first, marked beforeWallet; a failed simulation blocks nothing; Continue sends that very frozen object', async () => {
    const { latch, adapter, sent } = await app(true)
    const caller = [{ ...tx }]
    const sending = adapter.request({
      connectorId: 'io.metamask',
      method: 'eth_sendTransaction',
      params: caller,
      network: ethereum,
    })
    const pending = await firstPending(latch)
    expect(pending).toMatchObject({
      method: 'eth_sendTransaction',
      beforeWallet: true,
      caipNetworkId: ethereum.caipNetworkId,
      params: [tx],
    })
    expect(latch.getState().router.view).toBe('ApproveTransaction')
    expect(Object.isFrozen((pending.params as unknown[])[0])).toBe(true)
    // nothing reached the wallet while it waits, and the caller's own object no longer matters
    expect(sent()).toEqual([])
    ;(caller[0] as { value: string }).value = '0xffff'
    // the network's RPC (loopback port 1) refuses: the simulation says so and blocks nothing
    for (
      let i = 0;
      i < 100 && latch.getState().approval.pending[0]?.review?.simulation?.status !== 'failed';
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(latch.getState().approval.pending[0]?.review?.simulation?.status).toBe('failed')
    expect(latch.approval.approve(pending.id)).toBe(true)
    await sending
    expect(sent()).toHaveLength(1)
    expect(sent()[0]?.params).toBe(pending.params)
    expect(sent()[0]?.params).toEqual([tx])
  })

  it('holds from the first moment: a transaction sent before mount’s work is done still waits, and reaches the wallet only on Continue', async () => {
    const wallet = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const latch = createLatch({
      adapters: [wallet.adapter],
      networks: [ethereum],
      features: { review: true },
    })
    const [adapter] = latch.adapters
    // sent in the same turn as createLatch, before mount() and before the step's code has loaded
    const sending = adapter!.request({
      connectorId: 'io.metamask',
      method: 'eth_sendTransaction',
      params: [tx],
    })
    latch.mount()
    const pending = await firstPending(latch)
    expect(pending).toMatchObject({ method: 'eth_sendTransaction', beforeWallet: true })
    expect(wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toEqual([])
    latch.approval.approve(pending.id)
    await sending
    expect(wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(1)
  })

  it('declining rejects with UserRejectedRequestError and nothing reaches the wallet', async () => {
    const { latch, adapter, sent } = await app(true)
    const typedData = JSON.stringify({ types: {}, primaryType: 'Permit', domain: {}, message: {} })
    const signing = adapter.request({
      connectorId: 'io.metamask',
      method: 'eth_signTypedData_v4',
      params: [FROM, typedData],
    })
    const pending = await firstPending(latch)
    expect(pending.beforeWallet).toBe(true)
    expect(latch.approval.decline(pending.id)).toBe(true)
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(sent()).toEqual([])
  })

  it('reads, message signatures and account requests go straight to the wallet; with the feature off so does everything', async () => {
    const on = await app(true)
    await on.adapter.request({ connectorId: 'io.metamask', method: 'eth_chainId' })
    await on.adapter.request({ connectorId: 'io.metamask', method: 'personal_sign', params: ['0x68', FROM] })
    expect(on.sent().map((c) => c.method)).toEqual(['eth_chainId', 'personal_sign'])
    expect(on.latch.getState().approval.pending).toEqual([])

    const off = await app(false)
    expect(off.adapter).toBe(off.latch.adapters[0])
    await off.adapter.request({ connectorId: 'io.metamask', method: 'eth_sendTransaction', params: [tx] })
    expect(off.sent().map((c) => c.method)).toEqual(['eth_sendTransaction'])
    expect(off.latch.getState().approval.pending).toEqual([])
  })

  it('a Solana transaction through a paired (WalletConnect) wallet waits too; declined, the wallet hears nothing', async () => {
    const wallet = createMemoryAdapter({
      namespace: 'solana',
      connectors: [testConnector('solana', 'walletConnect')],
    })
    const latch = createLatch({
      adapters: [wallet.adapter],
      networks: [testNetworks.solana],
      features: { review: true },
    })
    latch.mount()
    await latch.ready()
    const signing = latch.adapters[0]?.request({
      connectorId: 'walletConnect',
      method: 'solana_signAndSendTransaction',
      params: { transaction: 'AQID' },
    })
    const pending = await firstPending(latch)
    expect(pending).toMatchObject({
      namespace: 'solana',
      beforeWallet: true,
      params: { transaction: 'AQID' },
    })
    latch.approval.decline(pending.id)
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.calls.filter((c) => c.method.startsWith('solana_'))).toEqual([])
  })

  it('the wrapped adapter keeps what the chain adapter has (connectors, providers, extra fields)', async () => {
    const wallet = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const session = { getAddresses: () => [] }
    Object.assign(wallet.adapter, { session })
    const latch = createLatch({
      adapters: [wallet.adapter],
      networks: [ethereum],
      features: { review: true },
    })
    latch.mount()
    await latch.ready()
    const [adapter] = latch.adapters
    expect(adapter).not.toBe(wallet.adapter)
    expect(adapter?.getConnectors().map((c) => c.id)).toEqual(['io.metamask'])
    expect((adapter as unknown as { session: unknown }).session).toBe(session)
  })

  it('the embedded wallet keeps its own approval: one ApproveTransaction, not marked, and it signs once', async () => {
    const ref = createReferenceAuthProvider()
    const latch = createLatch({
      adapters: [],
      networks: [ethereum],
      features: { email: true, review: true },
      auth: { provider: ref.provider },
    })
    await latch.ready()
    await latch.auth.connectEmail('review@example.com')
    await latch.auth.verifyOtp(ref.lastCode('review@example.com'))
    latch.close()
    ref.received.length = 0
    const [auth] = latch.adapters
    const from = ref.publicKeys().evm
    const sending = auth?.request({
      connectorId: 'ID_AUTH',
      method: 'eth_sendTransaction',
      params: [{ ...tx, from }],
    })
    const pending = await firstPending(latch)
    expect(latch.getState().approval.pending).toHaveLength(1)
    expect(pending.beforeWallet).toBeUndefined()
    expect(latch.approval.approve(pending.id)).toBe(true)
    await sending
    expect(latch.getState().approval.pending).toEqual([])
    expect(ref.received.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1)
  })
})
