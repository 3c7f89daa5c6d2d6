/**
 * A selector that derives a value from parts of the state and keeps it while those parts are the
 * same objects: snapshots share unchanged parts, so a derived list keeps its identity (and a view
 * does not re-render) until one of its inputs changed.
 *
 * @param inputs - Picks the parts the value depends on (compared item by item with `Object.is`).
 * @param compute - Derives the value from those parts.
 * @returns The memoized selector.
 * @example
 * ```ts
 * const selectNames = memoizeSelector((s: LatchSnapshot) => [s.chains.networks] as const, (networks) => networks.map((n) => n.name))
 * selectNames(latch.getState()) === selectNames(latch.getState()) // true
 * ```
 */
export function memoizeSelector<S, const I extends readonly unknown[], R>(
  inputs: (state: S) => I,
  compute: (...parts: I) => R,
): (state: S) => R {
  let last: { parts: I; value: R } | undefined
  return (state) => {
    const parts = inputs(state)
    if (
      last &&
      last.parts.length === parts.length &&
      last.parts.every((part, i) => Object.is(part, parts[i]))
    )
      return last.value
    last = { parts, value: compute(...parts) }
    return last.value
  }
}
