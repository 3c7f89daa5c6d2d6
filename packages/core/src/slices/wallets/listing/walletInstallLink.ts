import { toSafeLinkUrl } from '../../../shared/validation/safeUrl'
import type { WalletProviderDescriptor } from './types'

/**
 * Where a wallet would be installed from: the iOS App Store, Google Play, another mobile system,
 * or a desktop browser's extension store (Firefox add-ons, else the Chrome Web Store).
 *
 * @example
 * ```ts
 * const platform: InstallPlatform = 'android'
 * ```
 */
export type InstallPlatform = 'ios' | 'android' | 'otherMobile' | 'firefox' | 'desktop'

/**
 * The install platform of a user agent. An embedded modal counts as desktop (it offers extension
 * stores, never app stores).
 *
 * @param userAgent - `navigator.userAgent` (`''` on the server).
 * @param options - `embedded`: the modal is embedded in the page.
 * @returns The platform.
 * @example
 * ```ts
 * installPlatform(navigator.userAgent) // 'android' on an Android phone
 * ```
 */
export function installPlatform(userAgent: string, options: { embedded?: boolean } = {}): InstallPlatform {
  if (!options.embedded) {
    if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
    if (/Android/i.test(userAgent)) return 'android'
    if (/Mobi/i.test(userAgent)) return 'otherMobile'
  }
  return /firefox/i.test(userAgent) ? 'firefox' : 'desktop'
}

/**
 * The link that installs a wallet on the platform: the App Store on iOS, Google Play on Android,
 * the Firefox add-on in Firefox, the Chrome Web Store on other desktops; the wallet's website when
 * it has no listing there. Only a safe web link is returned (`https:`, or `http:` on loopback).
 *
 * @param provider - The wallet's descriptor (its store links).
 * @param platform - From {@link installPlatform}.
 * @returns The link, or `undefined` when the wallet has no safe one.
 * @example
 * ```ts
 * walletInstallLink(xverse, 'android') // 'https://play.google.com/store/apps/details?id=com.secretkeylabs.xverse'
 * ```
 */
export function walletInstallLink(
  provider: Pick<
    WalletProviderDescriptor,
    'webUrl' | 'chromeWebStoreUrl' | 'mozillaAddOnsUrl' | 'iOSAppStoreUrl' | 'googlePlayStoreUrl'
  >,
  platform: InstallPlatform,
): string | undefined {
  const store = {
    ios: provider.iOSAppStoreUrl,
    android: provider.googlePlayStoreUrl,
    otherMobile: undefined,
    firefox: provider.mozillaAddOnsUrl,
    desktop: provider.chromeWebStoreUrl,
  }[platform]
  return toSafeLinkUrl(store) ?? toSafeLinkUrl(provider.webUrl)
}
