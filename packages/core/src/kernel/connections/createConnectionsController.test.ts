import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { createMemoryAdapter, testConnector, testNetworks } from '../../testing/memoryAdapter'
import type { LatchFeatures } from '../options/types'

function setup(
  connectors = [testConnector('eip155', 'io.metamask'), testConnector('eip155', 'io.rabby')],
  features: LatchFeatures = {},
) {
  const evm = createMemoryAdapter({ namespace: 'eip155', connectors })
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], features })
  return { latch, evm }
}

describe('connect-method order (SPEC §2)', () => {
  it('is email, social, wallet by default', async () => {
    const { latch } = setup([testConnector('eip155', 'walletConnect', false)])
    latch.mount()
    await latch.ready()
    expect(latch.connections.getConnectMethodOrder()).toEqual(['email', 'social', 'wallet'])
  })

  it('is wallet, email, social when installed or announced wallets exist', async () => {
    const { latch } = setup()
    expect(latch.connections.getConnectMethodOrder()).toEqual(['email', 'social', 'wallet'])
    latch.mount()
    await latch.ready()
    expect(latch.connections.getConnectMethodOrder()).toEqual(['wallet', 'email', 'social'])
  })

  it('follows a wallet announced after mount (connectorsChanged)', async () => {
    const { latch, evm } = setup([])
    latch.mount()
    await latch.ready()
    evm.emit({ type: 'connectorsChanged', connectors: [testConnector('eip155', 'io.late')] })
    expect(latch.connections.getConnectMethodOrder()).toEqual(['wallet', 'email', 'social'])
  })

  it.each(['coinbaseWallet', 'okx', 'ledger', 'safe'] as const)(
    'counts an installed %s connector (SPEC §3 kind) as an installed wallet',
    async (type) => {
      const { latch } = setup([{ ...testConnector('eip155', `kind.${type}`), type }])
      latch.mount()
      await latch.ready()
      expect(latch.connections.getConnectMethodOrder()).toEqual(['wallet', 'email', 'social'])
    },
  )

  it('an explicit order in features wins', () => {
    const { latch } = setup([], { connectMethodsOrder: ['social', 'wallet', 'email'] })
    expect(latch.connections.getConnectMethodOrder()).toEqual(['social', 'wallet', 'email'])
  })
})

describe('multi-wallet display obeys the remote multiWallet feature (SPEC §4)', () => {
  async function twoLiveOneRecent() {
    const { latch, evm } = setup()
    latch.mount()
    await latch.ready()
    for (const id of ['io.old', 'io.metamask', 'io.rabby'])
      await latch.connect({ namespace: 'eip155', connectorId: id })
    evm.emit({ type: 'disconnect', connectorId: 'io.old' })
    latch.connections.setActiveConnector('eip155', 'io.metamask')
    return latch
  }

  it('on: every live connection shows, and earlier connections show as recent', async () => {
    const latch = await twoLiveOneRecent()
    expect(latch.connections.getDisplayedConnections().map((c) => c.connectorId)).toEqual([
      'io.rabby',
      'io.metamask',
    ])
    expect(latch.connections.getRecentConnections().map((c) => c.connectorId)).toEqual(['io.old'])
  })

  it('off: only the active connector’s connections show and no recent connections', async () => {
    const latch = await twoLiveOneRecent()
    latch.options.setRemoteFeatures({ multiWallet: false })
    expect(latch.connections.getDisplayedConnections().map((c) => c.connectorId)).toEqual(['io.metamask'])
    expect(latch.connections.getRecentConnections()).toEqual([])
  })

  it('off: asking for another wallet raises "Multi-Wallet Not Enabled" with its advice', () => {
    const { latch } = setup()
    expect(latch.connections.requestMultiWallet()).toBe(true)
    expect(latch.getState().alerts.current).toBeUndefined()
    latch.options.setRemoteFeatures({ multiWallet: false })
    expect(latch.connections.requestMultiWallet()).toBe(false)
    expect(latch.getState().alerts.current).toEqual({
      code: 'MULTI_WALLET_NOT_ENABLED',
      message: 'Multi-Wallet Not Enabled',
      advice: 'Enable the multiWallet feature in the project configuration to use several wallets at once.',
      variant: 'warning',
    })
  })

  it('off: a new connect replaces the namespace’s connection instead of adding one', async () => {
    const { latch, evm } = setup()
    latch.options.setRemoteFeatures({ multiWallet: false })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    expect(latch.getConnections().map((c) => c.connectorId)).toEqual(['io.rabby'])
    await Promise.resolve()
    expect(evm.calls.filter((c) => c.method === 'disconnect').map((c) => c.params)).toEqual([
      { connectorId: 'io.metamask' },
    ])
  })
})

describe('connectors discovered in the page are untrusted', () => {
  const html = 'data:text/html,<script>alert(1)</script>'

  it('an announced icon that is not safe in an <img> never reaches the connectors or the wallet info', async () => {
    const { latch } = setup([
      { ...testConnector('eip155', 'io.metamask'), imageUrl: html },
      { ...testConnector('eip155', 'io.rabby'), imageUrl: 'javascript:alert(1)' },
      { ...testConnector('eip155', 'io.safe'), imageUrl: 'data:image/png;base64,iVBORw0KGgo=' },
    ])
    latch.mount()
    await latch.ready()
    expect(latch.getState().connections.connectors.map((c) => [c.id, c.imageUrl])).toEqual([
      ['io.metamask', undefined],
      ['io.rabby', undefined],
      ['io.safe', 'data:image/png;base64,iVBORw0KGgo='],
    ])
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(latch.getWalletInfo()).toEqual({
      name: 'Wallet io.metamask',
      connectorId: 'io.metamask',
      type: 'announced',
    })
    expect(latch.wallets.getWallets().map((w) => w.image_url)).not.toContain(html)
  })

  it('keeps at most 100 connectors per namespace and drops one with an over-long name', async () => {
    const { latch, evm } = setup([])
    latch.mount()
    await latch.ready()
    const flood = Array.from({ length: 5_000 }, (_, i) => testConnector('eip155', `io.w${i}`))
    evm.emit({
      type: 'connectorsChanged',
      connectors: [{ ...testConnector('eip155', 'io.long'), name: 'n'.repeat(10_000) }, ...flood],
    })
    const ids = latch.getState().connections.connectors.map((c) => c.id)
    expect(ids).toHaveLength(100)
    expect(ids).not.toContain('io.long')
  })
})
