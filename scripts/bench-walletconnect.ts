/**
 * Pairing-path benchmark: time from the user choosing the pairing path (`connector.connect()`) to
 * a pairing URI available for the QR code, against the local relay stand-in. The first run
 * includes loading the universal provider (dynamic import) and initialising it; the next runs reuse
 * the loaded provider, as a user who dismisses and reopens the view does. Also times the QR SVG.
 *
 * Usage: `npx tsx scripts/bench-walletconnect.ts [--runs=5]`
 */
import { performance } from 'node:perf_hooks'
import type { CaipNetwork } from '@latch/core'
import { startPairingRelay } from '@latch/testing/walletconnect'
import {
  createPairingMemoryStorage,
  createPairingQr,
  createWalletConnectConnector,
} from '@latch/walletconnect'

// Keep the SDK off its verify and telemetry hosts: this benchmark only talks to the loopback relay.
process.env.IS_VITEST = 'true'
process.env.DISABLE_GLOBAL_CORE = 'true'

const network: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function main(): Promise<void> {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5)
  const relay = await startPairingRelay()
  const connector = createWalletConnectConnector({
    projectId: 'latch-bench',
    relayUrl: relay.url,
    networks: [network],
    metadata: { name: 'Latch bench', description: 'Pairing benchmark', url: 'http://127.0.0.1', icons: [] },
    storage: createPairingMemoryStorage(),
    logLevel: 'silent',
  })
  const timings: number[] = []
  const qrTimings: number[] = []
  try {
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      const uriReady = new Promise<string>((resolve) => {
        const stop = connector.subscribe((state) => {
          if (state.uri) {
            stop()
            resolve(state.uri)
          }
        })
      })
      const pending = connector.connect().catch(() => undefined)
      const uri = await uriReady
      timings.push(performance.now() - start)
      const qrStart = performance.now()
      await createPairingQr(uri)
      qrTimings.push(performance.now() - qrStart)
      connector.cancel()
      await pending
    }
  } finally {
    await connector.destroy()
    await relay.close()
  }
  const [cold, ...warm] = timings
  console.log(`pairing path -> URI available (local relay), ${runs} run(s)`)
  console.log(`  cold (loads and initialises the universal provider): ${cold?.toFixed(1)} ms`)
  if (warm.length)
    console.log(`  warm (provider loaded), median of ${warm.length}: ${median(warm).toFixed(1)} ms`)
  console.log(
    `  QR SVG: first ${qrTimings[0]?.toFixed(1)} ms (loads qrcode-generator), median ${median(qrTimings).toFixed(1)} ms`,
  )
}

await main()
