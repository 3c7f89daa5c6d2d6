import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import { spawnTiedNode } from '../process/spawnTiedNode'

/**
 * Options of {@link startDevChain}.
 *
 * @example
 * ```ts
 * const second = await startDevChain({ chainId: 31338 })
 * ```
 */
export type StartDevChainOptions = {
  /** Chain id of the node; defaults to 31337 (Hardhat's). Give another for a second chain. */
  chainId?: number
  /** Milliseconds to wait for the node to start; defaults to 30 000. */
  startTimeoutMs?: number
}

/**
 * One funded account of the dev chain (the standard Hardhat test mnemonic, 10 000 ETH each).
 *
 * @example
 * ```ts
 * const [alice] = chain.accounts // { address: '0xf39F...', privateKey: '0xac09...' }
 * ```
 */
export type DevChainAccount = { address: `0x${string}`; privateKey: `0x${string}` }

/**
 * A running local EVM chain.
 *
 * @example
 * ```ts
 * const chain = await startDevChain()
 * console.log(chain.url, chain.chainId, chain.accounts[0].address)
 * await chain.stop()
 * ```
 */
export type DevChain = {
  /** JSON-RPC URL over HTTP (also serves WebSocket), always on 127.0.0.1. */
  url: string
  /** The node's chain id. */
  chainId: number
  /** The 20 funded, unlocked accounts, with their private keys. */
  accounts: readonly DevChainAccount[]
  /** Stops the node and removes its temporary files. Idempotent. */
  stop(): Promise<void>
}

const ACCOUNT_COUNT = 20

/** Where Hardhat is installed: it refuses to run unless resolvable from its working directory. */
function hardhatLocation(): { cli: string; cwd: string } {
  const pkg = createRequire(import.meta.url).resolve('hardhat/package.json')
  const hardhatDir = path.dirname(pkg)
  return {
    cli: path.join(hardhatDir, 'internal', 'cli', 'bootstrap.js'),
    cwd: path.resolve(hardhatDir, '..', '..'),
  }
}

/**
 * Starts a Hardhat 2 node on 127.0.0.1 with a random free port, as a child process running the
 * `node` task with a generated config (no `solidity` key, so no compiler download). Automining:
 * every transaction is mined at once. Resolves when the node serves JSON-RPC. The node runs in a
 * process group of its own, so only `stop()` (or the end of the process that started it) ends it:
 * a Ctrl+C in the terminal goes to that process, which decides when to stop its chains.
 *
 * @param options - Chain id and start timeout.
 * @returns The chain's URL, chain id, funded accounts and `stop()`.
 * @example
 * ```ts
 * import { startDevChain } from '@latch/testing/evm'
 * const chain = await startDevChain()
 * try {
 *   // ... point the app and the test wallet at chain.url
 * } finally {
 *   await chain.stop()
 * }
 * ```
 */
export async function startDevChain(options: StartDevChainOptions = {}): Promise<DevChain> {
  const chainId = options.chainId ?? 31337
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError(`Invalid chain id ${chainId}`)
  const dir = mkdtempSync(path.join(tmpdir(), 'latch-devchain-'))
  const config = path.join(dir, 'hardhat.config.cjs')
  writeFileSync(config, `module.exports = { networks: { hardhat: { chainId: ${chainId} } } }\n`)
  const { cli, cwd } = hardhatLocation()
  // Hardhat runs in a process group of its own (see spawnTiedNode): a terminal's Ctrl+C reaches the
  // process that started the node, which stops it with stop(), never mid-start behind its back.
  const node = spawnTiedNode(cli, ['node', '--hostname', '127.0.0.1', '--port', '0', '--config', config], {
    cwd,
    env: { HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
  })
  const child = node.child
  const stop = async () => {
    await node.stop()
    rmSync(dir, { recursive: true, force: true })
  }

  try {
    const { url, accounts } = await readStartup(child, options.startTimeoutMs ?? 30_000)
    return { url, chainId, accounts, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Reads the node's banner: the URL line, then each account's address and private key. */
function readStartup(
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ url: string; accounts: DevChainAccount[] }> {
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    const timer = setTimeout(
      () =>
        finish(
          new TestKitError(TEST_KIT_MESSAGES.devChainTimeout(timeoutMs), {
            code: 'CHAIN_NOT_STARTED',
            details: err || undefined,
          }),
        ),
      timeoutMs,
    )
    const finish = (error?: Error, value?: { url: string; accounts: DevChainAccount[] }) => {
      clearTimeout(timer)
      child.stdout?.removeListener('data', onOut)
      child.stdout?.resume()
      child.removeListener('exit', onExit)
      if (error) reject(error)
      else if (value) resolve(value)
    }
    const onOut = (chunk: Buffer) => {
      out += chunk.toString('utf8')
      const url = /Started HTTP and WebSocket JSON-RPC server at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1]
      const accounts = [
        ...out.matchAll(/Account #\d+: (0x[0-9a-fA-F]{40}).*\r?\nPrivate Key: (0x[0-9a-fA-F]{64})/g),
      ].map((m) => ({ address: m[1] as `0x${string}`, privateKey: m[2] as `0x${string}` }))
      if (url && accounts.length >= ACCOUNT_COUNT) finish(undefined, { url, accounts })
    }
    const onExit = (code: number | null) =>
      finish(
        new TestKitError(TEST_KIT_MESSAGES.devChainExited(code), {
          code: 'CHAIN_NOT_STARTED',
          details: `${err}${out}` || undefined,
        }),
      )
    child.stdout?.on('data', onOut)
    child.stderr?.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-16_384)
    })
    child.once('exit', onExit)
  })
}
