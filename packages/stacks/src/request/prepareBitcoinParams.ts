import { bytesToHex, isSameAddress, ValidationError } from '@latch/core/kit'
import { STACKS_REQUEST_MESSAGES } from '../errors/requestMessages'
import { base64ToBytes } from '../utils/bytes'
import { assertBitcoinAddress, type BitcoinNetworkKind } from '../validation/assertBitcoinAddress'
import { assertUint64 } from '../validation/limits'
import { loadBtcSigner } from './loadBtcSigner'
import type { StacksMethodParams, WalletAddress } from './methods'
import type { WalletDialect } from './walletProviderDescriptor'

/**
 * What the Bitcoin parameter shaping needs to know about the request.
 *
 * @example
 * ```ts
 * const context: BitcoinRequestContext = { dialect: 'leather', network: 'mainnet', addresses }
 * ```
 */
export type BitcoinRequestContext = {
  dialect: WalletDialect
  network: BitcoinNetworkKind
  /** The connected wallet's Bitcoin addresses (from getAddresses). */
  addresses: readonly WalletAddress[]
}

function invalid(message: string, details?: string): never {
  throw new ValidationError(message, { code: 'INVALID_PARAMS', details })
}

/**
 * Validates `sendTransfer` input and shapes it for the wallet: Xverse (and the WBIP shape) wants
 * number amounts, so amounts above `Number.MAX_SAFE_INTEGER` are refused rather than rounded;
 * Leather wants exact decimal strings plus `network`.
 *
 * @param params - `{ recipients: [{ address, amount: bigint }] }`.
 * @param context - Dialect and network.
 * @returns The wallet's parameters.
 * @example
 * ```ts
 * await prepareSendTransfer({ recipients: [{ address, amount: 1000n }] }, { dialect: 'leather', network: 'mainnet', addresses: [] })
 * // { recipients: [{ address, amount: '1000' }], network: 'mainnet' }
 * ```
 */
export async function prepareSendTransfer(
  params: StacksMethodParams<'sendTransfer'>,
  context: BitcoinRequestContext,
): Promise<Record<string, unknown>> {
  if (!params || !Array.isArray(params.recipients) || params.recipients.length === 0) {
    invalid('sendTransfer needs at least one recipient')
  }
  const recipients: { address: string; amount: string }[] = []
  for (const r of params.recipients) {
    await assertBitcoinAddress(r.address, context.network)
    recipients.push({ address: r.address, amount: assertUint64(r.amount) })
  }
  if (context.dialect === 'leather') return { recipients, network: context.network }
  return {
    recipients: recipients.map((r) => {
      const n = BigInt(r.amount)
      if (n > BigInt(Number.MAX_SAFE_INTEGER)) {
        throw new ValidationError(STACKS_REQUEST_MESSAGES.amountNotSafeForWallet, {
          code: 'AMOUNT_NOT_SAFE_FOR_WALLET',
          details: `${r.amount} sats exceeds ${Number.MAX_SAFE_INTEGER}, the largest amount this wallet takes exactly`,
        })
      }
      return { address: r.address, amount: Number(n) }
    }),
  }
}

/**
 * Validates `signPsbt` input (a base64 PSBT that parses, existing input indexes, Bitcoin
 * addresses of the connected wallet) and shapes it: Xverse / WBIP get
 * `{ psbt, signInputs: { [address]: number[] }, broadcast }`; Leather gets
 * `{ hex, signAtIndex, network, broadcast }` (its shape carries no addresses, so each address is
 * checked against the connected Leather account before the call instead).
 *
 * @param params - `{ psbt, signInputs: [{ index, address }], broadcast? }`.
 * @param context - Dialect, network and the connected addresses.
 * @returns The wallet's parameters.
 * @example
 * ```ts
 * await prepareSignPsbt({ psbt, signInputs: [{ index: 0, address }] }, context)
 * ```
 */
