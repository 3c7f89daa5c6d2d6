import { describe, expect, it, vi } from 'vitest'
import { testNetworks } from '../../testing/memoryAdapter'
import type { RouterData, RouterView } from '../router/views'
import { createChainsController } from './createChainsController'
import { switchNetwork } from './switchNetwork'

function setup(options: { connected?: boolean; modalOpen?: boolean; ignoreConfirmation?: boolean } = {}) {
  const { ethereum, sepolia, solana } = testNetworks
  const state = {
    chains: {
      networks: [ethereum, sepolia, solana],
      activeNamespace: 'eip155' as const,
      activeNetworkIds: { eip155: ethereum.caipNetworkId, solana: solana.caipNetworkId },
      online: true,
    },
    connections: { activeConnectorIds: options.connected ? { eip155: 'io.metamask' } : {} },
    options: { ignoreNetworkSwitchConfirmation: options.ignoreConfirmation ?? false },
    modal: { open: options.modalOpen ?? false },
  }
  const isConnected = (ns: string) => options.connected === true && ns === 'eip155'
  const router = { push: vi.fn<(view: RouterView, data?: RouterData) => void>() }
  const modal = { open: vi.fn() }
  const chains = createChainsController(state.chains, {
    getAdapter: () => undefined,
    getActiveConnectorId: (ns) => state.connections.activeConnectorIds[ns as 'eip155'],
    isConnected,
    onNetworkChanged: () => undefined,
    router: { ...router, replace: vi.fn(), goBack: vi.fn(), goBackTo: vi.fn(), reset: vi.fn() },
    routerState: { view: 'Connect', data: {}, history: ['Connect'], transition: 'next' },
  })
  const run = (network: Parameters<typeof switchNetwork>[1]) =>
    switchNetwork(state, network, { chains: chains.actions, router, modal, isConnected })
  return { state, router, modal, run }
}

describe('latch.switchNetwork (SPEC §2 network switching)', () => {
  it('the active network does nothing', async () => {
    const { state, router, modal, run } = setup({ connected: true })
    await run(testNetworks.ethereum)
    expect(state.chains.activeNetworkIds.eip155).toBe('eip155:1')
    expect(router.push).not.toHaveBeenCalled()
    expect(modal.open).not.toHaveBeenCalled()
  })

  it('another namespace not yet connected opens the modal on SwitchActiveChain', async () => {
    const { modal, run } = setup()
    await run(testNetworks.solana.caipNetworkId)
    expect(modal.open).toHaveBeenCalledWith({
      view: 'SwitchActiveChain',
      data: expect.objectContaining({ switchToChain: 'solana', network: testNetworks.solana }),
    })
  })

  it('with a wallet connected and the modal open, SwitchNetwork is pushed to confirm in the wallet', async () => {
    const { state, router, run } = setup({ connected: true, modalOpen: true })
    await run(testNetworks.sepolia)
    expect(router.push).toHaveBeenCalledWith('SwitchNetwork', { network: testNetworks.sepolia })
    expect(state.chains.activeNetworkIds.eip155).toBe('eip155:1')
  })

  it('with no wallet connected in the namespace, the switch is direct', async () => {
    const { state, router, modal, run } = setup()
    await run(testNetworks.sepolia)
    expect(state.chains.activeNetworkIds.eip155).toBe('eip155:11155111')
    expect(router.push).not.toHaveBeenCalled()
    expect(modal.open).not.toHaveBeenCalled()
  })

  it('a network that is not one of the app networks rejects with "Network Not Found"', async () => {
    const { run } = setup()
    await expect(run('eip155:999')).rejects.toMatchObject({
      shortMessage: 'Network Not Found',
      code: 'NETWORK_NOT_FOUND',
    })
  })
})
