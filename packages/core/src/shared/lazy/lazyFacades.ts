import { type Lazy, takeCopy, withLoaded } from './lazy'

// The facades of lazily built code, apart from lazy.ts: the page's entry (the lazy adapters and the
// instance's front) reads lazy.ts, and only the instance's code and later chunks read these (0.12 KB
// gzip off the size app's first load, measured, and nothing more before the click).

/**
 * Runs a state change on the lazy value without waiting for it: in the same turn when it is already
 * built, else once it has loaded. A load that fails applies nothing (the next change loads again).
 * For the fire-and-forget changes a kernel front records before its code has loaded.
 *
 * @param target - The lazy value.
 * @param run - The change.
 * @example
 * ```ts
 * whenLoaded(account, (a) => a.actions.reset('eip155'))
 * ```
 */
export function whenLoaded<T>(target: Lazy<T>, run: (value: T) => void): void {
  const built = target.peek()
  if (built !== undefined) run(built)
  else void target.load().then(run, () => undefined)
}

/**
 * An object whose listed methods call the lazily built target: at once when it is built (so a
 * method that must run inside the user's click, like opening a popup, still does), else after
 * loading it. The facade of an async API whose code is a lazy slice. The arguments are copied at
 * the call (`structuredClone`): the facades take requests the user will approve (a batch, a
 * permission, a swap to build), and what the app changes in its objects while the code loads must
 * not reach what is checked, shown and sent (the frozen-request rule). An argument that cannot be
 * cloned, like a listener, is passed as it is; the slice's own checks refuse a request holding one.
 *
 * @param target - The lazily built API.
 * @param methods - Its method names (all async).
 * @returns The facade.
 * @example
 * ```ts
 * const swap = delegateAsync(hostedSwap, ['getSwapTokens', 'getGasPrice', 'checkAllowance'])
 * ```
 */
export function delegateAsync<T extends object>(target: Lazy<T>, methods: readonly (keyof T & string)[]): T {
  type Method = (...args: unknown[]) => Promise<unknown>
  const call = (api: T, name: string, args: unknown[]) => (api as Record<string, Method>)[name]?.(...args)
  const facade: Record<string, Method> = {}
  for (const name of methods)
    facade[name] = (...args) => {
      // copied now, in the caller's turn, not once the code has loaded
      const copies = args.map(takeCopy)
      return withLoaded(target, async (api) => call(api, name, copies))
    }
  return facade as T
}

/**
 * An object whose listed methods load the target, then call it with the arguments as given: always
 * after the load's promise (a microtask even when it is loaded), never in the caller's turn. The
 * facade of an async API whose calls need not open anything inside the user's click and take no
 * request the user approves (see {@link delegateAsync} for those).
 *
 * @param load - Loads (and builds) the target once; called on every call.
 * @param methods - Its method names (all async).
 * @returns The facade.
 * @example
 * ```ts
 * const accountData = forwardAsync(() => controller.load(), ['fetchTokenBalances', 'fetchNfts'])
 * ```
 */
export function forwardAsync<T extends object, K extends keyof T & string>(
  load: () => Promise<T>,
  methods: readonly K[],
): Pick<T, K> {
  type Method = (...args: unknown[]) => Promise<unknown>
  const facade: Record<string, Method> = {}
  for (const name of methods)
    facade[name] = async (...args) => ((await load()) as Record<string, Method>)[name]!(...args)
  return facade as Pick<T, K>
}

/**
 * A {@link Lazy} of one part of another lazy value.
 *
 * @param source - The lazy value.
 * @param pick - Reads the part.
 * @returns The lazy part.
 * @example
 * ```ts
 * const swap = lazyPart(hosted, (h) => h.swap)
 * ```
 */
export function lazyPart<S, T>(source: Lazy<S>, pick: (value: S) => T): Lazy<T> {
  return {
    load: async () => pick(await source.load()),
    peek: () => {
      const value = source.peek()
      return value === undefined ? undefined : pick(value)
    },
  }
}
