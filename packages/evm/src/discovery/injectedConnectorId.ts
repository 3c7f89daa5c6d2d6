/**
 * Connector id of the legacy `window.ethereum` wallet (a module of its own: the first load's
 * stored-wallet check reads it without the discovery's code).
 *
 * @example
 * ```ts
 * await adapter.connect({ connectorId: INJECTED_CONNECTOR_ID })
 * ```
 */
export const INJECTED_CONNECTOR_ID = 'injected'
