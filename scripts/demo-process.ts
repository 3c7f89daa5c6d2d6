/**
 * The demo's own process, started by `scripts/demo.ts` (`pnpm demo`): builds the demo (unless a build
 * of the same sources is there: examples/demo/cachedBuild.ts), starts the
 * local world (two EVM dev chains, test tokens, the dev wallets for every family, the local Solana
 * node, Stacks API and Esplora, the pairing relay, the embedded wallet's services) and serves the
 * demo on a free port of 127.0.0.1. Prints the URL and runs until interrupted: Ctrl+C (SIGINT),
 * SIGTERM or a closed terminal (SIGHUP) stop the servers and the dev chains' child processes, then
 * the process exits 0. A signal that arrives while the demo builds or starts stops it as soon as
 * what was started can be closed.
 */
import { ensureDemoBuild } from '../examples/demo/cachedBuild'
import { type DemoWorld, startDemoWorld } from '../examples/demo/world'

/** How long closing the started world may take before the process gives up and exits 1. */
const STOP_DEADLINE_MS = 15_000
/** How long a Ctrl+C during the start waits for the start to settle before it exits 1. */
const START_WAIT_MS = 60_000

let starting: Promise<DemoWorld> | undefined
let stopping = false

/** The world once its start has settled (undefined if it failed), waiting at most START_WAIT_MS. */
function waitForStart(): Promise<DemoWorld | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(`The local world did not finish starting within ${START_WAIT_MS / 1000} s.`)
      process.exit(1)
    }, START_WAIT_MS)
    timer.unref()
    void (starting ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then((world) => {
        clearTimeout(timer)
        resolve(world)
      })
  })
}

async function stop(): Promise<void> {
  console.log('\nStopping…')
  try {
    // A world still starting is closed once it is up (a failed start closed itself). The wait
    // for the start has a bound of its own, above the start's own timeouts (a dev chain's is
    // 30 s); the stop deadline bounds the closing only: a slow start on a busy machine is no failure.
    const world = await waitForStart()
    const deadline = setTimeout(() => {
      console.error(`The demo did not stop within ${STOP_DEADLINE_MS / 1000} s.`)
      process.exit(1)
    }, STOP_DEADLINE_MS)
    deadline.unref()
    await world?.close()
  } catch (error) {
    console.error('The demo did not stop cleanly:', error)
    process.exit(1)
  }
  process.exit(0)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // A terminal's Ctrl+C can arrive twice (the terminal's, and the one scripts/demo.ts passes on).
    if (stopping) return
    stopping = true
    void stop()
  })
}

/** An error of an interrupted build or start is the interruption's, not a failure: stop() exits. */
const unlessStopping = (error: unknown): undefined => {
  if (stopping) return undefined
  throw error
}

// Built once per state of the sources, then reused: a second `pnpm demo` (or the e2e tests' build)
// starts without building.
const distDir = await ensureDemoBuild(() => console.log('Building the demo…')).catch(unlessStopping)
if (distDir && !stopping) {
  console.log('Starting the local dev chains…')
  starting = startDemoWorld({ distDir })
  const world = await starting.catch(unlessStopping)
  if (world && !stopping) printWorld(world)
}

function printWorld(world: DemoWorld): void {
  const stacks = world.stacks
  console.log(`\nLatch demo: ${world.url}`)
  console.log(`  dev chains: ${world.config.evmChains.map((c) => `${c.name} ${c.rpcUrl}`).join(', ')}`)
  console.log(
    `  dev wallet: ${world.devAddress} (switch "Dev wallet" on in the page: EVM, Solana and Stacks/Bitcoin)`,
  )
  console.log(`  Solana: local node ${world.config.solana?.rpcUrl}, dev account ${world.solana.devAddress}`)
  console.log(
    `  Stacks and Bitcoin: local Stacks API and Esplora ${stacks.config.apiUrl}, dev wallet ${stacks.devAccounts.stxAddress} / ${stacks.devAccounts.btcPaymentAddress}`,
  )
  console.log(`  pairing (WalletConnect): relay stand-in ${world.config.pairing?.relayUrl}`)
  console.log(
    `  email & social sign-up: auth service ${world.config.embeddedWallet?.authUrl}, key frame ${world.embeddedWallet.frameOrigin}, OAuth stand-in ${world.embeddedWallet.oauthUrl} (codes appear in the page's dev mailbox)`,
  )
  const farcaster = world.embeddedWallet.farcaster
  console.log(
    `  Farcaster sign-in: relay stand-in ${farcaster.relayUrl}, dev Farcaster app ${farcaster.appUrl} (fid ${farcaster.fid}; the sign-in link opens it)`,
  )
  console.log('Press Ctrl+C to stop.')
}
