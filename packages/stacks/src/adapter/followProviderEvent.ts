/**
 * Listens to one event of a sats-connect style provider: `provider.addListener(event, listener)`
 * returning its remover (Xverse and wallets built on sats-connect). The provider is untrusted: one
 * with no `addListener`, or one that throws or answers no remover, is not followed, and a provider
 * failing to remove its listener does not stop the app. The listener gets the event's payload as
 * the wallet sent it (unknown, to be validated by the caller); a listener that throws is contained.
 *
 * @param provider - The injected provider (untrusted), or undefined for external transports.
 * @param event - The sats-connect event name (`'disconnect'`, `'accountChange'`).
 * @param listener - Called with each payload the wallet sends.
 * @returns Stops listening (a no-op when nothing is followed).
 * @example
 * ```ts
 * const stop = followProviderEvent(window.XverseProviders?.BitcoinProvider, 'disconnect', () => drop())
 * ```
 */
export function followProviderEvent(
  provider: unknown,
  event: string,
  listener: (payload: unknown) => void,
): () => void {
  try {
    const addListener = (provider as { addListener?: unknown } | null | undefined)?.addListener
    if (typeof addListener !== 'function') return () => {}
    const remove: unknown = addListener.call(provider, event, (payload: unknown) => {
      try {
        listener(payload)
      } catch {
        // the app's handling fails here, not inside the wallet's own event dispatch
      }
    })
    return () => {
      try {
        if (typeof remove === 'function') remove()
      } catch {
        // a provider failing to remove its listener does not stop the app's disconnect
      }
    }
  } catch {
    return () => {}
  }
}
