import type { ApiClient } from '../../http/types'
import { isBoundedString, isRecord, isString } from '../../http/validators'
import { ALERTS } from '../../shared/errors/catalogue'
import { ApiError, ValidationError } from '../../shared/errors/errors'
import { parseCaipNetworkId } from '../../shared/networks/caip'
import type { CaipNetworkId } from '../../shared/networks/types'
import { isTxHash } from '../../shared/validation/isTxHash'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'
import * as HOSTED_DATA_MESSAGES from './hostedDataMessages'

/**
 * A transaction the data API built for the wallet to sign. `value` is in base units.
 *
 * @example
 * ```ts
 * const tx: BuiltTransaction = { to: '0xrouter', data: '0x…', value: 0n }
 * ```
 */
export type BuiltTransaction = { to: string; data: string; value: bigint }

/**
 * The data API's transaction builders (SPEC §7 "build-transaction", "build-approve") for a swap
 * and the bundler's user-operation receipt of smart accounts.
 *
 * @example
 * ```ts
 * const tx = await latch.transactions.buildSwap({ chainId, userAddress, from: usdc, to: dai, amount: 10n ** 6n })
 * ```
 */
export interface TransactionBuilderApi {
  /** Build the swap transaction of `amount` (base units) of `from` into `to`. */
  buildSwap(params: SwapParameters): Promise<BuiltTransaction>
  /** Build the approval that lets the swap router spend `amount` (base units) of `token`. */
  buildApprove(params: {
    chainId: CaipNetworkId
    userAddress: string
    token: string
    amount: bigint
  }): Promise<BuiltTransaction>
  /** The receipt of a user operation from the bundler; `null` while it is not mined. */
  getUserOperationReceipt(params: {
    chainId: CaipNetworkId
    userOpHash: string
  }): Promise<UserOperationReceipt | null>
}

/**
 * Parameters of {@link TransactionBuilderApi.buildSwap}.
 *
 * @example
 * ```ts
 * const p: SwapParameters = { chainId: 'eip155:1', userAddress: '0xa', from: '0xusdc', to: '0xdai', amount: 1n }
 * ```
 */
export type SwapParameters = {
  chainId: CaipNetworkId
  userAddress: string
  from: string
  to: string
  amount: bigint
}

/**
 * A mined user operation: whether it succeeded and the transaction that carried it.
 *
 * @example
 * ```ts
 * const r: UserOperationReceipt = { success: true, transactionHash: '0xabc' }
 * ```
 */
export type UserOperationReceipt = { success: boolean; transactionHash: string }

const isHex = (v: unknown): v is string => isString(v) && /^0x[0-9a-fA-F]*$/.test(v)
const isBuilt = (v: unknown): v is { tx: { to: string; data: string; value: string } } =>
  isRecord(v) &&
  isRecord(v.tx) &&
  isBoundedString(v.tx.to, UNTRUSTED_LIMITS.idLength) &&
  isHex(v.tx.data) &&
  isString(v.tx.value) &&
  /^\d{1,78}$/.test(v.tx.value)
const isReceipt = (v: unknown): v is { receipt: { success: boolean; transactionHash: string } | null } =>
  isRecord(v) &&
  (v.receipt === null ||
    (isRecord(v.receipt) && typeof v.receipt.success === 'boolean' && isHex(v.receipt.transactionHash)))

const positive = (amount: bigint) => {
  if (amount <= 0n)
    throw new ValidationError(HOSTED_DATA_MESSAGES.amountNotPositive, { code: 'INVALID_AMOUNT' })
  return amount.toString()
}

/**
 * Makes the transaction builders over the data API, or, with no projectId, calls that reject with
 * "Project ID Missing" before anything is requested. Inputs are checked before any request.
 *
 * @param api - The API client; `undefined` without a projectId.
 * @returns The builders.
 * @example
 * ```ts
 * const approve = await createTransactionBuilderApi(api).buildApprove({ chainId, userAddress, token, amount })
 * ```
 */
export function createTransactionBuilderApi(api: ApiClient | undefined): TransactionBuilderApi {
  const client = () => {
    if (!api) throw new ApiError(ALERTS.ProjectIdMissing.message, { code: ALERTS.ProjectIdMissing.code })
    return api
  }
  const toBuilt = (body: { tx: { to: string; data: string; value: string } }): BuiltTransaction => ({
    to: body.tx.to,
    data: body.tx.data,
    value: BigInt(body.tx.value),
  })
  return {
    async buildSwap({ chainId, userAddress, from, to, amount }) {
      parseCaipNetworkId(chainId)
      const searchParams = { chainId, userAddress, from, to, amount: positive(amount) }
      return toBuilt(
        await client().getJson('v1/convert/build-transaction', {
          service: 'data',
          searchParams,
          validate: isBuilt,
        }),
      )
    },
    async buildApprove({ chainId, userAddress, token, amount }) {
      parseCaipNetworkId(chainId)
      const searchParams = { chainId, userAddress, token, amount: positive(amount) }
      return toBuilt(
        await client().getJson('v1/convert/build-approve', {
          service: 'data',
          searchParams,
          validate: isBuilt,
        }),
      )
    },
    async getUserOperationReceipt({ chainId, userOpHash }) {
      parseCaipNetworkId(chainId)
      if (!isTxHash(userOpHash))
        throw new ValidationError(HOSTED_DATA_MESSAGES.invalidUserOpHash, {
          code: 'INVALID_USER_OP_HASH',
        })
      const body = await client().getJson(`v1/bundler/receipt/${userOpHash}`, {
        service: 'data',
        searchParams: { chainId },
        validate: isReceipt,
      })
      return body.receipt
    },
  }
}
