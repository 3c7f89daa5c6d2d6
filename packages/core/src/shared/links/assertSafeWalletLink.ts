import { ValidationError } from '../errors/errors'
import { FIRST_LOAD_MESSAGES } from '../errors/firstLoadCatalogue'
import { toSafeLinkUrl } from '../validation/safeUrl'

/**
 * The one check every wallet link Latch builds or opens passes: the link as given when it is an
 * `https:` page (or `http:` on loopback) or a wallet app's own scheme ({@link toSafeLinkUrl} with
 * `appScheme`), else a {@link ValidationError} `UNSAFE_LINK` (`javascript:`, `data:`, `file:`,
 * `intent:`, control characters...), thrown before anything opens.
 *
 * @param link - The link.
 * @returns The link, unchanged.
 * @throws {ValidationError} code `UNSAFE_LINK`.
 * @example
 * ```ts
 * assertSafeWalletLink('metamask://wc?uri=x') // 'metamask://wc?uri=x'
 * assertSafeWalletLink('javascript://%0aalert(1)') // throws ValidationError
 * ```
 */
export function assertSafeWalletLink(link: string): string {
  const safe = toSafeLinkUrl(link, { appScheme: true })
  if (safe === undefined)
    throw new ValidationError(FIRST_LOAD_MESSAGES.unsafeLink, {
      code: 'UNSAFE_LINK',
      details: link.slice(0, 100),
    })
  return safe
}
