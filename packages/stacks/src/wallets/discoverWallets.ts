import { toSafeImageUrl, toSafeLinkUrl } from '@latch/core/kit'
import { STACKS_METHODS, type StacksMethod } from '../request/methods'
import { isWbipProvider, type WbipProvider } from '../request/WbipProvider'
import type { WalletProviderDescriptor } from '../request/walletProviderDescriptor'
import { KNOWN_WALLETS } from './descriptors'
import { monogramIcon } from './monogramIcon'
import { resolveProviderPath } from './resolveProviderPath'

/**
 * Window properties where wallets register themselves (WBIP004 and the older lists).
 *
 * @example
 * ```ts
 * REGISTRATION_LISTS.includes('wbip_providers') // true
 * ```
 */
export const REGISTRATION_LISTS = ['wbip_providers', 'webbtc_stx_providers', 'btc_providers'] as const

/**
 * A wallet found (or known) in the page.
 *
 * @example
 * ```ts
 * const installed = discoverWallets(window).filter((w) => w.installed)
 * ```
 */
export type DiscoveredWallet = {
  descriptor: WalletProviderDescriptor
  /** True when the provider object is present. */
  installed: boolean
  /** The provider, when installed. */
  provider?: WbipProvider
}

/** Registrations read per list at most: a page has a handful of wallets, not thousands. */
const MAX_REGISTRATIONS_PER_LIST = 100

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

function fromRegistration(entry: unknown): WalletProviderDescriptor | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const e = entry as Record<string, unknown>
  const id = str(e.id)
  const name = str(e.name)
  if (!id || !name) return undefined
  const icon = str(e.icon)
  const methods = Array.isArray(e.methods)
    ? (e.methods.filter((m) => (STACKS_METHODS as readonly unknown[]).includes(m)) as StacksMethod[])
    : undefined
  const d: WalletProviderDescriptor = {
    id,
    name,
    // Only the wallet's own image data: a remote icon would let any page script track the visitor,
    // and a data: URL of another type is not an image.
    icon: icon && toSafeImageUrl(icon)?.startsWith('data:image/') ? icon : monogramIcon(name),
  }
  for (const key of [
    'webUrl',
    'chromeWebStoreUrl',
    'mozillaAddOnsUrl',
    'googlePlayStoreUrl',
    'iOSAppStoreUrl',
  ] as const) {
    const value = str(e[key])
    const link = toSafeLinkUrl(value)
    if (link?.startsWith('https://')) d[key] = link
  }
  if (methods) d.methods = methods
  return d
}

/**
 * Finds the Stacks/Bitcoin wallets of a page: Latch's known wallets by provider path (listed even
 * when not installed, so the picker can offer the install links), then wallets that registered in
 * `window.wbip_providers` / `webbtc_stx_providers` / `btc_providers`. Registration data never
 * overrides a known wallet's capability table.
 *
 * @param win - The window to look in; `undefined` on the server (known wallets, none installed).
 * @param extraProviders - Providers found elsewhere (e.g. Asigna's parent frame), by id.
 * @returns Wallets, known ones first, installed flag set.
 * @example
 * ```ts
 * discoverWallets(window).find((w) => w.descriptor.name === 'Leather')?.installed
 * ```
 */
export function discoverWallets(
  win: unknown,
  extraProviders: Readonly<Record<string, WbipProvider>> = {},
): DiscoveredWallet[] {
  const result: DiscoveredWallet[] = []
  const seen = new Set<string>()
  const add = (descriptor: WalletProviderDescriptor) => {
    if (seen.has(descriptor.id)) return
    seen.add(descriptor.id)
    const candidate = extraProviders[descriptor.id] ?? resolveProviderPath(win, descriptor.id)
    const wallet: DiscoveredWallet = { descriptor, installed: isWbipProvider(candidate) }
    if (isWbipProvider(candidate)) wallet.provider = candidate
    result.push(wallet)
  }
  for (const known of KNOWN_WALLETS) add(known)
  for (const list of REGISTRATION_LISTS) {
    const entries = resolveProviderPath(win, list)
    if (!Array.isArray(entries)) continue
    for (const entry of entries.slice(0, MAX_REGISTRATIONS_PER_LIST)) {
      const descriptor = fromRegistration(entry)
      if (descriptor) add(descriptor)
    }
  }
  return result
}
