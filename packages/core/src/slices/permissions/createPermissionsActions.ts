import type { LatchStorage } from '../../shared/storage/types'
import { checkPermissionRequests } from './checkPermissionRequests'
import { connectedEvmAccount, type EvmAccountKernel, type PermissionsState } from './connectedEvmAccount'
import { PermissionsError } from './PermissionsError'
import { PERMISSIONS_LIMITS } from './permissionsLimits'
import { readGrantAnswer } from './readGrantAnswer'
import { readKeptGrants } from './readKeptGrants'
import type { PermissionsActions } from './types'

type Hex = `0x${string}`

/**
 * What the permissions actions read from the instance: connection checks, adapters and active
 * networks, its storage and clock, and the wallet and network change reactions.
 *
 * @example
 * ```ts
 * const kernel: PermissionsKernel = { isConnected, getAdapter, chains, getStorage, now, walletChanged, networkChanged }
 * ```
 */
export type PermissionsKernel = EvmAccountKernel & {
  getStorage: () => LatchStorage
  now: () => number
  /** Run after the wallet's account, or the network, of a namespace changed. */
  walletChanged: { add(handler: () => void): () => void }
  networkChanged: { add(handler: () => void): () => void }
}

/**
 * The ERC-7715 permission actions of an instance (`latch.grantPermissions` and its siblings), loaded the first time an
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
  const account = (namespace?: string) => connectedEvmAccount(state, kernel, namespace)
  const connected = (namespace?: string) => {
    const found = account(namespace)
    if (!found) throw new PermissionsError('NOT_CONNECTED', 'no EVM wallet is connected')
    return found
  }
  const kept = (key: string, from: Hex) => readKeptGrants(kernel.getStorage(), key, from, kernel.now())
  const current = () => {
    const found = account()
    return found ? kept(found.key, found.from) : []
  }

  return {
    async grantPermissions(requests, parameters) {
      const wallet = connected(parameters?.namespace)
      const checked = checkPermissionRequests(requests, wallet)
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
    async revokePermissions(context, parameters) {
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
    async listPermissions(parameters) {
      const found = account(parameters?.namespace)
      return found ? kept(found.key, found.from) : []
    },
    async watchPermissions(listener) {
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
      const stops = [kernel.walletChanged.add(emit), kernel.networkChanged.add(emit)]
      return () => {
        listeners.delete(emit)
        for (const stop of stops) stop()
      }
    },
  }
}
