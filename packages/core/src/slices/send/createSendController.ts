import type { SendParameters, TokenRef } from '../../adapters/types'
import { ValidationError } from '../../shared/errors/errors'
import type { LatchError } from '../../shared/errors/LatchError'
import { normalizeWalletError } from '../../shared/errors/normalizeWalletError'
import { formatUnits } from '../../shared/numbers/formatUnits'
import { parseUnits } from '../../shared/numbers/parseUnits'
import { toNameServiceName } from '../../shared/validation/nameServiceName'
import { toSafeImageUrl } from '../../shared/validation/safeUrl'
import { checkSendForm } from './checkSendForm'
import { computeMaxSendAmount } from './computeMaxSendAmount'
import { createSendForm } from './createSendForm'
import { isReceiverOf, looksLikeName } from './receiverKinds'
import type { SendControllerDeps } from './sendControllerDeps'
import { SEND_MESSAGES } from './sendMessages'
import { canSendOn } from './sendNamespaces'
import { toPendingActivity } from './toPendingActivity'
import type { SendActions, SendState, SentTransaction } from './types'
import { validateSend } from './validateSend'

/**
 * The send controller (SPEC §4 "Sending a token"): validates, sets `loading`, sends through the
 * active namespace's adapter, then resets every send field and clears `loading`. On success it
 * tracks SEND_SUCCESS and shows Account; on failure it clears `loading`, keeps what the user
 * typed (so they can retry), tracks SEND_ERROR, toasts the error and rethrows it.
 *
 * @param state - The instance's send slice.
 * @param deps - The rest of {@link SendControllerDeps}.
 * @returns `actions` (the send actions).
 * @example
 * ```ts
 * const send = createSendController(state.send, { getActiveAccount, getActiveNetwork, getAdapter, router, events, snack }).actions
 * send.setToken(usdc)
 * send.setTokenAmount('1.5')
 * send.setReceiverAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 * await send.send()
 * ```
 */
