import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import type { FixtureContext } from './fixtureContext'
import { runCommand } from './runCommand'

/** Dev-chain accounts of the providers script: the wallet's and the receiver's (no other fixture uses them). */
const SENDER = 14
const RECEIVER = 15

/**
 * The Node fixture: `node app.mjs` with no loader (headless core, the sign-in verifiers of each
 * family, the auth service started and stopped); `node providers.mjs`, where an ethers v6
 * `BrowserProvider` and a viem `WalletClient` send on the dev chain through Latch's typed provider
 * (issue 27, proof 4: both transfers are read back from the chain, from the wallet's account, for
 * exactly their amounts); and `tsc` over a file using the public API under `moduleResolution`
 * bundler and node16, strict, library types checked.
 *
 * @param context - The fixture's context.
 * @example
 * ```ts
 * await checkNode({ ...context, name: 'node', dir })
 * ```
 */
export async function checkNode(context: FixtureContext): Promise<void> {
  const { checks, dir, name } = context
  await checks.run(
    `${name}: node app.mjs runs the headless core, the SIWX verifiers and the auth service`,
    () =>
      runCommand('node', ['app.mjs'], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-app.log`),
        env: { NODE_OPTIONS: undefined },
        timeoutMs: 120_000,
      }),
  )
  await checks.run(
    `${name}: node providers.mjs: an ethers v6 script and a viem WalletClient send on the dev chain through latch.getProvider's EIP-1193 provider`,
    async () => {
      const chain = await context.chain()
      const from = chain.accounts[SENDER]!
      const to = chain.accounts[RECEIVER]!.address
      const client = createPublicClient({ transport: http(chain.url) })
      const before = await client.getBalance({ address: to })
      const log = path.join(context.logDir, `${name}-providers.log`)
      await runCommand('node', ['providers.mjs'], {
        cwd: dir,
        log,
        env: { NODE_OPTIONS: undefined, RPC_URL: chain.url, WALLET_KEY: from.privateKey, RECEIVER: to },
        timeoutMs: 120_000,
      })
      const sent = JSON.parse(readFileSync(log, 'utf8').trim().split('\n').at(-1) ?? '') as {
        ethers: Hex
        viem: Hex
      }
      for (const [library, hash, value] of [
        ['ethers', sent.ethers, parseEther('0.5')],
        ['viem', sent.viem, parseEther('0.125')],
      ] as const) {
        const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        const tx = await client.getTransaction({ hash })
        if (
          receipt.status !== 'success' ||
          tx.from.toLowerCase() !== from.address.toLowerCase() ||
          tx.to?.toLowerCase() !== to.toLowerCase() ||
          tx.value !== value
        )
          throw new Error(
            `${library}'s transaction ${hash} is not ${value} wei from ${from.address} to ${to}`,
          )
      }
      const received = (await client.getBalance({ address: to })) - before
      if (received !== parseEther('0.625')) throw new Error(`The receiver got ${received} wei, not 0.625 ETH`)
    },
  )
  for (const resolution of ['bundler', 'node16']) {
    await checks.run(`${name}: tsc --noEmit, strict, moduleResolution ${resolution}`, async () => {
      const ms = await runCommand(
        path.join(dir, 'node_modules/.bin/tsc'),
        ['-p', `tsconfig.${resolution}.json`],
        { cwd: dir, log: path.join(context.logDir, `${name}-tsc-${resolution}.log`), timeoutMs: 300_000 },
      )
      context.figures[`${name} tsc ${resolution} s`] = Number((ms / 1000).toFixed(1))
    })
  }
}
