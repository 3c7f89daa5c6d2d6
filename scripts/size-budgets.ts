/**
 * Bundle-size budgets enforced by `pnpm test` (scripts/size.ts). Each entry is bundled with esbuild
 * (ESM, minified, code splitting, browser platform) against the built, published packages (what an
 * app installs: each package's `dist/` through its published exports), and the gzip size of what loads before any
 * dynamic `import()` (the entry chunk plus its static imports) is compared to `maxGzipKb`.
 *
 * Never raise a budget without writing the reason beside it.
 */
export type SizeBudget = {
  /** Shown in the report. */
  name: string
  /** Module source bundled as the entry (resolved from the repo root). */
  entry: string
  /** Budget for the initial load, KB (1 KB = 1024 bytes) gzip. */
  maxGzipKb: number
  /** Substrings that must not appear in the initial load (code of packages that must stay lazy). */
  forbidden?: readonly string[]
}

export const SIZE_BUDGETS: readonly SizeBudget[] = [
  {
    name: '@latch/core main entry',
    entry: "export * from '@latch/core'",
    maxGzipKb: 40,
    // ky and decimal.js load where they are first used, never before the first click.
    forbidden: ['ky/distribution', 'decimal.js'],
  },
  {
    name: 'EVM app initial (core + evm)',
    entry: "export * from '@latch/core'; export * from '@latch/evm'",
    maxGzipKb: 40,
    // Discovery is ours; viem (and its ox/abitype code) loads on connect, send, balance or sign-in.
    forbidden: ['/viem/', '/ox/', '/abitype/', 'ky/distribution', 'decimal.js'],
  },
  {
    name: '@latch/solana initial entry',
    entry: "export * from '@latch/solana'",
    maxGzipKb: 10,
    // Wallet Standard discovery is ours; web3.js and spl-token load on send, @noble/curves on verify.
    forbidden: ['@solana/web3.js', '@solana/spl-token', '@noble/curves'],
  },
  {
    name: '@latch/walletconnect initial entry',
    entry: "export * from '@latch/walletconnect'",
    maxGzipKb: 10,
    // The universal provider (with the sign client) loads when the user picks the pairing path, the
    // QR generator when a QR is drawn: neither is in the page's initial bundle. Measured 8.2 KB.
    forbidden: [
      '@walletconnect/universal-provider',
      '@walletconnect/sign-client',
      '@walletconnect/core',
      'qrcode-generator',
    ],
  },
  {
    name: '@latch/stacks initial entry',
    entry: "export * from '@latch/stacks'",
    maxGzipKb: 12,
    // Discovery, the session and the adapters only (core parts included; measured 10.6 KB). No vendor
    // modal kit at all; @stacks/transactions, @scure/btc-signer and @noble/curves load on the request,
    // Bitcoin and verification paths, and validation/shaping with the first request.
    forbidden: [
      '@stacks/connect',
      '@reown/appkit',
      '@walletconnect/modal',
      '@stacks/transactions',
      '@scure/btc-signer',
      '@noble/curves',
    ],
  },
  {
    name: '@latch/embedded-wallet app entry',
    entry: "export * from '@latch/embedded-wallet'",
    maxGzipKb: 8,
    // The app's side only: the auth-service client, the frame channel and request routing (core
    // parts it uses included). Keys, signing code, the server and its database never load in the
    // app's page: they live in the key frame's own bundle and in Node.
    forbidden: ['/viem/', '@scure/bip32', '@scure/bip39', '@noble/curves', 'better-sqlite3', 'nodemailer'],
  },
]
