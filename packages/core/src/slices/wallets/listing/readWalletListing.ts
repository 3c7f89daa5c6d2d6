import {
  isArrayOf,
  isBoundedString,
  isFiniteNumber,
  isOptionalString,
  isRecord,
  isString,
} from '../../../http/validators'
import { toSafeImageUrl } from '../../../shared/validation/safeImageUrl'
import { toSafeLinkUrl } from '../../../shared/validation/safeUrl'
import { UNTRUSTED_LIMITS } from '../../../shared/validation/untrustedLimits'
import type { WalletListing } from './types'

const ID_FIELDS = ['image_id', 'rdns', 'badge_type'] as const
const URL_FIELDS = ['image_url', 'mobile_link', 'desktop_link', 'webapp_link'] as const
/** Chains listed per wallet at most (a registry lists CAIP-2 ids; a few dozen at most). */
const MAX_WALLET_CHAINS = 500
const { idLength, nameLength } = UNTRUSTED_LIMITS

const isId = (value: unknown): value is string => isBoundedString(value, idLength)
const isOptionalId = (value: unknown) => value === undefined || value === null || isId(value)

function isWalletEntry(value: unknown): value is Record<string, unknown> & { id: string; name: string } {
  if (!isRecord(value) || !isId(value.id) || value.id === '' || !isBoundedString(value.name, nameLength))
    return false
  if (!ID_FIELDS.every((field) => isOptionalId(value[field]))) return false
  if (!URL_FIELDS.every((field) => isOptionalString(value[field]))) return false
  const { chains } = value
  if (
    chains !== undefined &&
    chains !== null &&
    !(Array.isArray(chains) && chains.length <= MAX_WALLET_CHAINS && isArrayOf(chains, isId))
  )
    return false
  return (
    value.display_index === undefined || value.display_index === null || isFiniteNumber(value.display_index)
  )
}

/**
 * Reads one wallet listing entry (SPEC §3) from untrusted data (the hosted registry or storage):
 * the id (non-empty), name, ids and chains must be strings of sensible length, else the entry is
 * refused. Only the known fields are copied. The image is kept only when safe in an `<img>`, the
 * mobile and desktop links only when `https:`, a loopback `http:` or the wallet's own app scheme,
 * the web app link only when a web page: an unsafe one is left out and the entry kept.
 *
 * @param value - One entry as read.
 * @returns The listing, or `undefined` when the entry is malformed.
 * @example
 * ```ts
 * readWalletListing({ id: 'metamask', name: 'MetaMask', mobile_link: 'javascript:alert(1)' })
 * // { id: 'metamask', name: 'MetaMask', chains: [] }
 * ```
 */
export function readWalletListing(value: unknown): WalletListing | undefined {
  if (!isWalletEntry(value)) return undefined
  const listing: WalletListing = {
    id: value.id,
    name: value.name,
    chains: isArrayOf(value.chains, isString) ? [...value.chains] : [],
  }
  for (const field of ID_FIELDS) {
    const entry = value[field]
    if (isString(entry) && entry !== '') listing[field] = entry
  }
  const image = toSafeImageUrl(value.image_url)
  const mobile = toSafeLinkUrl(value.mobile_link, { appScheme: true })
  const desktop = toSafeLinkUrl(value.desktop_link, { appScheme: true })
  const webapp = toSafeLinkUrl(value.webapp_link)
  if (image) listing.image_url = image
  if (mobile) listing.mobile_link = mobile
  if (desktop) listing.desktop_link = desktop
  if (webapp) listing.webapp_link = webapp
  if (isFiniteNumber(value.display_index)) listing.display_index = value.display_index
  return listing
}
