import type { ApiClient } from '../../http/types'
import { isArrayOf, isBoundedString, isFiniteNumber, isRecord, keepValid } from '../../http/validators'
import { ALERTS } from '../../shared/errors/catalogue'
import { ApiError } from '../../shared/errors/errors'
import { parseCaipAddress } from '../../shared/networks/caipAddress'
import type { CaipAddress } from '../../shared/networks/types'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'
import * as HOSTED_DATA_MESSAGES from './hostedDataMessages'

/**
 * A smart session: permissions a smart account granted to an app key (`wallet_grantPermissions`),
 * as the data API lists them. `expiry` is in seconds since the epoch.
 *
 * @example
 * ```ts
 * const s: SmartSession = { pci: 'a1b2', expiry: 1_800_000_000, permissions: ['contract-call'] }
 * ```
 */
export type SmartSession = { pci: string; expiry: number; permissions: string[] }

/**
 * The data API's smart-session calls (SPEC §7 "smart sessions").
 *
 * @example
 * ```ts
 * const sessions = await latch.smartSessions.list('eip155:1:0xabc')
 * ```
 */
export interface SmartSessionsApi {
  /** The account's smart sessions that have not expired. */
  list(account: CaipAddress): Promise<SmartSession[]>
  /** Revoke one session by its permission context id. */
  revoke(account: CaipAddress, pci: string): Promise<void>
}

const { idLength, listItems } = UNTRUSTED_LIMITS
const isPermission = (v: unknown): v is string => isBoundedString(v, idLength)
const isSession = (v: unknown): v is SmartSession =>
  isRecord(v) &&
  isBoundedString(v.pci, idLength) &&
  isFiniteNumber(v.expiry) &&
  Array.isArray(v.permissions) &&
  v.permissions.length <= listItems &&
  isArrayOf(v.permissions, isPermission)
const isSessions = (v: unknown): v is { sessions: unknown[] } => isRecord(v) && Array.isArray(v.sessions)

/**
 * Makes the smart-session calls over the data API; expired sessions are dropped from the list
 * (SPEC §4). With no projectId the calls reject with "Project ID Missing" before any request.
 *
 * @param api - The API client; `undefined` without a projectId.
 * @param now - Clock in milliseconds.
 * @returns The calls.
 * @example
 * ```ts
 * await createSmartSessionsApi(api, Date.now).revoke('eip155:1:0xabc', 'a1b2')
 * ```
 */
export function createSmartSessionsApi(api: ApiClient | undefined, now: () => number): SmartSessionsApi {
  const client = () => {
    if (!api) throw new ApiError(ALERTS.ProjectIdMissing.message, { code: ALERTS.ProjectIdMissing.code })
    return api
  }
  const path = (account: CaipAddress) => {
    parseCaipAddress(account)
    return `v1/sessions/${encodeURIComponent(account)}`
  }
  return {
    async list(account) {
      const body = await client().getJson(path(account), { service: 'data', validate: isSessions })
      return (keepValid(body.sessions, isSession, listItems) ?? [])
        .filter((session) => session.expiry * 1000 > now())
        .map(({ pci, expiry, permissions }) => ({ pci, expiry, permissions: [...permissions] }))
    },
    async revoke(account, pci) {
      const target = `${path(account)}/revoke`
      const status = await client().postJson(target, { pci }, { service: 'data' })
      if (status < 200 || status >= 300)
        throw new ApiError(HOSTED_DATA_MESSAGES.revokeFailed(status), {
          code: 'SERVER_ERROR',
          status,
        })
    },
  }
}
