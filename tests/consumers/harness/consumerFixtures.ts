import { checkNextApp } from './checkNextApp'
import { checkNode } from './checkNode'
import { checkViteReact } from './checkViteReact'
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
  /** Its first install compiles a native module (better-sqlite3): started first, checked last. */
  compilesOnInstall?: boolean
  /** The names of its checks, counted as failed when it does not install. */
  checkNames: readonly string[]
  check: (context: FixtureContext) => Promise<void>
}

/** Every consumer fixture `pnpm test` installs and checks, in the order they are checked. */
export const CONSUMER_FIXTURES: readonly ConsumerFixture[] = [
  {
    name: 'next-app',
    source: 'next-app',
    checkNames: ['next build', 'next start', 'Chromium'],
    check: checkNextApp,
  },
  {
    name: 'vite-react18',
    source: 'vite-react',
    dependencies: { react: '18.3.1', 'react-dom': '18.3.1' },
    checkNames: ['vite build', 'initial JS budget', 'Chromium'],
    check: (context) => checkViteReact(context, { reactMajor: 18, account: 3, receiver: 12 }),
  },
  {
    name: 'vite-react19',
    source: 'vite-react',
    checkNames: ['vite build', 'initial JS budget', 'Chromium'],
    check: (context) => checkViteReact(context, { reactMajor: 19, account: 4, receiver: 13 }),
  },
  {
    name: 'webpack',
    source: 'webpack',
    checkNames: ['webpack build', 'Chromium'],
    check: checkWebpack,
  },
  {
    name: 'node',
    source: 'node',
    compilesOnInstall: true,
    checkNames: ['node app.mjs', 'tsc bundler', 'tsc node16'],
    check: checkNode,
  },
]
