/**
 * Build of every published package into its `dist/` (`pnpm build`): ESM JavaScript with source maps,
 * bundled `.d.ts` with declaration maps, one output per `exports` subpath. Every dependency and peer
 * (and every other `@latch/*` package) stays an import, so the dynamic `import()` split points of
 * the sources (chain SDKs, WalletConnect, the QR generator, valtio, ...) are still split points in
 * the user's bundle and no third-party code is copied into ours.
 */
import { rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, type UserConfig } from 'tsdown'
import { ensureTypescriptNative } from './tools/typescript-native/ensure.mjs'

type PackageBuild = {
  /** Directory under packages/. */
  dir: string
  /** Output name (without extension) to source entry, relative to the package. */
  entry: Record<string, string>
  /** `browser` for code that runs in the page, `node` for servers and test worlds. */
  platform: 'browser' | 'node' | 'neutral'
  /** Files copied into dist as they are (e.g. CSS). */
  copy?: UserConfig['copy']
  /** Runs after the package's bundle is written (e.g. to prebuild a browser page). */
  done?: () => Promise<void>
}

/**
 * Bundles the key frame page and the offline recovery page (browser code, everything inlined) into
 * `packages/embedded-wallet/dist/frame-page/frame.js` and `recover.js`, which the published frame
 * server reads through `#frame-script`: serving them needs no bundler at run time.
 */
async function prebuildFramePage(): Promise<void> {
  // The options module imports no @latch package: on a fresh clone no package's dist exists yet
  // while this config loads (the frame server's loadFrameScript imports @latch/core for its error).
  const { build } = await import('esbuild')
  const { frameScriptBuildOptions } = await import(
    './packages/embedded-wallet/src/frame/server/frameScriptBuildOptions'
  )
  const dir = new URL('./packages/embedded-wallet/dist/frame-page/', import.meta.url)
  await mkdir(dir, { recursive: true })
  for (const page of ['frame', 'recover'] as const) {
    const [output] = (await build(frameScriptBuildOptions(page))).outputFiles
    if (output === undefined) throw new Error('esbuild produced no frame script')
    await writeFile(new URL(`${page}.js`, dir), output.text)
  }
}

