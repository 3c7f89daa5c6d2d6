import type { WalletIconName } from '../generated/iconLoaders'

/**
 * Wallet ids, EIP-6963 rdns, Stacks/Bitcoin provider ids and SPEC §3 connector ids, each to the mark
 * of the wallet it names: the bundled registry's ids (`packages/core/src/registry`), the
 * Stacks/Bitcoin descriptors (`packages/stacks/src/wallets`), the pairing connector and the vendor
 * connector ids.
 */
const ALIASES: Readonly<Record<string, WalletIconName>> = {
  metamask: 'metamask',
  'io.metamask': 'metamask',
  'io.metamask.flask': 'metamask',
  coinbase: 'coinbase',
  coinbaseWallet: 'coinbase',
  coinbaseWalletSDK: 'coinbase',
  'com.coinbase.wallet': 'coinbase',
  rabby: 'rabby',
  'io.rabby': 'rabby',
  trust: 'trust',
  'com.trustwallet.app': 'trust',
  rainbow: 'rainbow',
  'me.rainbow': 'rainbow',
  zerion: 'zerion',
  'io.zerion.wallet': 'zerion',
  okx: 'okx',
  'com.okex.wallet': 'okx',
  phantom: 'phantom',
  'app.phantom': 'phantom',
  solflare: 'solflare',
  'com.solflare': 'solflare',
  backpack: 'backpack',
  'app.backpack': 'backpack',
  safe: 'safe',
  ledger: 'ledger',
  'com.ledger': 'ledger',
  walletConnect: 'walletconnect',
  WalletConnectProvider: 'walletconnect',
  leather: 'leather',
  LeatherProvider: 'leather',
  'io.leather': 'leather',
  xverse: 'xverse',
  'XverseProviders.BitcoinProvider': 'xverse',
  'com.xverse': 'xverse',
  asigna: 'asigna',
  AsignaProvider: 'asigna',
  fordefi: 'fordefi',
  'FordefiProviders.UtxoProvider': 'fordefi',
  'com.fordefi': 'fordefi',
}

/**
 * The mark shipped for a wallet, found by its registry id, then its rdns, then its connector id
 * (never by its display name, which any page script may announce).
 *
 * @param wallet - What is known of the wallet.
 * @returns The mark's name, or undefined when none is shipped for it.
 * @example
 * ```ts
 * walletIconName({ id: 'LeatherProvider' }) // 'leather'
 * walletIconName({ id: 'x', rdns: 'io.metamask' }) // 'metamask'
 * ```
 */
export function walletIconName(wallet: {
  id?: string | undefined
  rdns?: string | undefined
  connectorId?: string | undefined
}): WalletIconName | undefined {
  for (const key of [wallet.id, wallet.rdns, wallet.connectorId])
    if (typeof key === 'string' && Object.hasOwn(ALIASES, key)) return ALIASES[key]
  return undefined
}
