/**
 * A wallet's registry link carrying the pairing URI: a web link (`https://…`) becomes
 * `https://…/wc?uri=…` (universal link), a scheme (`metamask://`, or `metamask` alone) becomes
 * `metamask://wc?uri=…`. The URI is percent-encoded.
 *
 * @param appLink - The wallet's `desktop_link`, `webapp_link` or `mobile_link` from the registry.
 * @param uri - The pairing URI.
 * @returns The link that opens the wallet on this pairing.
 * @example
 * ```ts
 * pairingDeepLink('metamask://', 'wc:ab@2?relay-protocol=irn') // 'metamask://wc?uri=wc%3Aab%402%3Frelay-protocol%3Dirn'
 * pairingDeepLink('https://app.example', 'wc:ab@2') // 'https://app.example/wc?uri=wc%3Aab%402'
 * ```
 */
export function pairingDeepLink(appLink: string, uri: string): string {
  let base = appLink
  if (!/^https?:\/\//i.test(base) && !base.includes('://'))
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
