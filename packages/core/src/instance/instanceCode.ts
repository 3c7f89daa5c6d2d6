import type { buildLatch } from './buildLatch'

/**
 * The instance's code (see `buildLatch`), a chunk of its own.
 *
 * @example
 * ```ts
 * const code: InstanceCode = await loadInstanceCode()
 * ```
 */
export type InstanceCode = { buildLatch: typeof buildLatch }

// The loaded module, kept per page like the module registry keeps it: it holds code, never an
// instance's state. A second instance made once it has loaded (a remount, another provider) builds
// in its own `createLatch()` turn and answers every call at once.
let loading: Promise<InstanceCode> | undefined
let loaded: InstanceCode | undefined

/**
 * Loads the instance's code once per page (a failed load is retried on the next request).
 *
 * @returns The code.
 * @example
 * ```ts
 * const { buildLatch } = await loadInstanceCode()
 * ```
 */
export function loadInstanceCode(): Promise<InstanceCode> {
  loading ??= import('./buildLatch').then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The instance's code once it has loaded, else `undefined`.
 *
 * @returns The code or `undefined`.
 * @example
 * ```ts
 * const code = loadedInstanceCode()
 * if (code) code.buildLatch(options, state, host)
 * ```
 */
export function loadedInstanceCode(): InstanceCode | undefined {
  return loaded
}
