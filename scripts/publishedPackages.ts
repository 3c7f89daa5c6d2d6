/**
 * The packages published to npm, in dependency order (a package comes after every `@latch/*`
 * package it imports), as directories under `packages/`. `pnpm build`, the publish lint, the size
 * budgets and the release all go through this list.
 */
export const PUBLISHED_PACKAGES = [
  'core',
  'evm',
  'solana',
  'stacks',
  'walletconnect',
  'wagmi',
  'icons',
  'i18n',
  'react',
  'embedded-wallet',
  'auth-server',
  'siwx-server',
  'testing',
] as const

/** One published package's directory name under `packages/`. */
export type PublishedPackage = (typeof PUBLISHED_PACKAGES)[number]

/** Packages that run in Node only: they may depend on native modules, SMTP clients and bundlers. */
export const NODE_ONLY_PACKAGES: readonly PublishedPackage[] = ['auth-server', 'siwx-server', 'testing']
