import { checkNextApp } from './checkNextApp'
import { checkNextWagmi2 } from './checkNextWagmi2'
import { checkNode } from './checkNode'
import { checkSolanaAdapter } from './checkSolanaAdapter'
import { checkStacksConnect } from './checkStacksConnect'
import { checkViteReact } from './checkViteReact'
import { checkViteWagmi } from './checkViteWagmi'
import { checkWebpack } from './checkWebpack'
import type { FixtureContext } from './fixtureContext'

/**
 * One consumer fixture: the app folder under tests/consumers/apps it is copied from, dependency
 * versions that make it a variant, and its checks.
 *
 * @example
 * ```ts
 * const fixture = CONSUMER_FIXTURES.find((f) => f.name === 'node')
 * ```
 */
export type ConsumerFixture = {
  name: string
  source: string
  dependencies?: Readonly<Record<string, string>>
  /**
   * Its install needs a native module (better-sqlite3): given the workspace's compiled binary when
   * there is one (packWorkspacePrebuild), else compiled on its first install; started first.
   */
  needsNativeModule?: boolean
  /**
   * Its checks send no transaction on the shared dev chain (they only read it, or use a chain of
   * their own): it is checked beside the fixtures that do, which run one at a time because a check
   * may assert that nothing was mined meanwhile (an embedded wallet's rejected mint).
   */
  readsChainOnly?: boolean
  check: (context: FixtureContext) => Promise<void>
}

/**
 * Every consumer fixture `pnpm test` installs and checks: in this order within each of its two
 * lanes (those that send on the shared dev chain, and beside them those that only read it,
 * `readsChainOnly`).
 *
 * @example
 * ```ts
 * CONSUMER_FIXTURES.map((fixture) => fixture.name) // ['next-app', 'vite-react18', ...]
 * ```
 */
export const CONSUMER_FIXTURES: readonly ConsumerFixture[] = [
  {
    name: 'next-app',
    source: 'next-app',
    readsChainOnly: true,
    check: checkNextApp,
  },
  {
    name: 'vite-react18',
    source: 'vite-react',
    dependencies: { react: '18.3.1', 'react-dom': '18.3.1' },
    check: (context) => checkViteReact(context, { reactMajor: 18, account: 3, receiver: 12 }),
  },
  {
    name: 'vite-react19',
    source: 'vite-react',
    check: (context) => checkViteReact(context, { reactMajor: 19, account: 4, receiver: 13 }),
  },
  {
    // wagmi 3 on React 19 with @latch/wagmi (issue 27, proof 1)
    name: 'vite-wagmi',
    source: 'vite-wagmi',
    check: (context) => checkViteWagmi(context, { account: 5 }),
  },
  {
    name: 'webpack',
    source: 'webpack',
    readsChainOnly: true,
    check: checkWebpack,
  },
  {
    name: 'node',
    source: 'node',
    needsNativeModule: true,
    check: checkNode,
  },
  {
    // @stacks/connect 8-style code on Latch's connection (issue 27, proof 6)
    name: 'stacks-connect',
    source: 'stacks-connect',
    readsChainOnly: true,
    check: checkStacksConnect,
  },
  {
    // @solana/wallet-adapter-react and @solana/kit on Latch's connection (issue 27, proof 5)
    name: 'solana-adapter',
    source: 'solana-adapter',
    readsChainOnly: true,
    check: checkSolanaAdapter,
  },
  {
    // The same app on wagmi 2 and React 18, where ConnectKit apps are (its guide's after-code);
    // a wagmi 2 app names @wagmi/core 2 beside it, as the README says, so @latch/wagmi uses that one
    name: 'vite-wagmi2-react18',
    source: 'vite-wagmi',
    dependencies: { react: '18.3.1', 'react-dom': '18.3.1', wagmi: '2.19.5', '@wagmi/core': '2.22.1' },
    check: (context) => checkViteWagmi(context, { account: 8, embeddedWallet: false }),
  },
  {
    // Next.js 16 + wagmi 2, RainbowKit's template moved to Latch (issue 27, proofs 2 and 3)
    name: 'next-wagmi2',
    source: 'next-wagmi2',
    check: (context) => checkNextWagmi2(context, { accounts: [10, 11] }),
  },
]
