import type { ApiClient } from '../../http/types'
import { isBoundedString, isRecord, keepValid } from '../../http/validators'
import { CONSTANTS } from '../../shared/constants/constants'
import { ALERTS } from '../../shared/errors/catalogue'
import { ApiError, ValidationError } from '../../shared/errors/errors'
import { parseCaipNetworkId } from '../../shared/networks/caip'
import type { CaipNetworkId } from '../../shared/networks/types'
import { UNTRUSTED_LIMITS } from '../../shared/validation/untrustedLimits'
import * as HOSTED_DATA_MESSAGES from './hostedDataMessages'

/**
 * How the visitor pays for an onramp purchase; each has its SPEC §9 limits in USD.
 *
 * @example
 * ```ts
 * const method: OnrampPaymentMethod = 'card'
 * ```
 */
export type OnrampPaymentMethod = 'card' | 'bankTransfer'

/**
 * A quote to buy crypto with fiat: what the visitor pays and receives (decimal strings).
 *
 * @example
 * ```ts
 * const q: OnrampQuote = { provider: 'local', paymentAmount: '100', receiveAmount: '0.03', receiveSymbol: 'ETH' }
 * ```
 */
export type OnrampQuote = {
  provider: string
  paymentAmount: string
  receiveAmount: string
  receiveSymbol: string
}

const { nameLength, symbolLength, amountLength, listItems } = UNTRUSTED_LIMITS
const isAmount = (v: unknown): v is string => isBoundedString(v, amountLength) && /^\d+(\.\d+)?$/.test(v)
const isQuote = (v: unknown): v is OnrampQuote =>
  isRecord(v) &&
  isBoundedString(v.provider, nameLength) &&
  isAmount(v.paymentAmount) &&
  isAmount(v.receiveAmount) &&
  isBoundedString(v.receiveSymbol, symbolLength)
const isQuotes = (v: unknown): v is { quotes: unknown[] } => isRecord(v) && Array.isArray(v.quotes)

/**
 * Checks an onramp amount (USD, a decimal string) against the SPEC §9 limits of its payment
 * method: card 10 to 7500, bank transfer 10 to 25000.
 *
 * @param amount - The amount in USD.
 * @param method - The payment method.
 * @throws {ValidationError} code `ONRAMP_AMOUNT` when malformed or outside the limits.
 * @example
 * ```ts
 * assertOnrampAmount('7500', 'card') // ok
 * assertOnrampAmount('7500.01', 'card') // throws
 * ```
 */
export function assertOnrampAmount(amount: string, method: OnrampPaymentMethod): void {
  const { min, max } = CONSTANTS.onrampLimits[method]
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount)
  // compare in cents, as integers: never a float
  const cents = match ? BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0') : -1n
  if (cents < BigInt(min) * 100n || cents > BigInt(max) * 100n)
    throw new ValidationError(HOSTED_DATA_MESSAGES.onrampAmount(min, max), { code: 'ONRAMP_AMOUNT' })
}

/**
 * The onramp calls (`latch.onramp`).
 *
 * @example
 * ```ts
 * const quotes = await latch.onramp.getQuotes({ chainId: 'eip155:1', symbol: 'ETH', amount: '100', method: 'card' })
 * ```
 */
export interface OnrampApi {
  /** Quotes for buying `symbol` on `chainId` for `amount` USD; the amount is checked first. */
  getQuotes(params: {
    chainId: CaipNetworkId
    symbol: string
    amount: string
    method: OnrampPaymentMethod
  }): Promise<OnrampQuote[]>
}

/**
 * Onramp quotes from the data API (SPEC §7 "onramp"), after the amount is checked against the
 * SPEC §9 limits; with no projectId, calls reject with "Project ID Missing" before any request.
 *
 * @param api - The API client; `undefined` without a projectId.
 * @returns The onramp calls.
 * @example
 * ```ts
 * const quotes = await createOnrampApi(api).getQuotes({ chainId: 'eip155:1', symbol: 'ETH', amount: '100', method: 'card' })
 * ```
 */
export function createOnrampApi(api: ApiClient | undefined): OnrampApi {
  return {
    async getQuotes({ chainId, symbol, amount, method }) {
      parseCaipNetworkId(chainId)
      assertOnrampAmount(amount, method)
      if (!api) throw new ApiError(ALERTS.ProjectIdMissing.message, { code: ALERTS.ProjectIdMissing.code })
      const body = await api.getJson('v1/onramp/quotes', {
        service: 'data',
        searchParams: { chainId, symbol, amount, method, currency: 'usd' },
        validate: isQuotes,
      })
      return (keepValid(body.quotes, isQuote, listItems) ?? []).map(
        ({ provider, paymentAmount, receiveAmount, receiveSymbol }) => ({
          provider,
          paymentAmount,
          receiveAmount,
          receiveSymbol,
        }),
      )
    },
  }
}
