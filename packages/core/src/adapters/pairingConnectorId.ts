/**
 * The connector id of the pairing protocol (SPEC §3), the same in every namespace: the one
 * definition the core, the views and `@latch/walletconnect` use.
 *
 * @example
 * ```ts
 * await latch.connect({ namespace: 'eip155', connectorId: PAIRING_CONNECTOR_ID })
 * ```
 */
export const PAIRING_CONNECTOR_ID = 'walletConnect'