export async function prepareSignPsbt(
  params: StacksMethodParams<'signPsbt'>,
  context: BitcoinRequestContext,
): Promise<Record<string, unknown>> {
  if (!params || typeof params.psbt !== 'string') invalid('signPsbt needs a base64 psbt')
  const bytes = base64ToBytes(params.psbt)
  if (!bytes) invalid('signPsbt psbt must be base64')
  const btc = await loadBtcSigner()
  let inputs: number
  try {
    inputs = btc.Transaction.fromPSBT(bytes, {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
    }).inputsLength
  } catch (cause) {
    throw new ValidationError(STACKS_REQUEST_MESSAGES.invalidPsbt, { code: 'INVALID_PSBT', cause })
  }
  if (!Array.isArray(params.signInputs) || params.signInputs.length === 0)
    invalid('signPsbt needs signInputs')
  // each input's address as the connected wallet gave it (a bech32 address may come in upper case)
  const ownAddresses: string[] = []
  for (const input of params.signInputs) {
    if (!Number.isInteger(input.index) || input.index < 0 || input.index >= inputs) {
      invalid('signPsbt input index out of range', `index ${input.index}; the PSBT has ${inputs} inputs`)
    }
    await assertBitcoinAddress(input.address, context.network)
    const own = ownAddress(context, input.address)
    if (context.addresses.length > 0 && !own) {
      invalid('signPsbt input address is not an address of the connected wallet', input.address)
    }
    ownAddresses.push(own?.address ?? input.address)
  }
  const broadcast = params.broadcast === true
  if (context.dialect === 'leather') {
    return {
      hex: bytesToHex(bytes),
      signAtIndex: params.signInputs.map((i) => i.index),
      network: context.network,
      broadcast,
    }
  }
  const signInputs: Record<string, number[]> = {}
  for (const [i, input] of params.signInputs.entries()) {
    const address = ownAddresses[i] ?? input.address
    const indexes = signInputs[address] ?? []
    indexes.push(input.index)
    signInputs[address] = indexes
  }
  return { psbt: params.psbt, signInputs, broadcast }
}

/**
 * `getAddresses` parameters: Xverse / WBIP take the purposes; Leather takes none.
 *
 * @example
 * ```ts
 * prepareGetAddresses(undefined, 'xverse') // { purposes: ['payment', 'ordinals', 'stacks'] }
 * ```
 */
export function prepareGetAddresses(
  params: StacksMethodParams<'getAddresses'>,
  dialect: WalletDialect,
): Record<string, unknown> | undefined {
  if (dialect === 'leather') return undefined
  const out: Record<string, unknown> = { purposes: params?.purposes ?? ['payment', 'ordinals', 'stacks'] }
  if (params?.message !== undefined) out.message = params.message
  return out
}

/**
 * Bitcoin `signMessage` parameters: the address must be one of the connected wallet's; Leather
 * takes `{ message, paymentType, network }`, Xverse / WBIP `{ address, message, protocol }`.
 * Latch asks Xverse for BIP-322 signatures, and for ECDSA (BIP-137) from legacy P2PKH addresses,
 * matching what its sign-in verifies for each address type.
 *
 * @example
 * ```ts
 * await prepareSignMessage({ address, message: 'hi' }, context)
 * ```
 */
export async function prepareSignMessage(
  params: StacksMethodParams<'signMessage'>,
  context: BitcoinRequestContext,
): Promise<Record<string, unknown>> {
  if (!params || typeof params.message !== 'string' || params.message.length === 0)
    invalid('message is required')
  const info = await assertBitcoinAddress(params.address, context.network)
  const own = ownAddress(context, params.address)
  if (context.addresses.length > 0 && !own) {
    invalid('signMessage address is not an address of the connected wallet', params.address)
  }
  if (context.dialect === 'leather') {
    const paymentType = own?.addressType ?? (info.type === 'p2tr' ? 'p2tr' : 'p2wpkh')
    return { message: params.message, paymentType, network: context.network }
  }
  // BIP-322 wherever Latch verifies it (segwit, nested segwit, Taproot); legacy P2PKH has BIP-137 only.
  const protocol = info.type === 'p2pkh' ? 'ECDSA' : 'BIP322'
  return { address: own?.address ?? params.address, message: params.message, protocol }
}

/** The connected wallet's entry for `address`, compared by core's one address rule (bech32 ignores case). */
function ownAddress(context: BitcoinRequestContext, address: string): WalletAddress | undefined {
  return context.addresses.find((a) => isSameAddress('bip122', a.address, address))
}
