import { proxy } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapters/types'
import { takeCopy } from '../shared/lazy/lazy'
import { createMemoryStore, createStorage } from '../shared/storage/createStorage'
import { withReviewBeforeWallet } from '../slices/auth/beforeWallet/withReviewBeforeWallet'
import { lazyAuthAdapters } from '../slices/auth/provider/lazyAuthAdapter'
import type { buildLatch } from './buildLatch'
import { createInitialState } from './createInitialState'
import { createMount } from './createMount'
import { type InstanceCode, loadedInstanceCode, loadInstanceCode } from './instanceCode'
import { createInstanceReads } from './instanceReads'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'
import { FORWARDED_MEMBERS, READS_BEFORE_LOAD, SUBSCRIPTIONS } from './readsBeforeLoad'
import type { Latch } from './types'
import { validateOptions } from './validateOptions'
import { windowStorage } from './windowStorage'

type Built = ReturnType<typeof buildLatch>
/** A call that waits for the instance's code: `run` once it has built, `fail` if it failed to load. */
type Waiting = { run: (built: Built) => void; fail: (error: unknown) => void }
type Method = (...args: unknown[]) => unknown

const ignore = () => undefined

/** Calls the member at `path` of the built instance, on its owner (`latch.router.push(...)`). */
function invoke(latch: Latch, path: readonly string[], args: unknown[]): unknown {
  let owner = latch as unknown as Record<string, unknown>
  for (const key of path.slice(0, -1)) owner = owner[key] as Record<string, unknown>
  return (owner[path.at(-1) as string] as Method).apply(owner, args)
}

/**
 * Creates one Latch instance. What `createLatch()` builds at once is small: the options' check, the
 * state (a valtio proxy), the adapters and `mount()`; the rest of the instance (the kernel and the
 * facades of the feature slices, see `buildLatch`) is a chunk that loads with the instance's
 * `mount()` or its first call, so a page's first load holds only this front. Until it has loaded:
 * - the state and its reads (`getState`, `getAccount`, `getNetwork`, `getConnections`,
 *   `getWalletInfo`, `getEvents`, their `watch*`, `subscribe`) answer as always, and the
 *   namespaces' synchronous reads answer from the state (nothing is connected yet);
 * - every other call (`open`, `connect`, `router.push`, …) runs once it has, in the order asked,
 *   with its arguments copied when it was asked (what the app changes meanwhile does not reach it);
 *   an async one's promise settles with the call's own; a listener subscribes then;
 * - `mount()` starts the adapters at once (a stored wallet's no-prompt check does not wait for this
 *   code; on a reload with a stored connection, in a page on screen, the code loads once the
 *   mount's turn has painted, so the address the wallet confirms paints first), and `ready()`
 *   resolves once the code has loaded too.
 * Once loaded (and at once when an earlier instance loaded it), every call runs in the caller's
 * turn, inside the user's click. Touches no window, storage or network: call `mount()` on the client.
 *
 * @param options - Adapters, networks and the rest of {@link LatchOptions}.
 * @returns The instance.
 * @throws {ValidationError} when the options are invalid (nothing is created).
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet], metadata })
 * const stop = latch.mount()
 * await latch.ready()
 * await latch.open()
 * ```
 */
