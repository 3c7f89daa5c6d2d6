import { createMemoryStore, createStorage, type KeyValueStore } from '@latch/core'
import { createStacksAdapters, defineBitcoinNetwork, defineStacksNetwork } from '@latch/stacks'
import { createTestWbipWallet, type TestWbipWalletOptions } from '@latch/testing/stacks'

/** Test networks; their API URLs are never fetched unless a test serves them. */
export const stacksTestnet = defineStacksNetwork('testnet', 'http://127.0.0.1:9/unused')
export const bitcoinTestnet = defineBitcoinNetwork('testnet', 'http://127.0.0.1:9/unused')

/**
 * A page (a plain window-like object) with one test wallet installed and both adapters
 * initialised over fresh storage.
 */
export async function setupStacksWorld(
  options: TestWbipWalletOptions,
  networks = [stacksTestnet, bitcoinTestnet],
) {
  const win: Record<string, unknown> = {}
  const wallet = createTestWbipWallet(options)
  wallet.install(win)
  const kv: KeyValueStore = createMemoryStore()
  const storage = createStorage(kv)
  const adapters = createStacksAdapters()
  const context = { networks, storage, getWindow: () => win as unknown as Window }
  await Promise.all([adapters.stacks.init(context), adapters.bip122.init(context)])
  return { win, wallet, kv, storage, ...adapters }
}
