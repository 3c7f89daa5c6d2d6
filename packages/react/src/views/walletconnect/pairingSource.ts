import type { ChainNamespace, Latch } from '@latch/core'

/** The connector id of the pairing protocol (SPEC §3). */
export const PAIRING_CONNECTOR_ID = 'walletConnect'

/**
 * What the pairing view reads of the pairing connector's state.
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
 * The pairing connector as the ConnectingWalletConnect view uses it: the provider object the
 * namespace's adapter returns for the `walletConnect` connector (`adapter.getProvider('walletConnect')`).
 * `@latch/walletconnect`'s connector has `getState`, `subscribe` and `cancel`; the QR encoder is
 * `createPairingQr`, attached as `createQr` by the app, so the React package loads neither the
 * pairing SDK nor the QR generator itself.
 *
 * @example
 * ```ts
 * const provider: PairingSource = { ...connector, createQr: createPairingQr }
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

function isPairingSource(value: unknown): value is PairingSource {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return ['getState', 'subscribe', 'cancel', 'createQr'].every((key) => typeof candidate[key] === 'function')
}

/**
 * The pairing connector of a namespace, when the app configured one (its adapter offers the
 * `walletConnect` connector and returns a {@link PairingSource} as its provider).
 *
 * @param latch - The instance.
 * @param namespace - The namespace to pair on.
 * @returns The source, or `undefined` without a pairing connector.
 * @example
 * ```ts
 * const source = findPairingSource(latch, 'eip155')
 * if (source) await latch.connect({ namespace: 'eip155', connectorId: PAIRING_CONNECTOR_ID })
 * ```
 */
export function findPairingSource(latch: Latch, namespace: ChainNamespace): PairingSource | undefined {
  const adapter = latch.adapters.find((a) => a.namespace === namespace)
  if (!adapter?.getConnectors().some((c) => c.id === PAIRING_CONNECTOR_ID)) return undefined
  const provider = adapter.getProvider?.(PAIRING_CONNECTOR_ID)
  return isPairingSource(provider) ? provider : undefined
}
