import {
  type ChainAdapter,
  lazy,
  lazyChainAdapter,
  type SiwxVerifier,
  ValidationError,
  withLoaded,
} from '@latch/core/kit'
import type { FetchLike } from '../data/fetchJson'
import { STACKS_SESSION_MESSAGES } from '../errors/sessionMessages'
import type { StacksMethod, StacksMethodParams, StacksMethodResult } from '../request/methods'
import type { Sip018SiwxVerifier } from '../siwx/createStacksSip018Siwx'
import { createSessionFront } from './createSessionFront'
import type { WalletSession } from './createWalletSession'
import type { WalletSessionOptions } from './walletSessionTypes'

/**
 * Options of {@link createStacksAdapters}.
 *
 * @example
 * ```ts
 * createStacksAdapters({ fetch: myFetch } satisfies StacksAdaptersOptions)
 * ```
 */
export type StacksAdaptersOptions = WalletSessionOptions & {
  /** `fetch` used for balances and activity (defaults to the global one). */
  fetch?: FetchLike
  /**
   * Sign-in verifier of the Stacks adapter (default: `createStacksSiwx()`, CAIP-122 text signed
   * with `stx_signMessage`). Pass `createStacksSip018Siwx()` from `@latch/stacks/validation` to sign
   * in with the same fields as a SIP-018 Clarity tuple signed with `stx_signStructuredMessage`.
   */
  siwx?: SiwxVerifier | Sip018SiwxVerifier
}

/**
 * A Stacks or Bitcoin {@link ChainAdapter} with a typed request method.
 *
 * @example
 * ```ts
 * const { txid } = await stacks.call('stx_transferStx', { recipient, amount: 1_000_000n, memo: 'rent' })
 * ```
 */
export type StacksChainAdapter = ChainAdapter & {
  readonly namespace: 'stacks' | 'bip122'
  /**
   * Typed request to a connected wallet (validated and shaped for it): `walletId`, the active
   * connection's `connectorId` (`latch.connections.list().find((c) => c.active && c.namespace === 'stacks')`). It may be left out
   * only while one wallet is connected; with several, a request naming none fails before any
   * wallet is contacted.
   */
  call<M extends StacksMethod>(
    method: M,
    params: StacksMethodParams<M>,
    walletId?: string,
  ): Promise<StacksMethodResult<M>>
  /** The wallet sessions shared by both adapters. */
  readonly session: WalletSession
}

/**
 * Creates the Stacks adapter (namespace `stacks`) and the Bitcoin adapter (namespace `bip122`),
 * sharing one session per wallet: several wallets are connected at once, connecting a wallet in
 * either namespace connects it for both (one prompt), and disconnecting it ends it in both while
 * the other wallets stay. Requests go to the wallet they name (the active connection's through
 * `latch.request`). Pass both to `createLatch({ adapters })`. Nothing loads with the page:
 * `latch.mount()` loads and starts one wallet discovery for both adapters (the installed wallets,
 * the WBIP registrations, Asigna's frame), each adapter listing the wallets of its namespace; the
 * adapters' and the wallet session's code (transports, connect, requests) loads with a stored
 * connection's restore, the first call that needs it, or once the open modal is idle
 * (`latch.ready()`), and carries on with that discovery. Both adapters start together when it has
 * loaded. The session is here at once as a front that keeps what is given to it before then
 * (pairing wallets, listeners) and answers "nothing connected" (see {@link createWalletSession}).
 *
 * @param options - Asigna origin and an optional `fetch` for account data.
 * @returns `{ stacks, bip122, session }`.
 * @example
 * ```ts
 * const { stacks, bip122 } = createStacksAdapters()
 * const latch = createLatch({ adapters: [stacks, bip122], networks: [stacksTestnet, bitcoinTestnet] })
 * ```
 */
export function createStacksAdapters(options: StacksAdaptersOptions = {}) {
  const siwxNamespace: unknown = options.siwx?.namespace
  if (options.siwx && siwxNamespace !== 'stacks') {
    // the app's own option, read as core's createLatch reads its options: a string named (cut to
    // 40 characters), anything else by its type; no code of the value's own runs
    throw new ValidationError(STACKS_SESSION_MESSAGES.siwxNotStacks, {
      code: 'INVALID_OPTIONS',
      details: `namespace "${typeof siwxNamespace === 'string' ? siwxNamespace.slice(0, 40) : `[${typeof siwxNamespace}]`}"`,
    })
  }
  // One discovery for both adapters and the session, in the chunk that loads the rest (what a
  // visitor with nothing to restore loads)
  const mount = lazy(() => import('./createStacksMount').then((m) => m.createStacksMount(options)))
  const session = createSessionFront(mount)
  // Both adapters' code and the session's they share, loaded once by whichever needs it first
  const built = lazy(() => mount.load().then((loaded) => loaded.loadAdapters(session, adapters)))
  const make = (namespace: 'stacks' | 'bip122') => {
    const adapter = lazyChainAdapter(
      {
        namespace,
        accountData: { nfts: false },
        siwx: true,
        previewRequest: true,
        // the discovery alone at mount; the adapters' code with the first call or preload
        discovery: () => mount.load().then((loaded) => loaded.discover(namespace, session)),
      },
      () => built.load().then((both) => both[namespace]),
    )
    return Object.assign(adapter, {
      // in the same turn once loaded, so a wallet prompt stays inside the user's click
      call: <M extends StacksMethod>(method: M, params: StacksMethodParams<M>, walletId?: string) =>
        withLoaded(built, (both) => both[namespace].call(method, params, walletId)),
      session,
    }) as StacksChainAdapter
  }
  const adapters = { stacks: make('stacks'), bip122: make('bip122'), session }
  return adapters
}
