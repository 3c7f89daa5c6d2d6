import { createRequire } from 'node:module'
import path from 'node:path'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import { reserveLoopbackPort } from '../net/reserveLoopbackPort'
import { spawnTiedNode } from '../process/spawnTiedNode'
import type { AccountAbstractionDeployment } from './deployAccountAbstraction'
import type { DevChain } from './startDevChain'

/**
 * A running ERC-4337 bundler on the dev chain (see {@link startBundler}).
 *
 * @example
 * ```ts
 * const bundler = await startBundler(chain, aa)
 * const client = createBundlerClient({ transport: http(bundler.url) })
 * ```
 */
export type Bundler = {
  /** Its JSON-RPC URL (`eth_sendUserOperation`, `eth_estimateUserOperationGas`, `eth_getUserOperationReceipt`, …), on 127.0.0.1. */
  url: string
  /** Stops it. Idempotent. */
  stop(): Promise<void>
}

/** Dev accounts the bundler signs with: its executor (sends the bundles) and utility account. */
export const BUNDLER_ACCOUNT_INDEXES = { executor: 15, utility: 16 } as const

const READY_POLL_MS = 100

/**
 * Starts `@pimlico/alto` (an ERC-4337 bundler from the registry, an optional peer dependency of the
 * test kit) against a dev chain, for the EntryPoint v0.8 of {@link deployAccountAbstraction}, and
 * resolves when it answers `eth_supportedEntryPoints`. It bundles each operation at once, from dev
 * account 15 (account 16 deploys its simulation contracts through the CREATE2 deployer).
 *
 * Run as Hardhat allows: alto's safe mode (the ERC-7562 validation rules) traces calls with a
 * JavaScript tracer, and Hardhat 2 runs only its default tracer, so safe mode is off; every other
 * check of a user operation (simulation through the EntryPoint, signatures, paymaster deposits) is
 * alto's own. Alto listens on all interfaces (it has no host option); its URL here is the loopback one.
 *
 * @param chain - A dev chain with the ERC-4337 contracts deployed.
 * @param aa - What {@link deployAccountAbstraction} returned.
 * @param options - Start timeout (default 30 s).
 * @returns Its URL and `stop()`.
 * @throws {TestKitError} code `BUNDLER_NOT_STARTED` when alto is not installed, exits, or does not answer in time.
 * @example
 * ```ts
 * const chain = await startDevChain()
 * const bundler = await startBundler(chain, await deployAccountAbstraction(chain))
 * await bundler.stop()
 * ```
 */
export async function startBundler(
  chain: DevChain,
  aa: AccountAbstractionDeployment,
  options: { startTimeoutMs?: number } = {},
): Promise<Bundler> {
  let cli: string
  try {
    // the package exports only its index (esm/index.js); its bin, esm/cli/alto.js, sits beside it
    const index = createRequire(import.meta.url).resolve('@pimlico/alto')
    cli = path.join(path.dirname(index), 'cli', 'alto.js')
  } catch (cause) {
    throw new TestKitError(TEST_KIT_MESSAGES.bundlerNotInstalled, { code: 'BUNDLER_NOT_STARTED', cause })
  }
  const executor = chain.accounts[BUNDLER_ACCOUNT_INDEXES.executor]
  const utility = chain.accounts[BUNDLER_ACCOUNT_INDEXES.utility]
  if (!executor || !utility)
    throw new TestKitError(TEST_KIT_MESSAGES.noDevAccounts, { code: 'BUNDLER_NOT_STARTED' })
  const port = await reserveLoopbackPort()
  const url = `http://127.0.0.1:${port}`
  const node = spawnTiedNode(
    cli,
    [
      ...['--rpc-url', chain.url, '--port', String(port), '--entrypoints', aa.entryPoint],
      ...['--executor-private-keys', executor.privateKey, '--utility-private-key', utility.privateKey],
      ...['--safe-mode', 'false', '--deploy-simulations-contract', 'true', '--log-level', 'warn'],
    ],
    { esm: true },
  )
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-16_384)
  }
  node.child.stdout?.on('data', keep)
  node.child.stderr?.on('data', keep)
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000)
  try {
    for (;;) {
      if (node.child.exitCode !== null)
        throw new TestKitError(TEST_KIT_MESSAGES.bundlerExited(node.child.exitCode), {
          code: 'BUNDLER_NOT_STARTED',
          details: log || undefined,
        })
      if (await answers(url, aa.entryPoint)) return { url, stop: node.stop }
      if (Date.now() > deadline)
        throw new TestKitError(TEST_KIT_MESSAGES.bundlerTimeout, {
          code: 'BUNDLER_NOT_STARTED',
          details: log || undefined,
        })
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
    }
  } catch (error) {
    await node.stop()
    throw error
  }
}

/** True when the bundler at `url` serves `entryPoint`. */
async function answers(url: string, entryPoint: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    const body = (await response.json()) as { result?: unknown }
    return (
      Array.isArray(body.result) &&
      body.result.some((e) => String(e).toLowerCase() === entryPoint.toLowerCase())
    )
  } catch {
    return false
  }
}
