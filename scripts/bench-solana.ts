/**
 * Solana benchmark (printed): time from `adapter.connect()` to connected with the Wallet Standard
 * test wallet, a SOL send on the local SVM, and the gzip size of @latch/solana's initial entry
 * against its budget.
 *
 * Usage: `npx tsx scripts/bench-solana.ts [--runs=20]`
 */
import { performance } from 'node:perf_hooks'
import { createMemoryStore, createStorage } from '@latch/core'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'
import { createSolanaTestWallet, startSolanaRpc } from '@latch/testing/solana'
import { measure } from './size'
import { SIZE_BUDGETS } from './size-budgets'

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, n=${samples.length}`
}

async function main(): Promise<void> {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 20)
  const rpc = await startSolanaRpc()
  const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
  const connectTimes: number[] = []
  const sendTimes: number[] = []
  try {
    for (let i = 0; i < runs; i++) {
      const window = new EventTarget()
      const test = createSolanaTestWallet({ rpcUrl: rpc.url })
      test.register(window)
      const adapter = solanaAdapter()
      adapter.init({
        networks: [network],
        storage: createStorage(createMemoryStore()),
        getWindow: () => window as unknown as Window,
      })
      let start = performance.now()
      await adapter.connect({ connectorId: test.wallet.name })
      connectTimes.push(performance.now() - start)
      if (i < 5) {
        await rpc.airdrop(test.address, 1_000_000_000n)
        start = performance.now()
        await adapter.send!({
          connectorId: test.wallet.name,
          network,
          from: test.address,
          to: createSolanaTestWallet().address,
          amount: 100_000_000n,
          token: { symbol: 'SOL', decimals: 9 },
        })
        sendTimes.push(performance.now() - start)
      }
      adapter.destroy?.()
    }
  } finally {
    await rpc.stop()
  }
  console.log(`solana connect() to connected (test wallet): ${stats(connectTimes)}`)
  console.log(`solana send SOL to confirmed (local SVM, first includes web3.js load): ${stats(sendTimes)}`)
  console.log(`  first send ${sendTimes[0]?.toFixed(1)} ms`)
  const budget = SIZE_BUDGETS.find((b) => b.name === '@latch/solana initial entry')
  if (budget) {
    const m = await measure(budget)
    console.log(
      `@latch/solana initial entry: ${(m.gzipBytes / 1024).toFixed(2)} KB gzip (${(m.rawBytes / 1024).toFixed(1)} KB min), budget ${budget.maxGzipKb} KB, ${m.lazyFiles} lazy chunk(s)` +
        (m.forbiddenFound.length ? `; forbidden in initial load: ${m.forbiddenFound.join(', ')}` : ''),
    )
  }
}

await main()