export function createSendController(state: SendState, deps: Omit<SendControllerDeps, 'state'>) {
  const form = createSendForm(state, deps.getActiveNetwork)

  let receiverLookup = 0
  let lastFeeKey: string | undefined

  /**
   * The send the fee is estimated for: the chosen token from the active account, to the receiver
   * when it is an address of the chain (else to the sender itself), of one base unit (a fee does
   * not depend on the amount; the amount may not be typed yet).
   */
  const feeProbe = (): SendParameters | undefined => {
    const network = deps.getActiveNetwork()
    const account = deps.getActiveAccount()
    const token = state.token
    if (!network || !account || !token || !canSendOn(network.chainNamespace)) return undefined
    if (account.namespace !== network.chainNamespace || token.chainId !== network.caipNetworkId)
      return undefined
    const receiver = state.receiverAddress?.trim()
    const tokenRef: TokenRef = { symbol: token.symbol, decimals: token.decimals, name: token.name }
    if (token.address !== undefined) tokenRef.address = token.address
    return {
      connectorId: account.connectorId,
      network,
      from: account.address,
      to: receiver && isReceiverOf(network.chainNamespace, receiver) ? receiver : account.address,
      amount: 1n,
      token: tokenRef,
    }
  }
  const feeKey = (p: SendParameters) =>
    `${p.network.caipNetworkId}|${p.from}|${p.to}|${p.token.address ?? 'native'}`

  /**
   * A send error goes back to the caller, not to a toast: the review view shows it inline where
   * Send was pressed (errors once, see `SnackActions`).
   */
  const fail = (error: LatchError): never => {
    throw error
  }

  const actions: SendActions = {
    ...form,
    async fetchTokenBalances() {
      if (!deps.tokenBalances) return
      await deps.tokenBalances.fetch()
      const { tokens, lastRetry } = deps.tokenBalances.read()
      actions.setTokenBalances(tokens)
      state.lastRetry = lastRetry
    },
    async setReceiver(input) {
      const text = input?.trim() || undefined
      const lookup = ++receiverLookup
      state.receiverProfileName = undefined
      state.receiverProfileImageUrl = undefined
      state.receiverAddress = text
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
    check() {
      const network = deps.getActiveNetwork()
      return checkSendForm({
        state,
        account: deps.getActiveAccount(),
        network,
        adapter: network ? deps.getAdapter(network.chainNamespace) : undefined,
      })
    },
    async estimateFee() {
      const params = feeProbe()
      const adapter = params ? deps.getAdapter(params.network.chainNamespace) : undefined
      if (!params || !adapter?.estimateFee) {
        state.fee = undefined
        return undefined
      }
      const key = feeKey(params)
      // The same send was estimated already (the user typed another character of an address).
      if (key === lastFeeKey && state.fee !== undefined) return state.fee
      const estimate = adapter.estimateFee.bind(adapter)
      let fee: bigint | undefined
      try {
        fee = await estimate(params)
      } catch {
        // A receiver the chain treats specially (a new Solana account, a reverting contract) must
        // not hide the fee: the same send to the sender's own address costs the same fee.
        fee =
          params.to === params.from
            ? undefined
            : await estimate({ ...params, to: params.from }).catch(() => undefined)
      }
      const current = feeProbe()
      if (current && feeKey(current) !== key) return state.fee
      state.fee = typeof fee === 'bigint' && fee >= 0n ? fee : undefined
      lastFeeKey = state.fee === undefined ? undefined : key
      return state.fee
    },
    async setMaxAmount() {
      const token = state.token
      if (!token) return undefined
      let balance: bigint
      try {
        balance = parseUnits(token.quantity.numeric, token.decimals)
      } catch {
        return undefined
      }
      const native = token.address === undefined
      const fee = native ? await actions.estimateFee() : undefined
      if (state.token !== token) return undefined
      const max = computeMaxSendAmount({ balance, fee, native })
      state.sendTokenAmount = formatUnits(max, token.decimals)
      return max
    },
    async send() {
      if (state.loading)
        return fail(new ValidationError(SEND_MESSAGES.inProgress, { code: 'SEND_IN_PROGRESS' }))
      const network = deps.getActiveNetwork()
      let validated: ReturnType<typeof validateSend>
      try {
        validated = validateSend({
          state,
          account: deps.getActiveAccount(),
          network,
          adapter: network ? deps.getAdapter(network.chainNamespace) : undefined,
        })
      } catch (error) {
        return fail(normalizeWalletError(error))
      }
      const { send, params, kind } = validated
      const properties = {
        network: params.network.caipNetworkId,
        token: params.token.address ?? params.token.symbol,
        amount: state.sendTokenAmount,
        kind,
      }
      state.loading = true
      deps.events.track('SEND_INITIATED', properties)
      try {
        const result = await send(params)
        const queued = result.queued === true
        deps.events.track('SEND_SUCCESS', { ...properties, hash: result.hash, ...(queued ? { queued } : {}) })
        const sent: SentTransaction = {
          hash: result.hash,
          network: params.network.caipNetworkId,
          from: params.from,
          to: params.to,
          // the amount sent, written as the history writes it (no jump when it confirms)
          amount: formatUnits(params.amount, params.token.decimals),
          symbol: params.token.symbol,
          ...(params.token.address === undefined ? {} : { tokenAddress: params.token.address }),
          ...(queued ? { queued } : {}),
        }
        deps.onSent?.(toPendingActivity(sent, (deps.now ?? Date.now)()))
        form.reset()
        // SPEC §4 names ERC20 and Solana sends; a native EVM send also returns to Account, so every
        // successful send ends on the same screen (with its fresh balance) instead of on the
        // preview of a form that was just cleared. Going back keeps the history free of the send views.
        if (!deps.router.goBackTo('Account')) deps.router.replace('Account')
        return result
      } catch (error) {
        state.loading = false
        const normalized = normalizeWalletError(
          error,
          params.token.address ? 'token_transfer' : 'native_transfer',
        )
        deps.events.track('SEND_ERROR', { ...properties, message: normalized.shortMessage })
        return fail(normalized)
      }
    },
  }
  return { actions }
}
