// The limits of UNTRUSTED_LIMITS that code of the first load reads (mount's check of the stored
// connections). They live apart, one name each, so that the page's first load carries these two
// values and not the whole table; UNTRUSTED_LIMITS takes them from here, so each is defined once.

/**
 * Items read from one list of one answer or stored value: `UNTRUSTED_LIMITS.listItems`.
 *
 * @example
 * ```ts
 * ids.slice(0, LIST_ITEMS_MAX)
 * ```
 */
export const LIST_ITEMS_MAX = 1_000

/**
 * Characters of an id, address, hash, cursor or chain id: `UNTRUSTED_LIMITS.idLength`.
 *
 * @example
 * ```ts
 * isBoundedString(id, ID_LENGTH_MAX)
 * ```
 */
export const ID_LENGTH_MAX = 256
