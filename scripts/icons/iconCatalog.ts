/**
 * What `@latch/icons` ships and where each mark comes from. Every mark is taken as published by a
 * permissively licensed package on the registry (pinned in packages/icons/package.json
 * devDependencies); nothing is drawn here. `pnpm icons` (scripts/icons/generateIcons.ts) turns this
 * list into one module per mark, `ICONS.md` and `licenses.json`.
 */

/**
 * A mark from @web3icons/core (MIT): `dist/svgs/{kind}/background/{file}.svg.js`, the variant drawn
 * on its brand-coloured square, which reads the same on a light and a dark theme.
 */
export type Web3IconSource = { from: 'web3icons'; kind: 'wallets' | 'networks' | 'tokens'; file: string }
/** A wallet icon from @stacks/connect (MIT): the `icon` of its `DEFAULT_PROVIDERS` entry `id`. */
export type StacksConnectSource = { from: 'stacks-connect'; providerId: string }
/** A brand mark from simple-icons (CC0-1.0): `icons/{slug}.svg`, its path and brand colour. */
export type SimpleIconSource = { from: 'simple-icons'; slug: string }

/**
 * A mark for Latch's own test wallets (`@latch/testing`), which have no vendor: @tabler/icons'
 * (MIT) `icons/outline/{icon}.svg` glyph, its strokes in white, on a square of the family's colour.
 */
export type TablerTileSource = { from: 'tabler'; icon: string; tile: string }

/** One shipped mark: its module name, what it shows, and where it is taken from. */
export type CatalogEntry<S> = { name: string; title: string; source: S }

/**
 * Wallet marks, one per bundled wallet (core's registry, the Stacks/Bitcoin descriptors, the
 * pairing connector) and per SPEC §3 connector id that names a vendor (coinbaseWallet, safe,
 * ledger, okx).
 */
export const WALLET_MARKS: readonly CatalogEntry<Web3IconSource | StacksConnectSource | TablerTileSource>[] =
  [
    { name: 'metamask', title: 'MetaMask', source: { from: 'web3icons', kind: 'wallets', file: 'metamask' } },
    {
      name: 'coinbase',
      title: 'Coinbase Wallet',
      source: { from: 'web3icons', kind: 'wallets', file: 'coinbase' },
    },
    { name: 'rabby', title: 'Rabby Wallet', source: { from: 'web3icons', kind: 'wallets', file: 'rabby' } },
    { name: 'trust', title: 'Trust Wallet', source: { from: 'web3icons', kind: 'wallets', file: 'trust' } },
    { name: 'rainbow', title: 'Rainbow', source: { from: 'web3icons', kind: 'wallets', file: 'rainbow' } },
    { name: 'zerion', title: 'Zerion', source: { from: 'web3icons', kind: 'wallets', file: 'zerion' } },
    { name: 'okx', title: 'OKX Wallet', source: { from: 'web3icons', kind: 'wallets', file: 'okx' } },
    { name: 'phantom', title: 'Phantom', source: { from: 'web3icons', kind: 'wallets', file: 'phantom' } },
    { name: 'solflare', title: 'Solflare', source: { from: 'web3icons', kind: 'wallets', file: 'solflare' } },
    { name: 'backpack', title: 'Backpack', source: { from: 'web3icons', kind: 'wallets', file: 'backpack' } },
    { name: 'safe', title: 'Safe', source: { from: 'web3icons', kind: 'wallets', file: 'safe' } },
    { name: 'ledger', title: 'Ledger', source: { from: 'web3icons', kind: 'wallets', file: 'ledger' } },
    {
      name: 'walletconnect',
      title: 'WalletConnect',
      source: { from: 'web3icons', kind: 'wallets', file: 'wallet-connect' },
    },
    { name: 'leather', title: 'Leather', source: { from: 'stacks-connect', providerId: 'LeatherProvider' } },
    {
      name: 'xverse',
      title: 'Xverse',
      source: { from: 'stacks-connect', providerId: 'XverseProviders.BitcoinProvider' },
    },
    { name: 'asigna', title: 'Asigna', source: { from: 'stacks-connect', providerId: 'AsignaProvider' } },
    {
      name: 'fordefi',
      title: 'Fordefi',
      source: { from: 'stacks-connect', providerId: 'FordefiProviders.UtxoProvider' },
    },
    // The test wallets' own marks, in the colours they were shown in before (EVM blue, Solana purple)
    // and the Stacks orange.
    {
      name: 'dev-evm',
      title: 'EVM test wallet',
      source: { from: 'tabler', icon: 'wallet', tile: '#4B5CFF' },
    },
    {
      name: 'dev-solana',
      title: 'Solana test wallet',
      source: { from: 'tabler', icon: 'wallet', tile: '#9945FF' },
    },
    {
      name: 'dev-stacks',
      title: 'Stacks/Bitcoin test wallet',
      source: { from: 'tabler', icon: 'wallet', tile: '#FC6432' },
    },
  ]

