import { hexToBytes, isValidBitcoinAddress, isValidStacksAddress, UnknownWalletError } from '@latch/core/kit'
import { base64ToBytes, bytesToBase64 } from '../utils/bytes'
import { assertFixedBytes, MAX_BITCOIN_SIGNATURE_CHARS } from '../validation/limits'
import type { AddressPurpose, StacksMethod, StacksMethodResult, WalletAddress } from './methods'

type Obj = Record<string, unknown>

function object(value: unknown, method: string): Obj {
  if (typeof value !== 'object' || value === null) {
    throw new UnknownWalletError({ details: `${method}: the wallet returned no result object` })
  }
  return value as Obj
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

function txid(result: Obj, method: string): string {
  const id = text(result.txid) ?? text(result.txId)
  if (!id) throw new UnknownWalletError({ details: `${method}: the wallet returned no txid` })
  return id.replace(/^0x/, '')
}

/**
 * Whether an address a wallet returned is a real address of its family on some network: a c32check
 * Stacks address, or a Bitcoin address with a valid checksum. Which network the app uses is checked
 * where an address is used (a recipient, a signer), not here, where a wallet on the other network
 * must still show its account.
 */
function isWellFormed(symbol: 'STX' | 'BTC', address: string): boolean {
  if (symbol === 'STX')
    return isValidStacksAddress(address, 'mainnet') || isValidStacksAddress(address, 'testnet')
  return (['mainnet', 'testnet', 'regtest'] as const).some((network) =>
    isValidBitcoinAddress(address, network),
  )
}

const PURPOSE_BY_TYPE: Record<string, AddressPurpose> = {
  p2wpkh: 'payment',
  p2sh: 'payment',
  p2pkh: 'payment',
  p2tr: 'ordinals',
}

/**
 * Size caps of a wallet's address list (a `getAddresses` answer or an `accountChange` event): a
 * wallet gives one account's few addresses. Entries past `entries` are not read; an entry with an
 * over-long address or type is dropped; an over-long public key or derivation path is left out.
 */
const ADDRESS_CAPS = { entries: 20, address: 120, addressType: 32, publicKey: 130, derivationPath: 100 }

/** A string field no longer than `max` characters. */
function capped(value: unknown, max: number): string | undefined {
  const t = text(value)
  return t !== undefined && t.length <= max ? t : undefined
}

function toWalletAddress(entry: unknown): WalletAddress | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const e = entry as Obj
  const address = capped(e.address, ADDRESS_CAPS.address)
  if (!address) return undefined
  const symbol = e.symbol === 'STX' || e.purpose === 'stacks' || address.startsWith('S') ? 'STX' : 'BTC'
  if (!isWellFormed(symbol, address)) return undefined
  const type = text(e.addressType) ?? text(e.type)
  if (type && type.length > ADDRESS_CAPS.addressType) return undefined
  const purpose: AddressPurpose =
    symbol === 'STX'
      ? 'stacks'
      : e.purpose === 'payment' || e.purpose === 'ordinals'
        ? e.purpose
        : (PURPOSE_BY_TYPE[type ?? ''] ?? 'payment')
  const out: WalletAddress = { address, purpose, symbol }
  if (type) out.addressType = type
  const publicKey = capped(e.publicKey, ADDRESS_CAPS.publicKey)
  if (publicKey) out.publicKey = publicKey
  const derivationPath = capped(e.derivationPath, ADDRESS_CAPS.derivationPath)
  if (derivationPath) out.derivationPath = derivationPath
  return out
}

const ORDER: Record<AddressPurpose, number> = { payment: 0, ordinals: 1, stacks: 2 }

/**
 * Turns each wallet's result into Latch's one result shape: `txid` (from `txid` or `txId`,
 * without `0x`), base64 `psbt` (Leather answers hex), `getAddresses` as a list with purposes
 * (payment first), message signatures checked to be 65 bytes.
 *
 * @param method - The method.
 * @param raw - The wallet's unwrapped result.
 * @param params - The request's parameters (Latch shape), for fields a wallet leaves out.
 * @returns The normalised result.
 * @throws {UnknownWalletError} when the wallet's answer lacks what the method must return.
 * @example
 * ```ts
 * normalizeWalletResult('signPsbt', { hex: '70736274ff...' }) // { psbt: 'cHNidP8...' }
 * ```
 */
export function normalizeWalletResult<M extends StacksMethod>(
  method: M,
  raw: unknown,
  params?: unknown,
): StacksMethodResult<M> {
  switch (method) {
    case 'stx_transferStx':
    case 'stx_callContract':
    case 'stx_deployContract': {
      const r = object(raw, method)
      const out: { txid: string; transaction?: string } = { txid: txid(r, method) }
      const transaction = text(r.transaction)
      if (transaction) out.transaction = transaction
      return out as StacksMethodResult<M>
    }
    case 'sendTransfer':
      return { txid: txid(object(raw, method), method) } as StacksMethodResult<M>
    case 'stx_signTransaction': {
      const r = object(raw, method)
      const transaction = text(r.transaction)
      if (!transaction) throw new UnknownWalletError({ details: `${method}: no transaction returned` })
      const out: { transaction: string; txid?: string } = { transaction }
      const id = text(r.txid) ?? text(r.txId)
      if (id) out.txid = id.replace(/^0x/, '')
      return out as StacksMethodResult<M>
    }
    case 'stx_signMessage':
    case 'stx_signStructuredMessage': {
      const r = object(raw, method)
      const signature = text(r.signature)?.replace(/^0x/, '')
      const publicKey = text(r.publicKey)
      if (!signature || !publicKey)
        throw new UnknownWalletError({ details: `${method}: no signature returned` })
      assertFixedBytes('signature', signature)
      return { signature, publicKey } as StacksMethodResult<M>
    }
    case 'getAddresses': {
      const r = object(raw, method)
      const list = Array.isArray(r.addresses) ? r.addresses : Array.isArray(raw) ? (raw as unknown[]) : []
      const addresses = list
        .slice(0, ADDRESS_CAPS.entries)
        .map(toWalletAddress)
        .filter((a): a is WalletAddress => a !== undefined)
      addresses.sort((a, b) => ORDER[a.purpose] - ORDER[b.purpose])
      return { addresses } as StacksMethodResult<M>
    }
    case 'signPsbt': {
      const r = object(raw, method)
      let psbt = text(r.psbt)
      const hex = text(r.hex)
      if (!psbt && hex) {
        const bytes = hexToBytes(hex)
        if (bytes) psbt = bytesToBase64(bytes)
      }
      if (!psbt) throw new UnknownWalletError({ details: `${method}: no psbt returned` })
      const out: { psbt: string; txid?: string } = { psbt }
      const id = text(r.txid) ?? text(r.txId)
      if (id) out.txid = id.replace(/^0x/, '')
      return out as StacksMethodResult<M>
    }
    case 'signMessage': {
      const r = object(raw, method)
      const signature = text(r.signature)
      const address = text(r.address) ?? text((params as { address?: unknown } | undefined)?.address)
      if (!signature || !address)
        throw new UnknownWalletError({ details: `${method}: no signature returned` })
      if (signature.length > MAX_BITCOIN_SIGNATURE_CHARS || !base64ToBytes(signature))
        throw new UnknownWalletError({
          details: `${method}: the signature is not base64 of a Bitcoin signature`,
        })
      return { signature, address } as StacksMethodResult<M>
    }
    default:
      return raw as StacksMethodResult<M>
  }
}
