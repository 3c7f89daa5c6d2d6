import {
  hexToBytes,
  isTxHash,
  isValidBitcoinAddress,
  isValidStacksAddress,
  UnknownWalletError,
} from '@latch/core/kit'
import { base64ToBytes, bytesToBase64 } from '../utils/bytes'
import { assertFixedBytes, MAX_BITCOIN_SIGNATURE_CHARS } from '../validation/limits'
import type { AddressPurpose, StacksMethod, StacksMethodResult, WalletAddress } from './methods'

type Obj = Record<string, unknown>

/** Hex characters of the longest public key (uncompressed, 65 bytes). */
const ADDRESS_CAPS_PUBLIC_KEY = 130

function object(value: unknown, method: string): Obj {
  if (typeof value !== 'object' || value === null) {
    throw new UnknownWalletError({ details: `${method}: the wallet returned no result object` })
  }
  return value as Obj
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/**
 * The txid a wallet answered, without `0x`, or undefined when it gave none. An answer that is not
 * 32 bytes of hex is refused: it would become an explorer link, an activity entry or a "Sent".
 */
function optionalTxid(result: Obj, method: string): string | undefined {
  const id = result.txid ?? result.txId
  if (id === undefined || id === null || id === '') return undefined
  if (!isTxHash(id, 'optional'))
    throw new UnknownWalletError({
      details: `${method}: the wallet returned a txid that is not 32 bytes of hex`,
    })
  return id.replace(/^0x/, '')
}

function txid(result: Obj, method: string): string {
  const id = optionalTxid(result, method)
  if (!id) throw new UnknownWalletError({ details: `${method}: the wallet returned no txid` })
  return id
}

/**
 * Size caps of what a wallet signs and hands back (characters): a serialized transaction in hex
 * (2.5 MB, above a Stacks block's size and a Bitcoin block's weight limit), a PSBT in base64 (5 MB:
 * it may carry whole previous transactions), a public key in hex (65 bytes, uncompressed).
 */
const SIGNED_CAPS = { transactionHex: 5_000_000, psbtBase64: 6_700_000, publicKey: ADDRESS_CAPS_PUBLIC_KEY }

/** A hex string (optional `0x`) of at most `max` characters, or undefined. */
function hexText(value: unknown, max: number): string | undefined {
  const t = text(value)
  return t !== undefined && t.length <= max && /^(?:0x)?(?:[0-9a-fA-F]{2})*$/.test(t) ? t : undefined
}

/** A signed transaction a wallet returned: hex within its cap, or a wallet error. */
function signedTransaction(value: unknown, method: string): string {
  const transaction = hexText(value, SIGNED_CAPS.transactionHex)
  if (!transaction)
    throw new UnknownWalletError({ details: `${method}: the wallet returned no hex transaction` })
  return transaction
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
const ADDRESS_CAPS = {
  entries: 20,
  address: 120,
  addressType: 32,
  publicKey: ADDRESS_CAPS_PUBLIC_KEY,
  derivationPath: 100,
}

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

/**
 * Characters of the JSON of a profile-update answer: a wallet answers the updated profile (a
 * schema.org Person with names, a few images and links), far below this.
 */
const PROFILE_JSON_CAP = 100_000

/**
 * A wallet's `stx_updateProfile` answer: an object of JSON data (`{ profile }` for SIP-030 wallets)
 * whose JSON is at most {@link PROFILE_JSON_CAP} characters, returned as Latch's own plain copy.
 */
function profileUpdate(raw: unknown, method: string): Obj {
  if (Array.isArray(object(raw, method)))
    throw new UnknownWalletError({ details: `${method}: the wallet returned no result object` })
  let json: string | undefined
  try {
    json = JSON.stringify(raw)
  } catch {
    // a cycle or a bigint: not JSON data
  }
  if (json === undefined || json.length > PROFILE_JSON_CAP)
    throw new UnknownWalletError({
      details: `${method}: the wallet's answer is not JSON data of at most ${PROFILE_JSON_CAP} characters`,
    })
  return JSON.parse(json) as Obj
}

const ORDER: Record<AddressPurpose, number> = { payment: 0, ordinals: 1, stacks: 2 }

/**
 * Turns each wallet's result into Latch's one result shape: `txid` (from `txid` or `txId`,
 * without `0x`), base64 `psbt` (Leather answers hex), `getAddresses` as a list with purposes
 * (payment first), message signatures checked to be 65 bytes, a profile update as capped JSON data.
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
      if (r.transaction !== undefined && r.transaction !== null && r.transaction !== '')
        out.transaction = signedTransaction(r.transaction, method)
      return out as StacksMethodResult<M>
    }
    case 'sendTransfer':
      return { txid: txid(object(raw, method), method) } as StacksMethodResult<M>
    case 'stx_signTransaction': {
      const r = object(raw, method)
      if (!text(r.transaction))
        throw new UnknownWalletError({ details: `${method}: no transaction returned` })
      const out: { transaction: string; txid?: string } = {
        transaction: signedTransaction(r.transaction, method),
      }
      const id = optionalTxid(r, method)
      if (id) out.txid = id
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
      if (!hexText(publicKey, SIGNED_CAPS.publicKey))
        throw new UnknownWalletError({ details: `${method}: the public key is not hex of a key` })
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
      let psbt = capped(r.psbt, SIGNED_CAPS.psbtBase64)
      if (psbt && !base64ToBytes(psbt)) psbt = undefined
      const hex = text(r.psbt) ? undefined : hexText(r.hex, SIGNED_CAPS.transactionHex)
      if (!psbt && hex) {
        const bytes = hexToBytes(hex)
        if (bytes) psbt = bytesToBase64(bytes)
      }
      if (!psbt) throw new UnknownWalletError({ details: `${method}: no psbt returned` })
      const out: { psbt: string; txid?: string } = { psbt }
      const id = optionalTxid(r, method)
      if (id) out.txid = id
      return out as StacksMethodResult<M>
    }
    case 'signMessage': {
      const r = object(raw, method)
      const signature = text(r.signature)
      // An answered address is read as an address list entry is: capped, a Bitcoin address
      const answered =
        r.address === undefined || r.address === null || r.address === '' ? undefined : r.address
      const address =
        answered === undefined ? text((params as { address?: unknown } | undefined)?.address) : answered
      if (!signature || !address)
        throw new UnknownWalletError({ details: `${method}: no signature returned` })
      if (
        answered !== undefined &&
        (capped(answered, ADDRESS_CAPS.address) === undefined || !isWellFormed('BTC', answered as string))
      )
        throw new UnknownWalletError({ details: `${method}: the address is not a Bitcoin address` })
      if (signature.length > MAX_BITCOIN_SIGNATURE_CHARS || !base64ToBytes(signature))
        throw new UnknownWalletError({
          details: `${method}: the signature is not base64 of a Bitcoin signature`,
        })
      return { signature, address } as StacksMethodResult<M>
    }
    case 'stx_updateProfile':
      return profileUpdate(raw, method) as StacksMethodResult<M>
    default:
      return raw as StacksMethodResult<M>
  }
}