export function createLatch(options: LatchOptions): Latch {
  const defaultNetwork = validateOptions(options)
  const state: LatchState = proxy(createInitialState(options, defaultNetwork))
  let storage = createStorage(options.storage ?? createMemoryStore())
  const getStorage = () => storage
  let built: Built | undefined
  let loading: Promise<Built> | undefined
  const waiting: Waiting[] = []

  const build = (code: InstanceCode): Built =>
    (built ??= code.buildLatch(options, state, { adapters, getStorage, self: () => latch }))
  /** Runs what waited for the code, in order, in one turn (nothing else runs between them). */
  const flush = (ready: Built) => {
    for (let next = waiting.shift(); next; next = waiting.shift())
      try {
        next.run(ready)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
  }
  const load = (): Promise<Built> =>
    (loading ??= loadInstanceCode().then(
      (code) => {
        const ready = build(code)
        flush(ready)
        return ready
      },
      (error: unknown) => {
        loading = undefined
        for (const call of waiting.splice(0)) call.fail(error)
        throw error
      },
    ))
  /** The built instance when a call may run on it now: nothing waits before it. */
  const current = (): Built | undefined => {
    if (!built && !loading) {
      const code = loadedInstanceCode()
      if (code) build(code)
    }
    return waiting.length === 0 ? built : undefined
  }
  /** Queues `call`; the code loads now, or once `after` resolves (a call meanwhile loads it now). */
  const enqueue = (call: Waiting, after?: Promise<void>) => {
    waiting.push(call)
    void (after ? after.then(load) : load()).catch(ignore)
  }
  const whenBuilt = (run: (ready: Built) => void, after?: Promise<void>) => {
    const ready = current()
    if (ready) run(ready)
    else enqueue({ run, fail: ignore }, after)
  }
  /** A call that waits for the code; its promise settles with the call's own result. */
  const call = (path: readonly string[], args: unknown[]): Promise<unknown> => {
    const copies = args.map(takeCopy)
    const result = new Promise((resolve, reject) =>
      enqueue({
        run: (ready) => {
          try {
            resolve(invoke(ready.latch, path, copies))
          } catch (error) {
            reject(error)
          }
        },
        fail: reject,
      }),
    )
    // a change nobody awaits (`router.push`) leaves no unhandled rejection; an awaited one rejects
    result.catch(ignore)
    return result
  }
  const subscribeLater = (path: readonly string[], args: unknown[]) => {
    let stopped = false
    let stop: (() => void) | undefined
    whenBuilt((ready) => {
      if (!stopped) stop = invoke(ready.latch, path, args) as () => void
    })
    return () => {
      stopped = true
      stop?.()
    }
  }
  const fronts = new Map<string, unknown>()
  /** A member of the instance before its code has loaded: a namespace, or a method at `path`. */
  const front = (path: readonly string[]): unknown => {
    const name = path.join('.')
    let member = fronts.get(name)
    if (!member) {
      member = new Proxy(ignore, {
        get: (_, key) => (typeof key === 'string' && key !== 'then' ? front([...path, key]) : undefined),
        apply: (_, __, args: unknown[]) => {
          const ready = current()
          if (ready) return invoke(ready.latch, path, args)
          const read = READS_BEFORE_LOAD[name]
          // a read does not wait for the calls before it: the built instance answers as it is
          if (read) return built ? invoke(built.latch, path, args) : read(state, args, () => call(path, args))
          return SUBSCRIPTIONS.has(name) ? subscribeLater(path, args) : call(path, args)
        },
      })
      fronts.set(name, member)
    }
    return member
  }

  // the instance's own list: the "review before your wallet" step (the auth slice) may stand in front of each
  const adapters: ChainAdapter[] = options.auth
    ? lazyAuthAdapters({
        adapters: options.adapters,
        networks: options.networks,
        provider: options.auth.provider,
        approve: (request) => load().then(({ ask }) => ask(request)),
      })
    : [...options.adapters]
  // `features.review`: the step is in front of the adapters from the start, so no request can pass
  // before its code has loaded (it loads at mount, and a request waits for it)
  if (options.features?.review)
    withReviewBeforeWallet(adapters, (adapter, request) =>
      load().then(({ review }) => review(adapter, request)),
    )
  const mounting = createMount({
    adapters,
    chainsState: state.chains,
    connectionsState: state.connections,
    kernel: () => load().then(({ kernel }) => kernel),
    handleAdapterEvent: (ns, event) => whenBuilt(({ kernel }) => kernel.handleAdapterEvent(ns, event)),
    setConnectors: (ns, connectors) =>
      whenBuilt(({ kernel }) => kernel.connections.actions.setConnectors(ns, connectors)),
    getStorage,
    getWindow: () => (typeof window === 'undefined' ? undefined : window),
    projectId: options.projectId,
    adoptWindowStorage: (win) => {
      const store = options.storage ? undefined : windowStorage(win)
      if (store) storage = createStorage(store)
    },
  })
  const own: Partial<Latch> = {
    state,
    adapters,
    ...createInstanceReads(state),
    // nothing is connected before the code has loaded
    getProvider: (namespace) => built?.latch.getProvider(namespace),
    mount: () => {
      const stop = mounting.mount()
      // the kernel follows the mount's progress, in order with the calls asked after it; the code
      // loads beside the adapters' start (a restore's once the mount's turn has painted)
      whenBuilt(({ kernel }) => kernel.started(mounting), mounting.painted())
      return stop
    },
    ready: () => load().then(({ latch: code }) => code.ready()),
  }
  const latch = new Proxy(own, {
    get: (target, key) => {
      if (typeof key !== 'string' || key in target) return target[key as keyof Latch]
      if (!FORWARDED_MEMBERS.has(key)) return undefined
      return current()?.latch[key as keyof Latch] ?? front([key])
    },
    has: (target, key) => key in target || FORWARDED_MEMBERS.has(key as string),
  }) as Latch
  return latch
}
