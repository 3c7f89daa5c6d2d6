/**
 * Data layer benchmarks (printed, not asserted):
 * 1. filter + search over a merged list of 5,000 wallets: median time per query (target < 2 ms);
 * 2. requests made by opening AllWallets with a projectId before the first page has data (target ≤ 2).
 *
 * Run: npx tsx scripts/bench-data.ts
 */
import { performance } from 'node:perf_hooks'
import {
  type CaipNetwork,
  type Connector,
  createLatch,
  createWalletSearch,
  filterWallets,
  mergeWallets,
  searchWallets,
  type WalletListing,
} from '@latch/core'
import { seedWallets, startApiServer } from '@latch/testing/api'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

function benchFilterSearch(): {
  medianMs: number
  p95Ms: number
  queries: number
  mergeMs: number
  oneShotMedianMs: number
} {
  const listing: WalletListing[] = seedWallets(5000).map((w) => ({
    id: w.id,
    name: w.name,
    image_id: w.image_id,
    rdns: w.rdns ?? undefined,
    mobile_link: w.mobile_link ?? undefined,
    desktop_link: w.desktop_link ?? undefined,
    webapp_link: w.webapp_link ?? undefined,
    chains: w.chains,
    display_index: w.display_index,
  }))
  const discovered: Connector[] = Array.from({ length: 10 }, (_, i) => ({
    id: `com.seed.w${String(i * 3 + 30).padStart(4, '0')}`,
    type: 'announced',
    name: `Injected ${i}`,
    chain: 'eip155',
    rdns: `com.seed.w${String(i * 3 + 30).padStart(4, '0')}`,
    installed: true,
  }))
  const mergeStart = performance.now()
  const merged = mergeWallets({
    recent: listing.slice(10, 12),
    discovered,
    featured: listing.slice(0, 4),
    listing,
  })
  const search = createWalletSearch(merged)
  const mergeMs = performance.now() - mergeStart
  const contexts = [
    { isMobile: false, namespace: 'eip155' as const },
    {
      isMobile: true,
      namespace: 'solana' as const,
      excludedWallets: [{ name: 'seed wallet 0042' }, { rdns: 'com.seed.w0300' }],
    },
    { universalProvider: true, namespace: 'eip155' as const },
  ]
  const queries = [
    'm',
    'meta',
    ' seed ',
    'Seed Wallet 4',
    'wallet 49',
    'xyz',
    '  phantom',
    'seed wallet 0001',
    'w',
    'injected',
  ]
  for (let i = 0; i < 50; i += 1) for (const q of queries) filterWallets(search(q), contexts[i % 3] ?? {})
  const times: number[] = []
  for (let round = 0; round < 60; round += 1)
    for (const [index, query] of queries.entries()) {
      const start = performance.now()
      filterWallets(search(query), contexts[(round + index) % 3] ?? {})
      times.push(performance.now() - start)
    }
  const oneShot: number[] = []
  for (let round = 0; round < 20; round += 1)
    for (const [index, query] of queries.entries()) {
      const start = performance.now()
      filterWallets(searchWallets(merged, query), contexts[(round + index) % 3] ?? {})
      oneShot.push(performance.now() - start)
    }
  const sorted = [...times].sort((a, b) => a - b)
  return {
    oneShotMedianMs: median(oneShot),
    medianMs: median(times),
    p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    queries: times.length,
    mergeMs,
  }
}

async function benchAllWalletsRequests(): Promise<{ beforeFirstPage: number; afterSettled: number }> {
  const server = await startApiServer({ wallets: 1200 })
  try {
    const network: CaipNetwork = {
      id: '1',
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    }
    const latch = createLatch({ adapters: [], networks: [network], projectId: 'bench', apiUrl: server.url })
    const firstPage = new Promise<number>((resolve) => {
      const stop = latch.subscribe((state) => {
        if (state.wallets.listing.length > 0) {
          stop()
          resolve(server.requests.length)
        }
      })
    })
    await latch.open({ view: 'AllWallets' })
    const beforeFirstPage = await firstPage
    await new Promise((resolve) => setTimeout(resolve, 500))
    return { beforeFirstPage, afterSettled: server.requests.length }
  } finally {
    await server.close()
  }
}

const result = benchFilterSearch()
console.log(
  `filter+search over 5,000 merged wallets: median ${result.medianMs.toFixed(3)} ms, p95 ${result.p95Ms.toFixed(3)} ms per query (${result.queries} queries; target < 2 ms); merge and index once ${result.mergeMs.toFixed(2)} ms; without a prepared index ${result.oneShotMedianMs.toFixed(3)} ms median`,
)
const requests = await benchAllWalletsRequests()
console.log(
  `opening AllWallets with a projectId: ${requests.beforeFirstPage} request(s) before the first page has data (target ≤ 2); ${requests.afterSettled} after images and project checks settle`,
)
