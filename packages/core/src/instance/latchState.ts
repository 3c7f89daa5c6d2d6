import type { Snapshot } from 'valtio/vanilla'
import type { AccountState } from '../kernel/account/types'
import type { AlertsState } from '../kernel/alerts/types'
import type { ChainsState } from '../kernel/chains/types'
import type { ConnectionsState } from '../kernel/connections/types'
import type { EventsState } from '../kernel/events/types'
import type { ModalState } from '../kernel/modal/types'
import type { OptionsState } from '../kernel/options/types'
import type { RouterState } from '../kernel/router/types'
import type { SnackState } from '../kernel/snack/types'
import type { ChainNamespace } from '../shared/networks/types'
import type { AccountDataState } from '../slices/accountData/types'
import type { ApprovalState } from '../slices/auth/approval/types'
import type { AuthState } from '../slices/auth/types'
import type { LocaleState } from '../slices/i18n/types'
import type { SendState } from '../slices/send/types'
import type { SiwxState } from '../slices/siwx/types'
import type { WalletsState } from '../slices/wallets/types'

/**
 * All state of one Latch instance, one slice per controller. It lives in valtio proxies owned by
 * the instance; read it with `latch.getState()` (a snapshot) or `useSnapshot(latch.state)`.
 * Later slices (send, siwx, wallets, account data) are added as optional fields.
 *
 * @example
 * ```ts
 * const { modal, router, chains } = latch.getState()
 * ```
 */
export type LatchState = {
  options: OptionsState
  modal: ModalState
  router: RouterState
  chains: ChainsState
  connections: ConnectionsState
  /** Account per namespace; a namespace never connected has no entry. */
  accounts: Partial<Record<ChainNamespace, AccountState>>
  snack: SnackState
  alerts: AlertsState
  events: EventsState
  /** Wallet registry lists, search and recent wallets (SPEC §3, §7). */
  wallets: WalletsState
  /** Token balances, activity and NFTs of the active account (SPEC §2 account tabs). */
  accountData: AccountDataState
  /** Send form and progress (SPEC §3 send state). */
  send: SendState
  /** Sign-in progress and session flags. */
  siwx: SiwxState
  /** Not-safe requests of the auth connector waiting in ApproveTransaction (SPEC §6). */
  approval: ApprovalState
  /** Email, social, Farcaster and email-change flows. */
  auth: AuthState
  /** The modal's language: locale, writing direction, and whether its strings are loaded. */
  i18n: LocaleState
}

/**
 * An immutable snapshot of {@link LatchState}.
 *
 * @example
 * ```ts
 * const snap: LatchSnapshot = latch.getState()
 * ```
 */
export type LatchSnapshot = Snapshot<LatchState>
