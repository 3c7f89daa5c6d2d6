/**
 * `pnpm demo`: builds the demo, starts the local world (two EVM dev chains, test tokens, the dev
 * wallet) and serves the demo on a free port of 127.0.0.1. Prints the URL and runs until
 * interrupted (Ctrl+C), then stops the server and the chains.
 */
import path from 'node:path'
import { buildDemo } from '../examples/demo/build'
import { startDemoWorld } from '../examples/demo/world'

const distDir = path.resolve('examples/demo/dist')

console.log('Building the demo…')
await buildDemo(distDir)
console.log('Starting the local dev chains…')
const world = await startDemoWorld({ distDir })

console.log(`\nLatch demo: ${world.url}`)
console.log(`  dev chains: ${world.config.evmChains.map((c) => `${c.name} ${c.rpcUrl}`).join(', ')}`)
console.log(`  dev wallet: ${world.devAddress} (switch "Dev wallet" on in the page)`)
console.log(
  `  email & social sign-up: auth service ${world.config.embeddedWallet?.authUrl}, key frame ${world.embeddedWallet.frameOrigin}, OAuth stand-in ${world.embeddedWallet.oauthUrl} (codes appear in the page's dev mailbox)`,
)
console.log('Press Ctrl+C to stop.')

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('\nStopping…')
  await world.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
