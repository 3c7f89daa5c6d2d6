import { useLayoutEffect, useState } from 'react'

/**
 * Holds the value of a core `get*`/`watch*` pair: reads it with `get`, then re-renders only when
 * `watch` reports a change. `key` re-subscribes when the selection (e.g. the namespace) changes.
 *
 * @param get - Reads the current value.
 * @param watch - Subscribes; returns unsubscribe.
 * @param key - Changes when the selection changes.
 * @returns The current value.
 * @example
 * ```ts
 * const account = useWatched(() => latch.getAccount(p), (l) => latch.watchAccount(l, p), namespace)
 * ```
 */
export function useWatched<T>(
  get: () => T,
  watch: (listener: (value: T) => void) => () => void,
  key: unknown,
): T {
  const [value, setValue] = useState(get)
  // A layout effect: a change made before the first paint (the provider's mount) is read before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the selection that get/watch close over
  useLayoutEffect(() => {
    setValue(get)
    return watch((next) => setValue(() => next))
  }, [key])
  return value
}
