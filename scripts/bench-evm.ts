/**
 * EVM benchmark (printed): time from `connect()` to connected state with the test wallet on the
 * local Hardhat chain (median of several runs, through the adapter and through `createLatch`), and
 * the gzip size of what an EVM-only app loads before the user clicks connect.
 *
 * Usage: `tsx scripts/bench-evm.ts [--runs=15]`
 */
import { performance } from 'node:perf_hooks'
import { createLatch, createMemoryStore, createStorage } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createTestWallet, startDevChain, TEST_WALLET_ICON } from '@latch/testing/evm'
import { measure } from './size'
import { SIZE_BUDGETS } from './size-budgets'

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 15)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function main(): Promise<void> {
  const chain = await startDevChain()
  try {
    const network = {
      id: String(chain.chainId),
      caipNetworkId: `eip155:${chain.chainId}` as const,
      chainNamespace: 'eip155' as const,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.url] } },
    }
    const newWallet = (win: EventTarget) => {
      const wallet = createTestWallet({
        rpcUrl: chain.url,
        chainId: chain.chainId,
        privateKeys: [chain.accounts[0]!.privateKey],
        info: { uuid: 'bench', name: 'Bench Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.latch.bench' },
      })
      wallet.announce(win)
      return wallet
    }

    const adapterTimes: number[] = []
    for (let i = 0; i < runs; i++) {
      const win = new EventTarget() as unknown as Window
      newWallet(win)
      const adapter = evmAdapter()
      await adapter.init({
        networks: [network],
        storage: createStorage(createMemoryStore()),
        getWindow: () => win,
      })
      const start = performance.now()
      await adapter.connect({ connectorId: 'dev.latch.bench' })
      adapterTimes.push(performance.now() - start)
    }

    const latchTimes: number[] = []
    const g = globalThis as { window?: unknown }
    for (let i = 0; i < runs; i++) {
      const win = new EventTarget()
      g.window = win
      newWallet(win)
      const latch = createLatch({
        adapters: [evmAdapter()],
        networks: [network],
        storage: createMemoryStore(),
      })
      const unmount = latch.mount()
      await latch.ready()
      const start = performance.now()
      await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.bench' })
      if (!latch.getAccount().isConnected) throw new Error('not connected')
      latchTimes.push(performance.now() - start)
      unmount()
    }
    delete g.window

    const fmt = (v: number) => `${v.toFixed(2)} ms`
    console.log(
      `EVM connect() → connected, test wallet on Hardhat (${runs} runs each; first run includes loading code):`,
    )
    console.log(
      `  adapter.connect     median ${fmt(median(adapterTimes))}, first ${fmt(adapterTimes[0]!)}, max ${fmt(Math.max(...adapterTimes))}`,
    )
    console.log(
      `  latch.connect       median ${fmt(median(latchTimes))}, first ${fmt(latchTimes[0]!)}, max ${fmt(Math.max(...latchTimes))}`,
    )
  } finally {
    await chain.stop()
  }

  const budget = SIZE_BUDGETS.find((b) => b.name === 'EVM app initial (core + evm)')
  if (budget) {
    const m = await measure(budget)
    console.log(
      `Initial load of an EVM app (@latch/core + @latch/evm): ${(m.gzipBytes / 1024).toFixed(2)} KB gzip ` +
        `(${(m.rawBytes / 1024).toFixed(1)} KB min), budget ${budget.maxGzipKb} KB, ${m.lazyFiles} lazy chunk(s)` +
        (m.forbiddenFound.length ? `; FORBIDDEN in initial load: ${m.forbiddenFound.join(', ')}` : ''),
    )
  }
}

await main()
