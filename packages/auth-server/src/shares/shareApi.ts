// The wallet-share shapes of the auth-service protocol (`protocol/api.ts` of @latch/embedded-wallet,
// which does not export them from its entry yet). `shareApi.test-d.ts` holds each equal to the
// protocol's own type, so the two cannot drift apart.

/**
 * Answer of GET `/v1/wallet/shares`: the split id and the auth share.
 *
 * @example
 * ```ts
 * const answer: WalletSharesResponse = { setId: '0123456789abcdef', authShare: 'AEAQ-…' }
 * ```
 */
export type WalletSharesResponse = { setId: string; authShare: string }

/**
 * Body of PUT `/v1/wallet/shares` (and the `shares` of a revoke): a new split's id, its auth share,
 * the device share sealed under the recovery share, the recovery check, and the split it replaces.
 *
 * @example
 * ```ts
 * const body: WalletSharesRequest = { setId, authShare, deviceShareBox, recoveryCheck, previousSetId: null }
 * ```
 */
export type WalletSharesRequest = {
  setId: string
  authShare: string
  deviceShareBox: string
  recoveryCheck: string
  previousSetId: string | null
}

/**
 * Body of POST `/v1/wallet/recover`: the split the kit belongs to and its recovery check.
 *
 * @example
 * ```ts
 * const body: WalletRecoverRequest = { setId, recoveryCheck }
 * ```
 */
export type WalletRecoverRequest = { setId: string; recoveryCheck: string }

/**
 * Answer of POST `/v1/wallet/recover`: the auth share and the sealed device share.
 *
 * @example
 * ```ts
 * const { authShare, deviceShareBox }: WalletRecoverResponse = answer
 * ```
 */
export type WalletRecoverResponse = { setId: string; authShare: string; deviceShareBox: string }

/**
 * One device of the account; `current` is the one asking.
 *
 * @example
 * ```ts
 * const device: ApiDevice = { id: 'd-1', createdAt: 0, lastSeenAt: 0, current: true }
 * ```
 */
export type ApiDevice = { id: string; createdAt: number; lastSeenAt: number; current: boolean }

/**
 * Answer of GET `/v1/devices`, newest first.
 *
 * @example
 * ```ts
 * const { devices }: DevicesResponse = answer
 * ```
 */
export type DevicesResponse = { devices: ApiDevice[] }
