/**
 * A value built on first request by an async loader (a dynamic `import()` of a slice), then kept:
 * every caller gets the same promise; `peek()` returns the value once it is built.
 *
 * @example
 * ```ts
 * const send = lazy(() => import('./createSendController').then((m) => m.createSendController(deps)))
 * await (await send.load()).send()
 * ```
 */
export type Lazy<T> = { load(): Promise<T>; peek(): T | undefined }

/**
 * Makes a {@link Lazy} from a loader; the loader runs at most once (a failed load is retried on the
 * next request).
 *
 * @param loader - Builds the value (usually imports the slice's module).
 * @returns The lazy value.
 * @example
 * ```ts
 * const hosted = lazy(() => import('./createHostedData').then((m) => m.createHostedData(parameters)))
 * ```
 */
export function lazy<T>(loader: () => Promise<T>): Lazy<T> {
  let promise: Promise<T> | undefined
  let value: T | undefined
  return {
    load: () =>
      (promise ??= loader().then(
        (built) => {
          value = built
          return built
        },
        (error: unknown) => {
          promise = undefined
          throw error
        },
      )),
    peek: () => value,
  }
}

/**
 * Calls `call` with the lazy value: in the same turn when it is already built (so a wallet prompt
 * or popup the call opens stays inside the user's click), else once it has loaded.
 *
 * @param target - The lazy value.
 * @param call - What to do with it.
 * @returns What `call` returns.
 * @example
 * ```ts
 * await withLoaded(send, (controller) => controller.send())
 * ```
 */
export function withLoaded<T, R>(target: Lazy<T>, call: (value: T) => Promise<R>): Promise<R> {
  const built = target.peek()
  return built === undefined ? target.load().then(call) : call(built)
}

/**
 * A copy of plain data (bigints included); what cannot be cloned (a function, a listener) is passed
 * on as it is. What a facade takes before its code has loaded is copied in the caller's turn with it.
 *
 * @param value - The argument.
 * @returns Its copy, or the value itself.
 * @example
 * ```ts
 * const request = takeCopy({ to, value: 1n }) // later changes of the app's object do not reach it
 * ```
 */
export function takeCopy(value: unknown): unknown {
  try {
    return structuredClone(value)
  } catch {
    return value
  }
}
