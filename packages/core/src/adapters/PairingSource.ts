/**
 * What the pairing views read of the pairing connector's state.
 *
 * @example
 * ```ts
 * const { status, uri } = source.getState() // 'pairing', 'wc:…@2?…'
 * ```
 */
export type PairingSourceState = {
  status: string
  /** The pairing URI while a wallet may scan it. */
  uri: string | undefined
  /** When the URI is replaced by a fresh one (ms since epoch). */
  uriExpiresAt: number | undefined
}

/**
 * The pairing connector as the ConnectingWalletConnect views use it: the {@link ChainAdapter}
 * member `pairing` of an adapter that serves the `walletConnect` connector
 * ({@link PAIRING_CONNECTOR_ID}). `@latch/walletconnect`'s `routeThroughPairing` sets it from its
 * connector (`getState`, `subscribe`, `cancel`) and the app's QR encoder (`createPairingQr`, passed
 * as `createQr`), so the React package loads neither the pairing SDK nor the QR generator itself.
 *
 * @example
 * ```ts
 * const pairing: PairingSource = { ...connector, createQr: createPairingQr }
 * ```
 */
export type PairingSource = {
  getState(): PairingSourceState
  subscribe(listener: (state: PairingSourceState) => void): () => void
  /** The user dismissed the view: the pending connect rejects with the user-canceled error (-31001). */
  cancel(): void
  /** Draws a URI as a QR code: an `<svg>` string with no style attribute. */
  createQr(uri: string): Promise<{ svg: string }>
}
