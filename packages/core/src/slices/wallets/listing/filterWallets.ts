import type { WalletFilterContext, WalletListing } from './types'

const COINBASE = /coinbase/i
const SOLANA_MOBILE_EXCEPTIONS = /^(solflare|phantom)$/i

type Exclusions = { rdns: Set<string>; names: Set<string> }

function exclusionsOf(context: WalletFilterContext): Exclusions {
  const rdns = new Set<string>()
  const names = new Set<string>()
  for (const rule of context.excludedWallets ?? []) {
    if (rule.rdns !== undefined) rdns.add(rule.rdns)
    if (rule.name !== undefined) names.add(rule.name.toLowerCase())
  }
  return { rdns, names }
}

function isExcluded(wallet: WalletListing, exclusions: Exclusions): boolean {
  if (wallet.rdns !== undefined && exclusions.rdns.has(wallet.rdns)) return true
  return exclusions.names.size > 0 && exclusions.names.has(wallet.name.toLowerCase())
}

function keptOnMobile(wallet: WalletListing, context: WalletFilterContext): boolean {
  if (wallet.mobile_link) return true
  if (COINBASE.test(wallet.name) || COINBASE.test(wallet.id)) return true
  return context.namespace === 'solana' && SOLANA_MOBILE_EXCEPTIONS.test(wallet.name)
}

function keptByUniversalProvider(wallet: WalletListing): boolean {
  return Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)
}

/**
 * Applies the SPEC §5 wallet rules: on mobile keep only wallets with a mobile link, or Coinbase, or
 * (on Solana) Solflare or Phantom; drop wallets matching an excluded wallet by rdns or
 * case-insensitive name; in universal-provider mode keep only wallets with a mobile, desktop or
 * webapp link. Installed wallets pass the link rules (they connect in the page).
 *
 * @param wallets - The merged list.
 * @param context - Mobile flag, namespace, exclusions, universal-provider mode.
 * @returns The wallets to show, in the same order.
 * @example
 * ```ts
 * filterWallets(wallets, { isMobile: true, namespace: 'solana', excludedWallets: [{ name: 'rabby wallet' }] })
 * ```
 */
export function filterWallets(
  wallets: readonly WalletListing[],
  context: WalletFilterContext,
): WalletListing[] {
  const exclusions = exclusionsOf(context)
  return wallets.filter((wallet) => {
    if (isExcluded(wallet, exclusions)) return false
    if (wallet.installed) return true
    if (context.isMobile && !keptOnMobile(wallet, context)) return false
    if (context.universalProvider && !keptByUniversalProvider(wallet)) return false
    return true
  })
}
