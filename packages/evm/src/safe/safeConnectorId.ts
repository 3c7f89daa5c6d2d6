/**
 * Connector id (and kind) of a Safe{Wallet} account (SPEC §3): the Safe a Safe{Wallet} parent page
 * shows when the app runs as a Safe App. Its account is a smart account, and its sends are queued
 * for the owners, not executed.
 *
 * @example
 * ```ts
 * await latch.connect({ connectorId: SAFE_CONNECTOR_ID })
 * ```
 */
export const SAFE_CONNECTOR_ID = 'safe'
