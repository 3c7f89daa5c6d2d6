import { UnknownWalletError } from '@latch/core/kit'
import { STACKS_CONNECT_MESSAGES } from '../errors/connectMessages'
import type { ConnectAddressEntry, StacksConnectMethod } from './connectMethods'

type Obj = Record<string, unknown>

/** Longest string field read from an answer (a signed PSBT or transaction is the long one). */
const FIELD_CAP = 1_000_000
/** Most address entries read from a `getAddresses` answer. */
const ADDRESSES_CAP = 20

function unreadable(method: string): never {
  throw new UnknownWalletError({ details: STACKS_CONNECT_MESSAGES.invalidWalletResult(method) })
}

function text(value: unknown, method: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > FIELD_CAP) unreadable(method)
  return value
}

/** Copies the optional string fields of `from` that are present. */
function optional(from: Obj, keys: readonly string[], method: string): Obj {
  const out: Obj = {}
  for (const key of keys) if (from[key] !== undefined) out[key] = text(from[key], method)
  return out
}

function addresses(raw: Obj, method: string, stxOnly: boolean): ConnectAddressEntry[] {
  if (!Array.isArray(raw.addresses)) unreadable(method)
  return raw.addresses
    .slice(0, ADDRESSES_CAP)
    .filter((a: Obj) => !stxOnly || a?.symbol === 'STX')
    .map((a: Obj) => {
      if (typeof a !== 'object' || a === null) unreadable(method)
      const entry: ConnectAddressEntry = {
        address: text(a.address, method),
        publicKey: text(a.publicKey, method),
      }
      if (typeof a.symbol === 'string') entry.symbol = a.symbol
      if (a.purpose === 'payment' || a.purpose === 'ordinals' || a.purpose === 'stacks')
        entry.purpose = a.purpose
      if (typeof a.addressType === 'string') entry.addressType = a.addressType
      return entry
    })
}

/**
 * Shapes the result of Latch's request (already normalised from the wallet's dialect) as
 * `@stacks/connect` 8 returns it, reading only the fields the method has: `{ txid, transaction }`
 * for transactions, `{ addresses: [{ address, publicKey, symbol, purpose, addressType }] }` (STX
 * only for `stx_getAddresses`), `{ profile }` for a profile update. A result missing a required
 * field is an `UnknownWalletError`.
 *
 * @param method - The `@stacks/connect` method asked.
 * @param raw - Latch's result.
 * @returns The `@stacks/connect` result.
 * @example
 * ```ts
 * toConnectResult('stx_getAddresses', { addresses: [stx, btc] }) // { addresses: [stx] }
 * ```
 */
export function toConnectResult(method: StacksConnectMethod, raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) unreadable(method)
  const r = raw as Obj
  switch (method) {
    case 'getAddresses':
    case 'stx_getAddresses':
      return { addresses: addresses(r, method, method === 'stx_getAddresses') }
    case 'sendTransfer':
      return { txid: text(r.txid, method) }
    case 'signPsbt':
      return { psbt: text(r.psbt, method), ...optional(r, ['txid'], method) }
    case 'signMessage':
      return { signature: text(r.signature, method), address: text(r.address, method) }
    case 'stx_signTransaction':
      return { transaction: text(r.transaction, method), ...optional(r, ['txid'], method) }
    case 'stx_signMessage':
    case 'stx_signStructuredMessage':
      return { signature: text(r.signature, method), publicKey: text(r.publicKey, method) }
    case 'stx_updateProfile': {
      const profile = r.profile ?? r.person ?? r
      if (typeof profile !== 'object' || profile === null) unreadable(method)
      return { profile }
    }
    default:
      return optional(r, ['txid', 'transaction'], method)
  }
}
