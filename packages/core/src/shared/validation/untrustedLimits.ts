import { ID_LENGTH_MAX, LIST_ITEMS_MAX } from './firstLoadLimits'

/**
 * Size limits of data Latch reads from outside itself: network answers (wallet registry, data
 * API, project config), wallets (`wallet_getAssets`, announced connectors) and storage. Anything
 * larger is not what the source is meant to send: a list is cut to its limit, an item with an
 * over-long field is dropped (its neighbours are kept), a body over its byte limit is refused.
 *
 * @example
 * ```ts
 * keepValid(body.balances, isTokenBalance, UNTRUSTED_LIMITS.listItems)
 * ```
 */
export const UNTRUSTED_LIMITS = {
  /** Items read from one list of one answer (balances, history page, NFTs, wallets, assets of a chain). */
  listItems: LIST_ITEMS_MAX,
  /** Characters of a name (wallet, token, NFT, collection, provider). */
  nameLength: 256,
  /** Characters of a token symbol. */
  symbolLength: 64,
  /** Characters of an id, address, hash, cursor or chain id. */
  idLength: ID_LENGTH_MAX,
  /** Characters of a decimal amount string (a uint256 with 255 decimals fits). */
  amountLength: 400,
  /** Bytes of a JSON answer body. */
  bodyBytes: 5_000_000,
  /** Bytes of an image answer body. */
  imageBytes: 2_000_000,
  /** Connectors restored per namespace after a reload (one per wallet the user connected). */
  storedConnectors: 10,
  /** Connectors kept per namespace from an adapter's discovery (announced wallets). */
  connectors: 100,
} as const
