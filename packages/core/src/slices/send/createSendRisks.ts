import type { ActivityItem } from '../../adapters/AccountDataSource'
import type { RiskFlag } from '../clearSigning/types'
import { flagCannotReceive } from '../simulation/flagCannotReceive'
import { flagLookalikeReceiver } from '../simulation/flagLookalikeReceiver'
import { knownCounterparts } from '../simulation/knownCounterparts'
import type { SendControllerDeps } from './sendControllerDeps'
import type { SendState } from './types'

/** `transfer(address,uint256)`: the call a token send makes, read by the same rules as an approval's. */
const TRANSFER = '0xa9059cbb'

/**
 * The risk flags of the send being reviewed, by the rules ApproveTransaction applies to a
 * request (`@latch/core/review`): a receiver that looks like an address the account dealt with
 * but differs (address poisoning), and a token sent to its own contract, which cannot return it.
 * EVM addresses only; other families' sends raise nothing here.
 *
 * @param state - The instance's send slice.
 * @param deps - The active account, and the account's activity and sends.
 * @returns `checkRisks`.
 * @example
 * ```ts
 * const { checkRisks } = createSendRisks(state.send, { getActiveAccount, getActivity })
 * const flags = await checkRisks() // [{ kind: 'lookalikeReceiver', … }]
 * ```
 */
export function createSendRisks(
  state: SendState,
  deps: Pick<SendControllerDeps, 'getActiveAccount'> & { getActivity?: () => readonly ActivityItem[] },
) {
  const checkRisks = async (): Promise<readonly RiskFlag[]> => {
    const account = deps.getActiveAccount()
    const receiver = state.receiverAddress?.trim()
    if (!account || !receiver || !/^0x[0-9a-fA-F]{40}$/.test(receiver)) return []
    const { all } = knownCounterparts(deps.getActivity?.() ?? [], account.address)
    const token = state.token?.address
    const transfer = token
      ? {
          to: token,
          data: `${TRANSFER}${receiver.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}`,
        }
      : { to: receiver }
    return [flagLookalikeReceiver(receiver, all), flagCannotReceive(transfer)].filter(
      (flag): flag is RiskFlag => flag !== undefined,
    )
  }
  return { checkRisks }
}
