import { createMemoryStore, createStorage } from '@latch/core'
import { type SolanaAdapter, solanaAdapter, solanaLocalnet } from '@latch/solana'
import {
  createSolanaTestWallet,
  type SolanaRpc,
  type SolanaTestWallet,
  startSolanaRpc,
} from '@latch/testing/solana'

/** A local chain, a page-like window with the test wallet registered, and an initialised adapter. */
export type SolanaWorld = {
  rpc: SolanaRpc
  network: ReturnType<typeof solanaLocalnet>
  window: EventTarget
  test: SolanaTestWallet
  adapter: SolanaAdapter
  stop(): Promise<void>
}

/**
 * Starts the local SVM node, registers a Wallet Standard test wallet on an EventTarget standing in
 * for `window` (Node has no DOM; discovery only needs events) and initialises the adapter.
 */
export async function startSolanaWorld(
  options: { walletName?: string; restoreWaitMs?: number; signIn?: boolean } = {},
): Promise<SolanaWorld> {
  const rpc = await startSolanaRpc()
  const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
  const window = new EventTarget()
  const test = createSolanaTestWallet({
    rpcUrl: rpc.url,
    ...(options.walletName ? { name: options.walletName } : {}),
    ...(options.signIn ? { signIn: true } : {}),
  })
  test.register(window)
  const adapter = solanaAdapter({ restoreWaitMs: options.restoreWaitMs ?? 0 })
  await adapter.init({
    networks: [network],
    storage: createStorage(createMemoryStore()),
    getWindow: () => window as unknown as Window,
  })
  return {
    rpc,
    network,
    window,
    test,
    adapter,
    stop: async () => {
      adapter.destroy?.()
      await rpc.stop()
    },
  }
}
