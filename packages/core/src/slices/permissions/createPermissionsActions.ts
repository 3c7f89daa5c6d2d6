import { subscribe } from 'valtio/vanilla'
import type { LatchStorage } from '../../shared/storage/types'
import type { CallsKernel } from '../calls/createCallsActions'
import { PermissionsError } from './PermissionsError'
import { PERMISSIONS_LIMITS } from './permissionsLimits'
import { readGrantAnswer } from './readGrantAnswer'
import { readPermissionGrant, readPermissionRequest } from './readPermission'
import type { PermissionGrant, PermissionsActions } from './types'

type Hex = `0x${string}`

/**
 * What the permissions actions read from the instance: the calls slice's kernel (connection
 * state, adapters, active networks), its storage and clock.
 *
 * @example
 * ```ts
 * const kernel: PermissionsKernel = { isConnected, getAdapter, chains, getStorage, now }
 * ```
 */
export type PermissionsKernel = CallsKernel & { getStorage: () => LatchStorage; now: () => number }

type PermissionsState = {
  connections: { activeConnectorIds: Partial<Record<string, string>> }
  accounts: Partial<Record<string, { address?: string | undefined }>>
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value)

/**
 * The ERC-7715 permission actions of an instance (`latch.permissions`), loaded the first time an
 * app (or the ProfileWallets view) uses one. Requests are checked and frozen before anything is
 * sent and go through the connected EVM wallet's adapter, so with `features.review` they wait in
 * ApproveTransaction first. The wallet's answer is checked against what was asked. Grants are kept
 * per account and chain in the instance's storage; what is read back is checked again, capped at
 * 50 and stripped of expired ones.
 *
 * @param state - The instance's state (accounts and connections).
 * @param kernel - See {@link PermissionsKernel}.
 * @returns The actions.
 * @example
 * ```ts
 * const permissions = createPermissionsActions(state, kernel)
 * const [grant] = await permissions.grant([request])
 * ```
 */
export function createPermissionsActions(
  state: PermissionsState,
  kernel: PermissionsKernel,
): PermissionsActions {
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const account = (namespace = 'eip155') => {
    const from = state.accounts[namespace]?.address
    const connectorId = state.connections.activeConnectorIds[namespace]
    const adapter = kernel.getAdapter(namespace as 'eip155')
    const network = kernel.chains.actions.getActiveNetwork(namespace as 'eip155')
    if (
      !from ||
      !connectorId ||
      !kernel.isConnected(namespace as 'eip155') ||
      !adapter ||
      network?.chainNamespace !== 'eip155'
    )
      return undefined
    const request = (method: string, params: unknown) =>
      adapter.request({ connectorId, method, params, network })
    return {
      from: from as Hex,
      chainId: BigInt(network.id),
      key: `permissions:${network.id}:${from.toLowerCase()}`,
      request,
    }
  }
  const connected = (namespace?: string) => {
    const found = account(namespace)
    if (!found) throw new PermissionsError('NOT_CONNECTED', 'no EVM wallet is connected')
    return found
  }
  const kept = (key: string, from: Hex): PermissionGrant[] => {
    const now = Math.floor(kernel.now() / 1000)
    const items = kernel.getStorage().get(key, isList) ?? []
    return items.slice(-PERMISSIONS_LIMITS.grantsMax).flatMap((item, index) => {
      try {
        const grant = readPermissionGrant(item, from, index)
        return grant.expiry !== undefined && grant.expiry <= now ? [] : [grant]
      } catch {
        return [] // a stored item that is not a grant is dropped
      }
    })
  }
  const current = () => {
    const found = account()
    return found ? kept(found.key, found.from) : []
  }

  return {
    async grant(requests, parameters) {
      if (!Array.isArray(requests) || requests.length === 0)
        throw new PermissionsError('NO_REQUESTS', 'requests must be a non-empty list')
      if (requests.length > PERMISSIONS_LIMITS.requestsMax)
        throw new PermissionsError('TOO_MANY_REQUESTS', `${requests.length} requests`)
      const wallet = connected(parameters?.namespace)
      const checked = Object.freeze(
        requests.map((request: unknown, index) => {
          const read = readPermissionRequest(request, 'INVALID_REQUEST', index)
          if (BigInt(read.chainId) !== wallet.chainId)
            throw new PermissionsError(
              'INVALID_REQUEST',
              `permission ${index} is for chain ${read.chainId}, not the active one`,
            )
          if (read.from !== undefined && read.from.toLowerCase() !== wallet.from.toLowerCase())
            throw new PermissionsError(
              'INVALID_REQUEST',
              `permission ${index} is for ${read.from}, not the connected account`,
            )
          return read
        }),
      )
      const grants = readGrantAnswer(
        await wallet.request('wallet_grantPermissions', checked),
        checked,
        wallet.from,
      )
      kernel
        .getStorage()
        .set(wallet.key, [...kept(wallet.key, wallet.from), ...grants].slice(-PERMISSIONS_LIMITS.grantsMax))
      changed()
      return grants
    },
    async revoke(context, parameters) {
      const wallet = connected(parameters?.namespace)
      const grants = kept(wallet.key, wallet.from)
      const grant = grants.find(
        (g) => typeof context === 'string' && g.context.toLowerCase() === context.toLowerCase(),
      )
      if (!grant)
        throw new PermissionsError('UNKNOWN_GRANT', 'no grant of the connected account has this context')
      await wallet.request(
        'wallet_revokePermissions',
        Object.freeze([Object.freeze({ permissionContext: grant.context })]),
      )
      kernel.getStorage().set(
        wallet.key,
        kept(wallet.key, wallet.from).filter((g) => g.context !== grant.context),
      )
      changed()
    },
    async list(parameters) {
      const found = account(parameters?.namespace)
      return found ? kept(found.key, found.from) : []
    },
    watch(listener) {
      let last = ''
      const emit = () => {
        const grants = current()
        const key = JSON.stringify(grants)
        if (key === last) return
        last = key
        listener(grants)
      }
      emit()
      listeners.add(emit)
      const stop = subscribe(state, emit)
      return () => {
        listeners.delete(emit)
        stop()
      }
    },
  }
}