const PACKAGES: readonly PackageBuild[] = [
  {
    dir: 'core',
    // `./kit`: everything but createLatch, for the adapter and server packages: it never reaches the
    // instance's lazily imported slices, so a bundler that splits per file (esbuild) keeps them lazy.
    // `./testing`: core's test doubles, for tests of code built on core; no other entry imports it.
    // `./views`: the rules only the modal's lazily loaded views read, out of the main entry.
    // `./review`: the approval's review (simulation reading, risk rules, request hash) as pure functions.
    entry: {
      index: 'src/exports/index.ts',
      kit: 'src/exports/kit.ts',
      review: 'src/exports/review.ts',
      views: 'src/exports/views.ts',
      testing: 'src/exports/testing.ts',
    },
    platform: 'neutral',
  },
  // `./provider`: the EIP-1193 provider routed through Latch, for the bridges; the adapter's own
  // code imports it too, so it stays out of the main entry's first load.
  {
    dir: 'evm',
    entry: { index: 'src/exports/index.ts', provider: 'src/exports/provider.ts' },
    platform: 'neutral',
  },
  {
    dir: 'solana',
    // `./wallet-adapter` and `./kit`: the bridges, each loaded only by the apps that import it.
    entry: {
      index: 'src/exports/index.ts',
      'wallet-adapter': 'src/exports/wallet-adapter.ts',
      kit: 'src/exports/kit.ts',
    },
    platform: 'neutral',
  },
  {
    dir: 'stacks',
    // `./connect`: @stacks/connect's `request()` over Latch's connection, for apps that import it
    entry: {
      index: 'src/exports/index.ts',
      validation: 'src/exports/validation.ts',
      connect: 'src/exports/connect.ts',
    },
    platform: 'neutral',
  },
  { dir: 'walletconnect', entry: { index: 'src/exports/index.ts' }, platform: 'neutral' },
  // The wagmi connector and typed EVM providers: wagmi and viem are peers, left as imports.
  { dir: 'wagmi', entry: { index: 'src/exports/index.ts' }, platform: 'neutral' },
  // Unbundled like the rest: every mark stays its own module behind its loader's dynamic import().
  {
    dir: 'icons',
    entry: { index: 'src/exports/index.ts', testWallets: 'src/exports/testWallets.ts' },
    platform: 'neutral',
    // The record of every mark's source, version and licence ships with the marks.
    copy: [
      { from: 'ICONS.md', to: 'dist' },
      { from: 'licenses.json', to: 'dist' },
    ],
  },
  // Unbundled: every locale stays its own module behind its loader's dynamic import().
  {
    dir: 'i18n',
    // `./views`: each lazily loaded view's English words, loaded with the view. `./define`:
    // defineLocale and the whole English catalogue it checks against, out of the runtime's entry.
    // `./permissions`: the ERC-7715 permission views' English, loaded with the views that show it.
    // `./connecting`: the English of the views reached from Connect (All Wallets, connecting and its
    // failures, WalletConnect, networks, help). `./errors`: core's messages only those views show.
    // `./locales`: the loaders of the locales other than English, loaded only to show one of them.
    // `./plain`: createLookup and plainEngine, the `t` of the first view's plain English, out of the
    // runtime's entry. `./translator`: createTranslator (ICU parser, plural rules, formats) alone,
    // loaded when a page needs more than that.
    entry: {
      index: 'src/exports/index.ts',
      views: 'src/exports/views.ts',
      permissions: 'src/exports/permissions.ts',
      connecting: 'src/exports/connecting.ts',
      errors: 'src/exports/errors.ts',
      locales: 'src/exports/locales.ts',
      plain: 'src/exports/plain.ts',
      translator: 'src/exports/translator.ts',
      define: 'src/exports/define.ts',
    },
    platform: 'neutral',
    // The glossary translators and reviewers follow ships with the locales.
    copy: [{ from: 'GLOSSARY.md', to: 'dist' }],
  },
  {
    dir: 'react',
    entry: { index: 'src/exports/index.ts' },
    platform: 'browser',
    copy: [
      { from: 'src/theme/theme.css', to: 'dist' },
      { from: 'src/theme/account.css', to: 'dist' },
      { from: 'src/theme/profile.css', to: 'dist' },
    ],
  },
  {
    dir: 'embedded-wallet',
    entry: {
      index: 'src/exports/index.ts',
      frame: 'src/exports/frame.ts',
      'frame-server': 'src/exports/frame-server.ts',
      'frame-script': 'src/frame/server/readPrebuiltFrameScript.ts',
      // The `latch-embedded-wallet` bin (Node): offline recovery from the kit and a share.
      cli: 'src/cli/main.ts',
    },
    platform: 'neutral',
    done: prebuildFramePage,
  },
  { dir: 'auth-server', entry: { index: 'src/exports/index.ts' }, platform: 'node' },
  {
    dir: 'siwx-server',
    // The server kit (node) and its browser half (`./client`), which imports no Node code.
    entry: { index: 'src/exports/index.ts', client: 'src/exports/client.ts' },
    platform: 'node',
  },
  {
    dir: 'testing',
    entry: {
      index: 'src/exports/index.ts',
      evm: 'src/exports/evm.ts',
      solana: 'src/exports/solana.ts',
      stacks: 'src/exports/stacks.ts',
      walletconnect: 'src/exports/walletconnect.ts',
      api: 'src/exports/api.ts',
      oauth: 'src/exports/oauth.ts',
      farcaster: 'src/exports/farcaster.ts',
      postgres: 'src/exports/postgres.ts',
      // Bundled for the page at run time by solanaTestWalletScript / stacksWalletInitScript: they
      // must exist in dist although no entry imports them.
      'solana/injectSolanaTestWallet': 'src/solana/injectSolanaTestWallet.ts',
      'stacks/createTestWbipWallet': 'src/stacks/createTestWbipWallet.ts',
    },
    platform: 'node',
  },
]

/**
 * The declarations come from TypeScript's native compiler (tools/typescript-native/ensure.mjs),
 * emitted once for every package of this build by tools/typescript-native/emit-declarations-once.mjs
 * (the run it shares is named here, and its folder removed when the build ends). Measured on the
 * 2-core CI machine: `pnpm build` 40 s with TypeScript 5.9 (37 of them the declarations), 11 s so.
 * The declarations say the same; their text differs in style only (quotes, kept comments, the
 * order of union members).
 */
ensureTypescriptNative()
const dtsRun = `${process.pid}-${Date.now()}`
process.env.LATCH_DTS_RUN = dtsRun
process.on('exit', () => rmSync(path.join(tmpdir(), `latch-dts-${dtsRun}`), { recursive: true, force: true }))
const emitDeclarations = path.resolve(
  import.meta.dirname,
  'tools/typescript-native/emit-declarations-once.mjs',
)

export default defineConfig(
  PACKAGES.map(
    (pkg): UserConfig => ({
      name: `@latch/${pkg.dir}`,
      cwd: `packages/${pkg.dir}`,
      entry: pkg.entry,
      outDir: 'dist',
      format: 'esm',
      platform: pkg.platform,
      target: 'es2022',
      sourcemap: true,
      dts: { sourcemap: true, tsgo: { path: emitDeclarations } },
      tsconfig: '../../tsconfig.build.json',
      clean: true,
      hash: false,
      treeshake: true,
      unbundle: true,
      fixedExtension: false,
      report: false,
      // Everything from node_modules, other Latch packages and the package's own `#` imports.
      // Node built-ins too (the frame server's entry is Node code in a browser package).
      deps: { skipNodeModulesBundle: true, neverBundle: [/^@latch\//, /^#/, /^node:/] },
      ...(pkg.copy ? { copy: pkg.copy } : {}),
      checks: { pluginTimings: false },
      logLevel: 'warn',
      ...(pkg.done ? { hooks: { 'build:done': pkg.done } } : {}),
    }),
  ),
)
