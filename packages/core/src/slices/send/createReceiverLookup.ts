import { toNameServiceName } from '../../shared/validation/nameServiceName'
import { toSafeImageUrl } from '../../shared/validation/safeImageUrl'
import { isReceiverOf, looksLikeName } from './receiverKinds'
import type { SendControllerDeps } from './sendControllerDeps'
import type { SendActions, SendState } from './types'

/**
 * The send form's receiver: what the user typed, a name resolved to its address, and the
 * receiver's name and avatar when the data source knows them. Only the latest input's lookup
 * writes to the state.
 *
 * @param state - The instance's send slice.
 * @param deps - The active network, and the name and profile lookups when there are any.
 * @returns The `setReceiver` action.
 * @example
 * ```ts
 * const { setReceiver } = createReceiverLookup(state.send, { getActiveNetwork, resolveName })
 * await setReceiver('vitalik.eth')
 * ```
 */
export function createReceiverLookup(
  state: SendState,
  deps: Pick<SendControllerDeps, 'getActiveNetwork' | 'resolveName' | 'lookupProfile'>,
): Pick<SendActions, 'setReceiver'> {
  let receiverLookup = 0
  return {
    async setReceiver(input) {
      const text = input?.trim() || undefined
      const lookup = ++receiverLookup
      state.receiverProfileName = undefined
      state.receiverProfileImageUrl = undefined
      // only white space is kept as typed: the form names it instead of showing nothing
      state.receiverAddress = text ?? (input ? input : undefined)
      state.receiverResolving = false
      if (text === undefined) return
      const stale = () => lookup !== receiverLookup
      const namespace = deps.getActiveNetwork()?.chainNamespace
      let address: string = text
      if (looksLikeName(text, namespace)) {
        if (!deps.resolveName) return
        state.receiverResolving = true
        const resolved = await deps.resolveName(text).catch(() => null)
        if (stale()) return
        state.receiverResolving = false
        if (!resolved || !isReceiverOf(namespace, resolved)) return
        address = resolved
        state.receiverAddress = resolved
        state.receiverProfileName = toNameServiceName(text)
      } else if (!isReceiverOf(namespace, text)) return
      const profile = await deps.lookupProfile?.(address).catch(() => undefined)
      if (stale() || !profile) return
      if (state.receiverProfileName === undefined && profile.name) state.receiverProfileName = profile.name
      state.receiverProfileImageUrl = toSafeImageUrl(profile.avatar)
    },
  }
}
