import type { AdapterContext, AdapterEvent, ChainAdapter } from '../../../adapters/types'
import { MethodNotSupportedError } from '../../../shared/errors/errors'
import { lazy, withLoaded } from '../../../shared/lazy/lazy'
import type { AuthAdapterOptions } from './authAdapter'
import { authConnectorFor } from './authConnector'
import type { AuthProvider } from './types'

/**
 * The auth connector's adapter ({@link authAdapter}) with its code loaded on first use: what an
 * adapter must answer at once (namespace, connector, provider, listeners, init) is answered here,
 * every wallet call loads the adapter first. An app that sets `auth` loads it on mount.
 *
 * @param provider - The embedded-wallet service.
 * @param options - Namespace (eip155 or solana), approval callback, connector name.
 * @returns The adapter.
 * @throws {ValidationError} for a namespace other than eip155 or solana.
 * @example
 * ```ts
 * const adapter = lazyAuthAdapter(provider, { namespace: 'eip155', approve: (request) => latch.approval.ask(request) })
 * ```
 */
export function lazyAuthAdapter(provider: AuthProvider, options: AuthAdapterOptions): ChainAdapter {
  const { namespace, connector } = authConnectorFor(options)
  const listeners = new Set<(event: AdapterEvent) => void>()
  let context: AdapterContext | undefined
  const inner = lazy(async () => {
    const { authAdapter } = await import('./authAdapter')
    const adapter = authAdapter(provider, options)
    if (context) await adapter.init(context)
    adapter.subscribe((event) => {
      for (const listener of listeners) listener(event)
    })
    return adapter
  })
  const adapter: ChainAdapter = {
    namespace,
    init(next) {
      context = next
      const loaded = inner.peek()
      return loaded ? loaded.init(next) : undefined
    },
    getConnectors: () => [connector],
    connect: (params) => withLoaded(inner, (a) => a.connect(params)),
    reconnect: (params) => withLoaded(inner, (a) => a.reconnect(params)),
    disconnect: (params) => withLoaded(inner, (a) => a.disconnect(params)),
    switchNetwork: (params) => withLoaded(inner, (a) => a.switchNetwork(params)),
    getBalance: (params) => withLoaded(inner, (a) => a.getBalance(params)),
    signMessage: (params) => withLoaded(inner, (a) => a.signMessage(params)),
    request: (params) => withLoaded(inner, (a) => a.request(params)),
    getProvider: () => provider,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  if (namespace === 'eip155')
    adapter.send = (params) =>
      withLoaded(inner, (a) =>
        a.send ? a.send(params) : Promise.reject(new MethodNotSupportedError('send')),
      )
  return adapter
}
