import type { ChainNamespace } from '../../shared/networks/types'
import { afterConnect } from './afterConnect'
import { afterDisconnect, type DisconnectedArguments } from './afterDisconnect'

/** What a connect's listeners are told. */
type ConnectedEvent = Parameters<Parameters<AfterConnectFlows['onConnected']>[0]>[0]
type AfterConnectFlows = Parameters<typeof afterConnect>[1]['flows']
type AfterConnectState = Parameters<typeof afterConnect>[0]
type AfterConnectDeps = Omit<Parameters<typeof afterConnect>[1], 'flows'>
type AfterDisconnectState = Parameters<typeof afterDisconnect>[0]
type AfterDisconnectDeps = Omit<Parameters<typeof afterDisconnect>[1], 'disconnected'>

/**
 * The rules "after connect" and "after disconnect" as two calls, for an instance that loads them
 * with its connection flows' code (they act only once a flow has run) and holds their places among
 * the listeners from the start: `connected` answers what the rules' `onConnected` listeners answer,
 * in their order; `disconnected` runs the rule and returns the work it asked to wait for.
 *
 * @param state - The instance state.
 * @param deps - What both rules read ({@link afterConnect}, {@link afterDisconnect}).
 * @returns `connected` and `disconnected`.
 * @example
 * ```ts
 * const rules = connectRules(state, { options, wallets, siwx, closeModal, walletChanged })
 * flows.onConnected((event) => rules.connected(event))
 * ```
 */
export function connectRules(
  state: AfterConnectState & AfterDisconnectState,
  deps: AfterConnectDeps & AfterDisconnectDeps,
): {
  connected(event: ConnectedEvent): true | undefined
  disconnected(before: Partial<Record<ChainNamespace, string>>): Promise<unknown>
} {
  const listeners: ((event: ConnectedEvent) => boolean | undefined)[] = []
  let onDisconnected: ((...args: DisconnectedArguments) => void) | undefined
  afterConnect(state, {
    ...deps,
    flows: {
      onConnected: (listener) => {
        listeners.push(listener)
        return () => undefined
      },
    },
  })
  afterDisconnect(state, {
    ...deps,
    disconnected: {
      add: (handler) => {
        onDisconnected = handler
        return () => undefined
      },
    },
  })
  return {
    connected(event) {
      let handled = false
      for (const listener of listeners) handled = listener(event) === true || handled
      return handled || undefined
    },
    disconnected(before) {
      const work: Promise<unknown>[] = []
      onDisconnected?.(before, (w) => work.push(w))
      return Promise.all(work)
    },
  }
}
