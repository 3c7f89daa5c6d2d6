import { fileURLToPath } from 'node:url'
import { siblingExtension } from '../bundle/siblingExtension'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import type { RecordedCall, TestWbipWalletOptions } from './createTestWbipWallet'
import type { TestAccounts } from './deriveTestAccounts'
import type { WalletErrorObject } from './walletShapes'

/**
 * The controls the injected script puts at `window.__latchStacksTestWallets[id]` (id is the
 * provider path: `LeatherProvider`, `XverseProviders.BitcoinProvider`, or the plain wallet's id),
 * for typing `page.evaluate` callbacks.
 *
 * @example
 * ```ts
 * await page.evaluate(() => {
 *   const w = (window as unknown as { __latchStacksTestWallets: Record<string, PageStacksWalletControls> }).__latchStacksTestWallets
 *   w.LeatherProvider.rejectNext()
 * })
 * ```
 */
export type PageStacksWalletControls = {
  accounts: TestAccounts
  calls: RecordedCall[]
  signed: string[]
  rejectNext(): void
  cancelNext(): void
  failNext(error: WalletErrorObject): void
  /** Xverse-like wallets: the user switches to account `index` (see `TestWbipWallet.switchAccount`). */
  switchAccount(index: number, options?: { addresses?: boolean }): void
}

/**
 * A self-contained script for Playwright's `page.addInitScript` that installs Stacks/Bitcoin test
 * wallets (Leather-like, Xverse-like, plain SIP-030) in the page before any app code runs. The
 * wallets sign for real in the page (the script bundles `@stacks/transactions` and
 * `@scure/btc-signer` with esbuild when called, ~1 s). Their controls are at
 * `window.__latchStacksTestWallets[id]`.
 *
 * @param wallets - One options object per wallet to install.
 * @returns The script source.
 * @example
 * ```ts
 * await page.addInitScript(await stacksWalletInitScript([{ flavour: 'leather' }, { flavour: 'xverse' }]))
 * ```
 */
export async function stacksWalletInitScript(wallets: readonly TestWbipWalletOptions[]): Promise<string> {
  const { build } = await import('esbuild')
  const walletModule = fileURLToPath(
    new URL(`./createTestWbipWallet${siblingExtension(import.meta.url)}`, import.meta.url),
  )
  const entry = `
    import { createTestWbipWallet } from ${JSON.stringify(walletModule)}
    const controls = (window.__latchStacksTestWallets ??= {})
    for (const options of ${JSON.stringify(wallets)}) {
      const wallet = createTestWbipWallet(options)
      wallet.install(window)
      controls[wallet.id] = wallet
    }
  `
  const result = await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // Inside the workspace, `@latch/*` from source (the published manifests have no `source`).
    conditions: ['source', 'module'],
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const code = result.outputFiles[0]?.text
  if (!code) throw new TestKitError(TEST_KIT_MESSAGES.stacksScriptNotBuilt, { code: 'BUNDLE_FAILED' })
  return code
}
