import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import type { BitcoinNetworkKind } from './bitcoinNetworks'

/** Message for a malformed Bitcoin address (the checksum case uses the SPEC's "Invalid checksum"). */
export const INVALID_BITCOIN_ADDRESS = 'Invalid Bitcoin address'
/** Message for an address whose prefix or version byte belongs to another network. */
export const BITCOIN_ADDRESS_WRONG_NETWORK = 'Bitcoin address is for another network'

function describe(address: string): string {
  return JSON.stringify(address.length > 100 ? `${address.slice(0, 100)}…` : address)
}

/** The error for a malformed Bitcoin address, with what is wrong in `details`. */
export function invalid(address: string, details: string): ValidationError {
  return new ValidationError(INVALID_BITCOIN_ADDRESS, {
    code: 'INVALID_BITCOIN_ADDRESS',
    details: `${describe(address)}: ${details}`,
  })
}

/** The SPEC's "Invalid checksum" error for a Bitcoin address with a typo. */
export function checksum(address: string, details: string): ValidationError {
  return new ValidationError(MESSAGES.invalidChecksum, {
    code: 'INVALID_CHECKSUM',
    details: `${describe(address)}: ${details} (check it for a typo)`,
  })
}

/** The error for a Bitcoin address of another network than `wanted`. */
export function wrongNetwork(address: string, found: string, wanted: BitcoinNetworkKind): ValidationError {
  return new ValidationError(BITCOIN_ADDRESS_WRONG_NETWORK, {
    code: 'WRONG_NETWORK',
    details: `${describe(address)} is a ${found} address; expected ${wanted}`,
  })
}
