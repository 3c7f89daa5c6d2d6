import { MethodNotSupportedError } from '../shared/errors/errors'
import { type Lazy, withLoaded } from '../shared/lazy/lazy'
import type { ChainAdapter } from './types'

type Method = (...args: unknown[]) => unknown

/**
 * Sets each named method of `into` to call the same method of the loaded adapter (or of its `part`),
 * as it is at the time of the call (an adapter may set its sign-in verifier in `init`), in the same
 * turn once loaded. A capability declared but missing from the loaded adapter rejects with
 * `MethodNotSupportedError`; a method it may leave out (`getNfts`, `preload`) answers `fallback`.
 *
 * @param inner - The adapter being loaded.
 * @param namespace - Its namespace (named in the error).
 * @param target - The object to fill, which part of the loaded adapter it stands for, and the names.
 * @param fallback - The answer of a method the loaded part may leave out.
 * @example
 * ```ts
 * forwardToLoaded(inner, 'eip155', { into: adapter, part: undefined, names: ['connect'] })
 * ```
 */
export function forwardToLoaded(
  inner: Lazy<ChainAdapter>,
  namespace: string,
  target: { into: object; part: 'accountData' | 'siwx' | undefined; names: readonly string[] },
  fallback?: () => unknown,
): void {
  const { into, part, names } = target
  for (const name of names)
    (into as Record<string, Method>)[name] = (...args) =>
      withLoaded(inner, async (loaded) => {
        const owner = (part ? loaded[part] : loaded) as Record<string, Method | undefined> | undefined
        const method = owner?.[name]
        if (method) return method.apply(owner, args)
        if (owner && fallback) return fallback()
        throw new MethodNotSupportedError(part ?? name, {
          details: `The loaded ${namespace} adapter has no ${part ?? name}`,
        })
      })
}