/** Network marks: the chains of the bundled registry and adapters, and the well-known L2s. */
export const NETWORK_MARKS: readonly CatalogEntry<Web3IconSource>[] = [
  { name: 'ethereum', title: 'Ethereum', source: { from: 'web3icons', kind: 'networks', file: 'ethereum' } },
  {
    name: 'optimism',
    title: 'OP Mainnet',
    source: { from: 'web3icons', kind: 'networks', file: 'optimism' },
  },
  { name: 'polygon', title: 'Polygon', source: { from: 'web3icons', kind: 'networks', file: 'polygon' } },
  { name: 'base', title: 'Base', source: { from: 'web3icons', kind: 'networks', file: 'base' } },
  {
    name: 'arbitrum',
    title: 'Arbitrum One',
    source: { from: 'web3icons', kind: 'networks', file: 'arbitrum-one' },
  },
  {
    name: 'bsc',
    title: 'BNB Smart Chain',
    source: { from: 'web3icons', kind: 'networks', file: 'binance-smart-chain' },
  },
  {
    name: 'avalanche',
    title: 'Avalanche',
    source: { from: 'web3icons', kind: 'networks', file: 'avalanche' },
  },
  { name: 'gnosis', title: 'Gnosis', source: { from: 'web3icons', kind: 'networks', file: 'gnosis' } },
  { name: 'linea', title: 'Linea', source: { from: 'web3icons', kind: 'networks', file: 'linea' } },
  { name: 'scroll', title: 'Scroll', source: { from: 'web3icons', kind: 'networks', file: 'scroll' } },
  { name: 'zksync', title: 'ZKsync', source: { from: 'web3icons', kind: 'networks', file: 'zksync' } },
  { name: 'zora', title: 'Zora', source: { from: 'web3icons', kind: 'networks', file: 'zora' } },
  { name: 'solana', title: 'Solana', source: { from: 'web3icons', kind: 'networks', file: 'solana' } },
  { name: 'stacks', title: 'Stacks', source: { from: 'web3icons', kind: 'networks', file: 'stacks' } },
  { name: 'bitcoin', title: 'Bitcoin', source: { from: 'web3icons', kind: 'networks', file: 'bitcoin' } },
]

/** Token marks, by symbol: the native currencies of the bundled networks and well-known tokens. */
export const TOKEN_MARKS: readonly CatalogEntry<Web3IconSource>[] = [
  'ETH',
  'SOL',
  'STX',
  'BTC',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'POL',
  'MATIC',
  'BNB',
  'AVAX',
  'ARB',
  'OP',
  'LINK',
  'UNI',
].map((symbol) => ({
  name: symbol,
  title: symbol,
  source: { from: 'web3icons', kind: 'tokens', file: symbol },
}))

/** Social-login marks, one per `SocialProvider` of core. */
export const SOCIAL_MARKS: readonly CatalogEntry<SimpleIconSource>[] = [
  { name: 'google', title: 'Google', source: { from: 'simple-icons', slug: 'google' } },
  { name: 'github', title: 'GitHub', source: { from: 'simple-icons', slug: 'github' } },
  { name: 'apple', title: 'Apple', source: { from: 'simple-icons', slug: 'apple' } },
  { name: 'x', title: 'X', source: { from: 'simple-icons', slug: 'x' } },
  { name: 'discord', title: 'Discord', source: { from: 'simple-icons', slug: 'discord' } },
  { name: 'farcaster', title: 'Farcaster', source: { from: 'simple-icons', slug: 'farcaster' } },
  { name: 'facebook', title: 'Facebook', source: { from: 'simple-icons', slug: 'facebook' } },
]
