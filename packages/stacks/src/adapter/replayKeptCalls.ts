/**
 * A call the session's front kept because it came before the session's code had loaded: the
 * method's name, its arguments and, once the loaded session has made it, what that returned (a
 * remover or an unsubscribe, which the front's own answer calls from then on).
 *
 * @example
 * ```ts
 * const call: KeptSessionCall = ['subscribe', [listener]]
 * ```
 */
export type KeptSessionCall = [name: string, args: unknown[], made?: () => unknown]

/**
 * Makes on the loaded session, in the order they came, the calls its front kept (`init`,
 * `setNetwork`, `addExternalWallet`, `subscribe`), and empties that queue. A call that answers
 * with a function (a remover, an unsubscribe) keeps it, for the front to call.
 *
 * @param session - The session just loaded.
 * @param kept - The front's queue.
 * @example
 * ```ts
 * replayKeptCalls(loaded, [['subscribe', [listener]]])
 * ```
 */
export function replayKeptCalls(session: object, kept: KeptSessionCall[]): void {
  for (const call of kept.splice(0)) {
    const made = (session as Record<string, (...args: unknown[]) => unknown>)[call[0]]!(...call[1])
    if (typeof made === 'function') call[2] = made as () => unknown
  }
}
