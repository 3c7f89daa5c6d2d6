import { createLatch, createMemoryStore, type Latch } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import type { TestWallet } from '@latch/testing/evm'
import { createLatchWagmiConfig } from '@latch/wagmi'
import { http, type Storage } from '@wagmi/core'
import { defineChain } from 'viem'
import { vi } from 'vitest'
import { type EvmWorld, walletFor } from '../evm/evmWorld'

export { evmWorldPerSuite } from '../evm/evmWorldPerSuite'

/** A viem chain for a dev chain of the world (what the app gives wagmi). */
export function viemChain(chainId: number, url: string) {
  return defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
}

/**
 * An app as wagmi users write it, on Latch: a page (`window` stubbed with an EventTarget) where the
 * test wallet of dev chain account `account` announces itself over EIP-6963, Latch with the EVM
 * adapter on both dev chains, mounted and ready, and a wagmi config made by createLatchWagmiConfig
 * with wagmi's own HTTP transports. With `wallet5792` the wallet answers EIP-5792 (calls one after
 * another). The caller unstubs the globals after each test.
 */
export async function wagmiApp(world: EvmWorld, account = 0, wallet5792 = false) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet: TestWallet = walletFor(world.chain, account, 'dev.latch.a', {
    chains: { [world.second.chainId]: world.second.url },
    calls: wallet5792,
  })
  wallet.announce(win)
  const latch: Latch = createLatch({
    adapters: [evmAdapter()],
    networks: [world.network, world.secondNetwork],
    storage: createMemoryStore(),
  })
  const unmount = latch.mount()
  await latch.ready()
  const config = wagmiConfigFor(world, latch)
  return { win, wallet, latch, config, connector: config.connectors[0]!, unmount }
}

/**
 * The app's wagmi config on `latch`: both dev chains, wagmi's own HTTP transports, no storage unless
 * given (with `ssr`, wagmi reads it on mount only, as after a server render).
 */
export function wagmiConfigFor(world: EvmWorld, latch: Latch, storage: Storage | null = null, ssr = false) {
  const first = viemChain(world.chain.chainId, world.chain.url)
  const second = viemChain(world.second.chainId, world.second.url)
  return createLatchWagmiConfig({
    latch,
    chains: [first, second],
    transports: { [first.id]: http(world.chain.url), [second.id]: http(world.second.url) },
    storage,
    ssr,
  })
}

/** Resolves when `check` holds for Latch's state (checked now and on each change). */
export function until(latch: Latch, check: () => boolean): Promise<void> {
  if (check()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = latch.subscribe(() => {
      if (!check()) return
      stop()
      resolve()
    })
  })
}

/** The visitor's part of a connect: waits for Latch's modal to open, then picks the test wallet. */
export async function pickWalletInModal(latch: Latch): Promise<void> {
  await until(latch, () => latch.getState().modal.open)
  await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
}

/**
 * What Latch's SwitchNetwork view does once shown (the modal is not rendered in Node): waits for
 * the view, switches to the network it carries, and goes back.
 */
export async function confirmSwitchInModal(latch: Latch): Promise<void> {
  await until(latch, () => latch.getState().modal.open && latch.getState().router.view === 'SwitchNetwork')
  const network = latch.getState().router.data.network
  if (!network) throw new Error('SwitchNetwork view without a network')
  await latch.chains.switchNow(network.caipNetworkId)
  latch.router.goBack()
}
