/**
 * A named reaction point: the kernel runs it, slices register what should happen. Keeps the order
 * of construction one-way (the kernel never refers to a slice).
 *
 * @example
 * ```ts
 * const networkChanged = createReaction<[ChainNamespace]>()
 * networkChanged.add((ns) => recheckSignIn(ns))
 * networkChanged.run('eip155')
 * ```
 */
export type Reaction<A extends unknown[]> = {
  /** Register a handler; returns its removal. */
  add(handler: (...args: A) => void): () => void
  /** Run every handler in registration order. */
  run(...args: A): void
}

/**
 * Makes a {@link Reaction}.
 *
 * @returns An empty reaction point.
 * @example
 * ```ts
 * const closeRequested = createReaction<[]>()
 * ```
 */
export function createReaction<A extends unknown[]>(): Reaction<A> {
  const handlers = new Set<(...args: A) => void>()
  return {
    add(handler) {
      handlers.add(handler)
      return () => {
        handlers.delete(handler)
      }
    },
    run(...args) {
      for (const handler of handlers) handler(...args)
    },
  }
}
