/**
 * A minimal app page for the browser test: the Solana adapter on the page's real `window`, driven
 * from the test through `window.__latchSolanaApp`.
 */
import { createMemoryStore, createStorage } from '@latch/core'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'

const config = (
  window as unknown as { __appConfig: { genesisHash: string; http: string; webSocket: string } }
).__appConfig
const network = solanaLocalnet(config)
const adapter = solanaAdapter({ restoreWaitMs: 0 })
adapter.init({ networks: [network], storage: createStorage(createMemoryStore()), getWindow: () => window })

;(window as unknown as { __latchSolanaApp: unknown }).__latchSolanaApp = {
  connectors: () => adapter.getConnectors().map((c) => ({ name: c.name, installed: c.installed })),
  connect: async (connectorId: string) => (await adapter.connect({ connectorId })).accounts[0]?.address,
  balance: async (address: string) => String((await adapter.getBalance({ address, network })).value),
  sign: (connectorId: string, address: string, message: string) =>
    adapter.signMessage({ connectorId, address, message, network }),
  send: async (connectorId: string, from: string, to: string, lamports: string) =>
    (
      await adapter.send!({
        connectorId,
        network,
        from,
        to,
        amount: BigInt(lamports),
        token: { symbol: 'SOL', decimals: 9 },
      })
    ).hash,
  sendToken: async (connectorId: string, from: string, to: string, mint: string, amount: string) =>
    (
      await adapter.send!({
        connectorId,
        network,
        from,
        to,
        amount: BigInt(amount),
        token: { address: mint, symbol: 'TEST', decimals: 6 },
      })
    ).hash,
  sendError: (connectorId: string, from: string, to: string) =>
    adapter.send!({
      connectorId,
      network,
      from,
      to,
      amount: 1_000_000n,
      token: { symbol: 'SOL', decimals: 9 },
    }).then(
      () => null,
      (error: { name: string; code: unknown }) => ({ name: error.name, code: error.code }),
    ),
}
