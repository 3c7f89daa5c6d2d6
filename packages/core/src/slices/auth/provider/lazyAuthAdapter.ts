import type { AdapterContext, AdapterEvent, ChainAdapter, Connector } from '../../../adapters/types'
import { AUTH_CONNECTOR_ID } from '../../../kernel/chains/resolveNetworkSwitch'
import { MESSAGES } from '../../../shared/errors/catalogue'
import { MethodNotSupportedError, ValidationError } from '../../../shared/errors/errors'
import { lazy } from '../../../shared/lazy/lazy'
import type { AuthAdapterOptions } from './authAdapter'
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
  const namespace = options.namespace
  if (namespace !== 'eip155' && namespace !== 'solana')
    throw new ValidationError(MESSAGES.unsupportedChain, {
      code: 'UNSUPPORTED_NAMESPACE',
      details: `The auth connector supports eip155 and solana, not "${String(namespace)}"`,
    })
  const listeners = new Set<(event: AdapterEvent) => void>()
  const connector: Connector = {
    id: AUTH_CONNECTOR_ID,
    type: 'ID_AUTH',
    name: options.name ?? 'Email & Socials',
    chain: namespace,
    installed: true,
  }
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
  const run = <T>(call: (adapter: ChainAdapter) => Promise<T>): Promise<T> => {
    const loaded = inner.peek()
    return loaded ? call(loaded) : inner.load().then(call)
  }
  const adapter: ChainAdapter = {
    namespace,
    init(next) {
      context = next
      const loaded = inner.peek()
      return loaded ? loaded.init(next) : undefined
    },
    getConnectors: () => [connector],
    connect: (params) => run((a) => a.connect(params)),
    reconnect: (params) => run((a) => a.reconnect(params)),
    disconnect: (params) => run((a) => a.disconnect(params)),
    switchNetwork: (params) => run((a) => a.switchNetwork(params)),
    getBalance: (params) => run((a) => a.getBalance(params)),
    signMessage: (params) => run((a) => a.signMessage(params)),
    request: (params) => run((a) => a.request(params)),
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
      run((a) => (a.send ? a.send(params) : Promise.reject(new MethodNotSupportedError('send'))))
  return adapter
}
