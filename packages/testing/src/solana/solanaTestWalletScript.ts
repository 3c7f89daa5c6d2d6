import { fileURLToPath } from 'node:url'
import { siblingExtension } from '../bundle/siblingExtension'
import type { SolanaTestWalletOptions } from './createSolanaTestWallet'

/**
 * A self-contained script that installs the Solana test wallet in a browser page, for Playwright's
 * `page.addInitScript`. The wallet registers through Wallet Standard discovery; in the page,
 * `window.__latchSolanaTestWallet.control` scripts it (reject, delay, disconnect, switch account).
 * Bundled with esbuild when called (esbuild is loaded here, never at import time).
 *
 * @param options - The wallet options (pass `seedHex` to know its address in the test).
 * @returns JavaScript source.
 * @example
 * ```ts
 * await page.addInitScript({ content: await solanaTestWalletScript({ seedHex, rpcUrl: rpc.url }) })
 * await page.evaluate(() => window.__latchSolanaTestWallet.control.rejectNext('signTransaction'))
 * ```
 */
export async function solanaTestWalletScript(options: SolanaTestWalletOptions = {}): Promise<string> {
  const { build } = await import('esbuild')
  const entry = fileURLToPath(
    new URL(`./injectSolanaTestWallet${siblingExtension(import.meta.url)}`, import.meta.url),
  )
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    // Inside the workspace, `@latch/*` from source (the published manifests have no `source`).
    conditions: ['source', 'module'],
    target: 'es2022',
    minify: true,
    logLevel: 'error',
  })
  const code = result.outputFiles[0]?.text ?? ''
  return `globalThis.__latchSolanaTestWalletOptions = ${JSON.stringify(options)};\n${code}`
}
