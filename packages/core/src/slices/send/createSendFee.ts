import type { SendParameters, TokenRef } from '../../adapters/types'
import { formatUnits } from '../../shared/numbers/formatUnits'
import { parseUnits } from '../../shared/numbers/parseUnits'
import { computeMaxSendAmount } from './computeMaxSendAmount'
import { isSendSponsored } from './isSendSponsored'
import { isReceiverOf } from './receiverKinds'
import type { SendControllerDeps } from './sendControllerDeps'
import { canSendOn } from './sendNamespaces'
import type { SendActions, SendState } from './types'

/**
 * The send form's network fee and Max: the fee of the send being typed, estimated through the
 * active adapter (kept while only the amount changes), and the largest amount the balance allows
 * once a native token's fee is kept out. When the app's paymaster pays the gas of the signed-in
 * smart account ({@link isSendSponsored}), there is no fee of the account's: `fee` stays
 * `undefined`, `feeSponsored` is true and Max is the whole balance. `feeEstimating` is true while
 * any estimate is in flight (estimates overlap as the receiver is typed).
 *
 * @param state - The instance's send slice.
 * @param deps - The active account and network, and the adapters.
 * @returns `estimateFee` and `setMaxAmount`.
 * @example
 * ```ts
 * const fee = createSendFee(state.send, { getActiveAccount, getActiveNetwork, getAdapter })
 * await fee.setMaxAmount()
 * ```
 */
export function createSendFee(
  state: SendState,
  deps: Pick<SendControllerDeps, 'getActiveAccount' | 'getActiveNetwork' | 'getAdapter' | 'auth'>,
): Pick<SendActions, 'estimateFee' | 'setMaxAmount'> {
  let lastFeeKey: string | undefined
  let inFlight = 0

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

  const estimateFeeNow = async () => {
    const params = feeProbe()
    if (!params) {
      state.fee = undefined
      state.feeSponsored = false
      return undefined
    }
    const key = feeKey(params)
    // Asked each time: the visitor may switch the same address between an EOA and a smart account.
    const sponsored = await isSendSponsored(params, deps.auth)
    const probed = feeProbe()
    if (probed && feeKey(probed) !== key) return state.fee
    if (sponsored) {
      state.fee = undefined
      state.feeSponsored = true
      lastFeeKey = undefined
      return undefined
    }
    state.feeSponsored = false
    const adapter = deps.getAdapter(params.network.chainNamespace)
    if (!adapter?.estimateFee) {
      state.fee = undefined
      return undefined
    }
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
  }
  const estimateFee = async () => {
    inFlight += 1
    state.feeEstimating = true
    try {
      return await estimateFeeNow()
    } finally {
      inFlight -= 1
      state.feeEstimating = inFlight > 0
    }
  }

  return {
    estimateFee,
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
      const fee = native ? await estimateFee() : undefined
      if (state.token !== token) return undefined
      const max = computeMaxSendAmount({ balance, fee, native })
      state.sendTokenAmount = formatUnits(max, token.decimals)
      return max
    },
  }
}
