import type { SendParameters } from '../../../adapters/types'
import { toChecksumAddress } from '../../../shared/validation/evmAddress'

/** `transfer(address,uint256)` selector. */
const TRANSFER_SELECTOR = '0xa9059cbb'

const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0')

/**
 * Calldata of an ERC20 `transfer(address,uint256)`: the one encoder every EVM path (the auth
 * connector, the pairing adapter) sends tokens with.
 *
 * @param to - Receiver address (`0x` + 40 hex; mixed case only with a valid EIP-55 checksum).
 * @param amount - Amount in base units.
 * @returns The calldata.
 * @throws {ValidationError} "Invalid EVM address" or "Invalid checksum" for a bad receiver.
 * @example
 * ```ts
 * erc20TransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n)
 * ```
 */
export function erc20TransferData(to: string, amount: bigint): `0x${string}` {
  toChecksumAddress(to, 'receiver')
  return `${TRANSFER_SELECTOR}${word(to)}${word(amount.toString(16))}`
}

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
  return { to: params.token.address, value: '0x0', data: erc20TransferData(params.to, params.amount) }
}
