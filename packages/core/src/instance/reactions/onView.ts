import { subscribe } from 'valtio/vanilla'
import type { ChainsState } from '../../kernel/chains/types'
import type { ModalState } from '../../kernel/modal/types'
import type { RouterState } from '../../kernel/router/types'
import type { RouterView } from '../../kernel/router/views'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import type { AccountDataActions } from '../../slices/accountData/types'
import type { WalletsActions } from '../../slices/wallets/types'

/**
 * The views of a send: showing one starts loading the send slice's code (an instance's `preloads`).
 *
 * @example
 * ```ts
 * onView(state, { ...deps, preloads: [{ views: SEND_VIEWS, preload: send.preload }] })
 * ```
 */
export const SEND_VIEWS: readonly RouterView[] = ['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview']

/**
 * What the "on view" reaction loads and reads.
 *
 * @example
 * ```ts
 * const deps: OnViewDeps = { wallets, accountData, getActiveNetwork, checkProject, preloads: [] }
 * ```
 */
export type OnViewDeps = {
  wallets: Pick<WalletsActions, 'loadAllWallets' | 'loadConnectView' | 'releaseImages'>
  accountData: Pick<AccountDataActions, 'reset' | 'fetchTokenBalances' | 'fetchTokenPrices' | 'fetchIdentity'>
  getActiveNetwork: (namespace: ChainNamespace) => CaipNetwork | undefined
  /** The project checks of a projectId (nothing without one); run after the view's own data. */
  checkProject: () => Promise<void>
  /** Slices whose code starts loading when the open modal shows one of `views`. */
  preloads: readonly { views: readonly RouterView[]; preload: () => Promise<unknown> }[]
}

/**
 * Reaction "on view": the view the open modal shows decides what loads (fetch on intent). Connect
 * and AllWallets load the wallet list, Account the balances, their prices and the profile; the
 * project checks follow the view's own data, so the first render needs one request. Leaving
 * AllWallets releases its images; a new account (namespace, address or network) resets the account
 * data, and reloads it when Account stays shown (the account the rule starts with keeps what was read
 * for it before). A view that announces a slice (a send, a
 * signature) starts loading that slice's code, so the action runs inside the user's click.
 *
 * @param state - The instance state.
 * @param deps - The data facades, the project checks and the slices to preload.
 * @returns Stops the reaction.
 * @example
 * ```ts
 * const stop = onView(state, { wallets, accountData, getActiveNetwork, checkProject, preloads: [{ views: ['WalletSend'], preload: send.preload }] })
 * ```
 */
export function onView(
  state: {
    router: Pick<RouterState, 'view'>
    modal: Pick<ModalState, 'open'>
    chains: Pick<ChainsState, 'activeNamespace'>
    accounts: Partial<Record<ChainNamespace, { address?: string | undefined }>>
  },
  deps: OnViewDeps,
): () => void {
  const { wallets, accountData } = deps
  // Balances, then the prices of the listed tokens (their USD values); the profile beside them.
  const loadAccount = () =>
    Promise.all([
      accountData.fetchTokenBalances().then(() => accountData.fetchTokenPrices()),
      accountData.fetchIdentity(),
    ])
  const accountOf = () => {
    const ns = state.chains.activeNamespace
    return `${ns}|${state.accounts[ns]?.address ?? ''}|${deps.getActiveNetwork(ns)?.caipNetworkId ?? ''}`
  }
  let lastView: RouterView | undefined
  // The account as the rule starts: its code loads at mount or with the state's first change, after
  // the app may have read that account's data (latch.send.fetchTokenBalances); only a change of
  // account from here on resets it.
  let lastAccount = accountOf()
  const fetchOnIntent = () => {
    const account = accountOf()
    const view = state.modal.open ? state.router.view : undefined
    if (account !== lastAccount) {
      lastAccount = account
      accountData.reset()
      if (view === 'Account' && view === lastView) void loadAccount().catch(() => undefined)
    }
    if (view === lastView) return
    if (lastView === 'AllWallets') wallets.releaseImages()
    lastView = view
    // The view's own data first, so the first render needs one request; project checks follow.
    const first =
      view === 'AllWallets'
        ? wallets.loadAllWallets()
        : view === 'Connect'
          ? wallets.loadConnectView()
          : view === 'Account'
            ? loadAccount()
            : Promise.resolve()
    // a chunk that fails to load shows nothing new; the next intent loads again
    if (view !== undefined)
      void first.catch(() => undefined).then(() => deps.checkProject().catch(() => undefined))
  }
  const stops = [
    ...deps.preloads.map(({ views, preload }) =>
      subscribe(state.router, () => {
        if (state.modal.open && views.includes(state.router.view)) void preload().catch(() => undefined)
      }),
    ),
    subscribe(state.router, fetchOnIntent),
    subscribe(state.modal, fetchOnIntent),
    subscribe(state.chains, fetchOnIntent),
    subscribe(state.accounts, fetchOnIntent),
  ]
  fetchOnIntent()
  return () => {
    for (const stop of stops) stop()
  }
}
