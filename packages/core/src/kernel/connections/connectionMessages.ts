/**
 * The messages of the connect and disconnect flows' input errors (`ValidationError`), one per code:
 * `NO_ADAPTER`, `INVALID_CONNECTOR`, `NETWORK_NOT_FOUND`, `INVALID_NAMESPACE`. A value the caller
 * passed is quoted as given.
 *
 * @example
 * ```ts
 * new ValidationError(CONNECTION_MESSAGES.noAdapter('cosmos'), { code: 'NO_ADAPTER' })
 * CONNECTION_MESSAGES.noAdapter('cosmos') // 'No adapter for namespace "cosmos"'
 * ```
 */
export const CONNECTION_MESSAGES = Object.freeze({
  /** `NO_ADAPTER`: no adapter of the app serves the namespace. */
  noAdapter: (namespace: unknown) => `No adapter for namespace "${String(namespace)}"`,
  /** `INVALID_CONNECTOR`: the connector id is missing or empty. */
  connectorIdRequired: 'A connector id is required',
  /** `NETWORK_NOT_FOUND`: the network asked for is not one of the app's networks of the namespace. */
  networkNotOfApp: (caipNetworkId: string, namespace: string) =>
    `"${caipNetworkId}" is not one of the app's ${namespace} networks`,
  /** `INVALID_NAMESPACE`: the namespace is not one of SPEC §3. */
  unknownNamespace: (namespace: unknown) => `Unknown namespace "${String(namespace)}"`,
})
