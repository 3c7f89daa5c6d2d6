import { describe, expect, it } from 'vitest'
import { ValidationError } from '../shared/errors/errors'
import type { CaipNetworkId, ChainNamespace } from '../shared/networks/types'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'

const { ethereum, sepolia, solana } = testNetworks

function twoChains(options: { ignoreNetworkSwitchConfirmation?: boolean } = {}) {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const sol = createMemoryAdapter({ namespace: 'solana', connectors: [testConnector('solana', 'phantom')] })
  const latch = createLatch({
    adapters: [evm.adapter, sol.adapter],
    networks: [ethereum, sepolia, solana],
    ...options,
  })
  return { latch, evm, sol }
}

describe('createLatch', () => {
  it('two instances do not share state', async () => {
    const a = twoChains().latch
    const b = twoChains().latch
    await a.open({ view: 'Networks' })
    await a.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    a.events.track('SEND_INITIATED')
    expect(b.getState().modal.open).toBe(false)
    expect(b.getState().router.view).toBe('Connect')
    expect(b.getAccount().address).toBeUndefined()
    expect(b.getEvents()).toEqual([])
    expect(a.state).not.toBe(b.state)
  })

  it('starts closed on Connect with the default network active per namespace and the first namespace active', () => {
    const { latch } = twoChains()
    const state = latch.getState()
    expect(state.modal).toEqual({
      open: false,
      loading: false,
      loadingNamespaceMap: {},
      shake: false,
      namespace: undefined,
    })
    expect(state.chains.activeNamespace).toBe('eip155')
    expect(state.chains.activeNetworkIds).toEqual({ eip155: 'eip155:1', solana: solana.caipNetworkId })
    expect(latch.getNetwork({ namespace: 'solana' })?.name).toBe('Solana')
  })

  it('rejects invalid options with a typed error before creating anything', () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const cases: [unknown, string][] = [
      [{ adapters: [], networks: [] }, 'NO_NETWORKS'],
      [{ adapters: [evm.adapter, evm.adapter], networks: [ethereum] }, 'DUPLICATE_ADAPTER'],
      [{ adapters: [evm.adapter], networks: [solana] }, 'NO_NETWORKS'],
      [{ adapters: [], networks: [ethereum, ethereum] }, 'DUPLICATE_NETWORK'],
      [{ adapters: [], networks: [{ ...ethereum, chainNamespace: 'solana' }] }, 'INVALID_NETWORK'],
      [{ adapters: [], networks: [ethereum], defaultNetwork: 'eip155:5' }, 'NETWORK_NOT_FOUND'],
      [{ adapters: [], networks: [ethereum], projectId: ' ' }, 'INVALID_PROJECT_ID'],
      [{ adapters: [], networks: [{ ...ethereum, caipNetworkId: 'nope' }] }, 'INVALID_CAIP_NETWORK'],
    ]
    for (const [options, code] of cases) {
      // @ts-expect-error: untyped input on purpose
      expect(() => createLatch(options)).toThrowError(
        expect.objectContaining({ name: 'ValidationError', code }),
      )
    }
    expect(() => createLatch({ adapters: [], networks: [ethereum], defaultNetwork: 'eip155:5' })).toThrow(
      ValidationError,
    )
  })

  it('a requested view is shown; else Account when connected, Connect when not', async () => {
    const { latch } = twoChains()
    await latch.open()
    expect(latch.getState().router.view).toBe('Connect')
    latch.close()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.open()
    expect(latch.getState().router.view).toBe('Account')
    latch.close()
    await latch.open({ view: 'Networks' })
    expect(latch.getState().router.view).toBe('Networks')
  })

  it('with no adapters it opens on AllWallets on mobile and ConnectingWalletConnectBasic otherwise (injectable mobile check)', async () => {
    let mobile = true
    const latch = createLatch({ adapters: [], networks: [ethereum], isMobile: () => mobile })
    await latch.open()
    expect(latch.getState().router.view).toBe('AllWallets')
    latch.close()
    mobile = false
    await latch.open()
    expect(latch.getState().router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('with manual wallet-connect control it opens on the basic wallet-connect screen even when adapters exist', async () => {
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [evm.adapter], networks: [ethereum], manualWalletConnect: true })
    await latch.open()
    expect(latch.getState().router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('switching to the active network does nothing', async () => {
    const { latch, evm } = twoChains()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.switchNetwork('eip155:1')
    expect(latch.getState().modal.open).toBe(false)
    expect(evm.calls.filter((c) => c.method === 'switchNetwork')).toEqual([])
  })

  it('switching to another namespace not yet connected opens SwitchActiveChain with its parameters; confirming goes on to Connect', async () => {
    const { latch } = twoChains()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.switchNetwork(solana)
    const { router, modal } = latch.getState()
    expect(modal.open).toBe(true)
    expect(router.view).toBe('SwitchActiveChain')
    expect(router.data).toEqual({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
      network: solana,
    })
    await latch.chains.confirmSwitch()
    expect(latch.getState().chains.activeNamespace).toBe('solana')
    expect(latch.getState().router.view).toBe('Connect')
    expect(latch.getState().router.history).toEqual(['Connect'])
  })

  it('switching network with a wallet connected shows SwitchNetwork; confirming asks the wallet then goes back', async () => {
    const { latch, evm } = twoChains()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.open({ view: 'Networks' })
    await latch.switchNetwork(sepolia)
    expect(latch.getState().router.view).toBe('SwitchNetwork')
    expect(latch.getState().router.data.network?.caipNetworkId).toBe('eip155:11155111')
    await latch.chains.confirmSwitch()
    expect(evm.calls.filter((c) => c.method === 'switchNetwork').map((c) => c.params)).toEqual([
      'eip155:11155111',
    ])
    expect(latch.getNetwork()?.caipNetworkId).toBe('eip155:11155111')
    expect(latch.getAccount().caipAddress).toBe('eip155:11155111:eip155-io.metamask-address')
    expect(latch.getState().router.view).toBe('Networks')
  })

  it('with ignoreNetworkSwitchConfirmation the switch goes straight to the wallet', async () => {
    const { latch, evm } = twoChains({ ignoreNetworkSwitchConfirmation: true })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.switchNetwork('eip155:11155111')
    expect(latch.getState().modal.open).toBe(false)
    expect(evm.calls.some((c) => c.method === 'switchNetwork')).toBe(true)
    expect(latch.getNetwork()?.name).toBe('Sepolia')
  })

  it('with the auth connector in use the SwitchNetwork view shows even when confirmation is ignored', async () => {
    const { latch, evm } = twoChains({ ignoreNetworkSwitchConfirmation: true })
    await latch.connect({ namespace: 'eip155', connectorId: 'ID_AUTH' })
    await latch.switchNetwork(sepolia)
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getState().router.view).toBe('SwitchNetwork')
    expect(evm.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
  })

  it('switching to a network the app does not have throws "Network Not Found" and changes nothing', async () => {
    const { latch } = twoChains()
    await expect(latch.switchNetwork('eip155:5')).rejects.toThrow('Network Not Found')
    expect(latch.getNetwork()?.caipNetworkId).toBe('eip155:1')
  })

  it('the network online/offline flag toggles', () => {
    const { latch } = twoChains()
    latch.chains.setOnline(false)
    expect(latch.getState().chains.online).toBe(false)
    latch.chains.setOnline(true)
    expect(latch.getState().chains.online).toBe(true)
  })
})

describe('get/watch pairs', () => {
  it('watchAccount, watchNetwork, watchConnections and watchWalletInfo report changes of the selected namespace', async () => {
    const { latch } = twoChains()
    const addresses: (string | undefined)[] = []
    const networks: (string | undefined)[] = []
    const connectionCounts: number[] = []
    const wallets: (string | undefined)[] = []
    latch.watchAccount((a) => addresses.push(a.address))
    latch.watchNetwork((n) => networks.push(n?.caipNetworkId))
    latch.watchConnections((c) => connectionCounts.push(c.length))
    latch.watchWalletInfo((w) => wallets.push(w?.name))
    const solanaAddresses: (string | undefined)[] = []
    latch.watchAccount((a) => solanaAddresses.push(a.address), { namespace: 'solana' })

    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await Promise.resolve()
    await latch.chains.switchNow(sepolia)
    await Promise.resolve()
    await latch.disconnect()
    await Promise.resolve()

    expect(addresses).toContain('eip155-io.metamask-address')
    expect(addresses.at(-1)).toBeUndefined()
    expect(networks).toEqual(['eip155:11155111'])
    expect(connectionCounts).toEqual([1, 0])
    expect(wallets).toEqual(['Wallet io.metamask', undefined])
    expect(solanaAddresses).toEqual([])
  })

  it('subscribe is called after a change with a snapshot and stops after unsubscribe', async () => {
    const { latch } = twoChains()
    const views: string[] = []
    const stop = latch.subscribe((s) => views.push(s.router.view))
    await latch.open({ view: 'Networks' })
    await Promise.resolve()
    stop()
    latch.close()
    await Promise.resolve()
    expect(views).toEqual(['Networks'])
  })
})

describe('networks', () => {
  it('takes CAIP-2 networks across the SPEC namespaces, with an active network per namespace and one active namespace', () => {
    const make = (id: `${string}:${string}`, symbol: string) => {
      const [ns, ref] = id.split(':') as [ChainNamespace, string]
      return {
        id: ref,
        caipNetworkId: id as CaipNetworkId,
        chainNamespace: ns,
        name: id,
        nativeCurrency: { name: symbol, symbol, decimals: 6 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      }
    }
    const networks = [
      make('eip155:1', 'ETH'),
      make('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL'),
      make('polkadot:91b171bb158e2d3848fa23a9f1c25182', 'DOT'),
      make('bip122:000000000019d6689c085ae165831e93', 'BTC'),
      make('cosmos:cosmoshub-4', 'ATOM'),
      make('sui:mainnet', 'SUI'),
      make('stacks:1', 'STX'),
    ]
    const latch = createLatch({ adapters: [], networks, defaultNetwork: 'stacks:1' })
    const { activeNamespace, activeNetworkIds } = latch.getState().chains
    expect(activeNamespace).toBe('stacks')
    expect(Object.keys(activeNetworkIds).sort()).toEqual(
      ['bip122', 'cosmos', 'eip155', 'polkadot', 'solana', 'stacks', 'sui'].sort(),
    )
    latch.chains.setActiveNamespace('bip122')
    expect(latch.getNetwork()?.nativeCurrency.symbol).toBe('BTC')
    expect(latch.getNetwork({ namespace: 'sui' })?.caipNetworkId).toBe('sui:mainnet')
  })
})

describe('the instance shows only public actions', () => {
  it('latch.modal, chains, connections, account, events and snack carry their public members, not the kernel-only ones', () => {
    const { latch } = twoChains()
    expect(Object.keys(latch.modal).sort()).toEqual(['canClose', 'onClose', 'setLoading', 'shake'])
    expect(Object.keys(latch.chains).sort()).toEqual([
      'confirmSwitch',
      'getActiveNetwork',
      'getNetworks',
      'setActiveNamespace',
      'setOnline',
      'switchNow',
    ])
    expect(Object.keys(latch.connections)).not.toContain('applyConnection')
    expect(Object.keys(latch.connections)).toContain('onConnected')
    expect(Object.keys(latch.account).sort()).toEqual([
      'patch',
      'refreshBalance',
      'setAddressLabel',
      'setCurrentTab',
    ])
    expect(Object.keys(latch.events)).toEqual(['track'])
    expect(Object.keys(latch.snack).sort()).toEqual(['hide', 'showError', 'showLoading', 'showSuccess'])
  })
})
