import type { SendParameters } from '../../../adapters/types'
import { toChecksumAddress } from '../../../shared/validation/evmAddress'

/** `transfer(address,uint256)` selector. */
const TRANSFER_SELECTOR = '0xa9059cbb'

const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')

/**
 * The `to`, `value` and `data` of an EVM send: a native transfer (value, empty data) or an ERC20
 * `transfer(receiver, amount)` call (SPEC §7). Amounts are bigint base units. The receiver and the
 * token contract are checked first: a mixed-case address must carry a valid EIP-55 checksum.
 *
 * @param params - Receiver, amount and token of the send.
 * @returns The transaction fields, hex-encoded.
 * @throws {ValidationError} "Invalid EVM address" or "Invalid checksum" for a bad receiver or token.
 * @example
 * ```ts
 * encodeNativeOrTokenTransfer({ to: '0xabc...', amount: 10n ** 18n, token: { symbol: 'ETH', decimals: 18 } })
 * // { to: '0xabc...', value: '0xde0b6b3a7640000', data: '0x' }
 * ```
 */
export function encodeNativeOrTokenTransfer(params: Pick<SendParameters, 'to' | 'amount' | 'token'>): {
  to: string
  value: string
  data: string
} {
  toChecksumAddress(params.to, 'receiver')
  if (params.token.address !== undefined) toChecksumAddress(params.token.address, 'token')
  const amount = `0x${params.amount.toString(16)}`
  if (!params.token.address) return { to: params.to, value: amount, data: '0x' }
  return {
    to: params.token.address,
    value: '0x0',
    data: `${TRANSFER_SELECTOR}${word(params.to)}${word(amount)}`,
  }
}
