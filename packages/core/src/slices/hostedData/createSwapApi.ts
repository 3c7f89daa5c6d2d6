import type { ApiClient } from '../../http/types'
import {
  isBoundedString,
  isFiniteNumber,
  isOptionalString,
  isRecord,
  isString,
  keepValid,
} from '../../http/validators'
import { ALERTS } from '../../shared/errors/catalogue'
import { ApiError, ValidationError } from '../../shared/errors/errors'
import { parseCaipNetworkId } from '../../shared/networks/caip'
import type { CaipNetworkId } from '../../shared/networks/types'
import { MAX_TOKEN_DECIMALS } from '../../shared/numbers/decimalString'
import { withSafeImageUrls } from '../../shared/validation/safeImageUrl'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'
import * as HOSTED_DATA_MESSAGES from './hostedDataMessages'

/**
 * A token that can be swapped on a network (the data API's swap token list).
 *
 * @example
 * ```ts
 * const usdc: SwapToken = { address: '0xA0b8…', symbol: 'USDC', name: 'USD Coin', decimals: 6 }
 * ```
 */
export type SwapToken = { address: string; symbol: string; name: string; decimals: number; logoUri?: string }

/**
 * Gas prices of a network in the native token's base units (decimal strings, never floats). On
 * Solana the figure is the data API's fee estimate, in lamports (SPEC §7).
 *
 * @example
 * ```ts
 * const gas: GasPrice = { standard: '1000000000', fast: '1500000000', instant: '2000000000' }
 * ```
 */
export type GasPrice = { standard: string; fast: string; instant: string }

/**
 * The swap calls of SPEC §7 on the hosted data API: the token list of a network, its gas price,
 * and the allowance check of a token for a user, compared with an amount in base units.
 *
 * @example
 * ```ts
 * const { sufficient } = await latch.swap.checkAllowance({ chainId: 'eip155:1', tokenAddress, userAddress, amount: 10n ** 6n })
 * ```
 */
export interface SwapApi {
  /** Tokens that can be swapped on a network. */
  getSwapTokens(chainId: CaipNetworkId): Promise<SwapToken[]>
  /** Gas price of a network (Solana: the fee estimate). */
  getGasPrice(chainId: CaipNetworkId): Promise<GasPrice>
  /** The token allowance a user gave the swap router, and whether it covers `amount` (base units). */
  checkAllowance(params: {
    chainId: CaipNetworkId
    tokenAddress: string
    userAddress: string
    amount: bigint
  }): Promise<{ allowance: bigint; sufficient: boolean }>
}

const isUnsignedInteger = (v: unknown): v is string => isString(v) && /^\d+$/.test(v)
const { idLength, nameLength, symbolLength, listItems } = UNTRUSTED_LIMITS
const isSwapToken = (v: unknown): v is SwapToken =>
  isRecord(v) &&
  isBoundedString(v.address, idLength) &&
  isBoundedString(v.symbol, symbolLength) &&
  isBoundedString(v.name, nameLength) &&
  isFiniteNumber(v.decimals) &&
  Number.isInteger(v.decimals) &&
  v.decimals >= 0 &&
  v.decimals <= MAX_TOKEN_DECIMALS &&
  isOptionalString(v.logoUri)
const isTokens = (v: unknown): v is { tokens: unknown[] } => isRecord(v) && Array.isArray(v.tokens)
const toSwapToken = ({ address, symbol, name, decimals, logoUri }: SwapToken): SwapToken =>
  withSafeImageUrls({ address, symbol, name, decimals, ...(logoUri ? { logoUri } : {}) }, ['logoUri'])
const isGasPrice = (v: unknown): v is GasPrice =>
  isRecord(v) && isUnsignedInteger(v.standard) && isUnsignedInteger(v.fast) && isUnsignedInteger(v.instant)
const isAllowance = (v: unknown): v is { allowance: string } => isRecord(v) && isUnsignedInteger(v.allowance)

/**
 * Makes the swap calls over the data API, or, with no projectId (no API client), calls that reject
 * with "Project ID Missing" before anything is requested.
 *
 * @param api - The API client; `undefined` without a projectId.
 * @returns The swap calls.
 * @example
 * ```ts
 * const tokens = await createSwapApi(api).getSwapTokens('eip155:1')
 * ```
 */
export function createSwapApi(api: ApiClient | undefined): SwapApi {
  const client = () => {
    if (!api) throw new ApiError(ALERTS.ProjectIdMissing.message, { code: ALERTS.ProjectIdMissing.code })
    return api
  }
  return {
    async getSwapTokens(chainId) {
      parseCaipNetworkId(chainId)
      const body = await client().getJson('v1/convert/tokens', {
        service: 'data',
        searchParams: { chainId },
        validate: isTokens,
      })
      return (keepValid(body.tokens, isSwapToken, listItems) ?? []).map(toSwapToken)
    },
    async getGasPrice(chainId) {
      const { namespace } = parseCaipNetworkId(chainId)
      const path = namespace === 'solana' ? 'v1/convert/fee-estimate' : 'v1/convert/gas-price'
      return client().getJson(path, { service: 'data', searchParams: { chainId }, validate: isGasPrice })
    },
    async checkAllowance({ chainId, tokenAddress, userAddress, amount }) {
      parseCaipNetworkId(chainId)
      if (amount < 0n)
        throw new ValidationError(HOSTED_DATA_MESSAGES.amountNegative, { code: 'INVALID_AMOUNT' })
      const body = await client().getJson('v1/convert/allowance', {
        service: 'data',
        searchParams: { chainId, tokenAddress, userAddress },
        validate: isAllowance,
      })
      const allowance = BigInt(body.allowance)
      return { allowance, sufficient: allowance >= amount }
    },
  }
}
