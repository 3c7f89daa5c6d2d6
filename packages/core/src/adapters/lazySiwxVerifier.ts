import { lazy } from '../shared/lazy/lazy'
import type { ChainNamespace } from '../shared/networks/types'
import type { AdapterSiwxVerifier, SiwxVerifier } from './siwxTypes'

/**
 * An adapter's sign-in verifier whose code loads on first use: `load` is called (once; again after
 * a failed load) by the first `formatMessage`, `parseMessage`, `check`, `verify` or `preload`, and
 * every call after it goes straight to the loaded verifier. The message format, address checks and
 * signature verification then stay out of the page's first load.
 *
 * @param namespace - The namespace the verifier signs in on.
 * @param load - Loads the full verifier, usually with `import()`.
 * @returns An {@link AdapterSiwxVerifier} for `adapter.siwx`.
 * @example
 * ```ts
 * const siwx = lazySiwxVerifier('eip155', () =>
 *   import('./siwx/createEip4361Verifier').then((m) => m.createEip4361Verifier(options)),
 * )
 * await siwx.formatMessage(data) // loads the verifier, then formats
 * ```
 */
export function lazySiwxVerifier(
  namespace: ChainNamespace,
  load: () => Promise<SiwxVerifier>,
): AdapterSiwxVerifier {
  const verifier = lazy(load)
  const run = <T>(use: (loaded: SiwxVerifier) => T | Promise<T>): Promise<T> => {
    const loaded = verifier.peek()
    return loaded ? Promise.resolve().then(() => use(loaded)) : verifier.load().then(use)
  }
  return {
    namespace,
    formatMessage: (data) => run((v) => v.formatMessage(data)),
    parseMessage: (message) => run((v) => v.parseMessage(message)),
    check: (session, expected) => run((v) => v.check(session, expected)),
    verify: (session, expected) => run((v) => v.verify(session, expected)),
    preload: () => verifier.load(),
  }
}
