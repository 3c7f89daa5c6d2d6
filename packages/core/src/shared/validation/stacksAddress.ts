import { bytesToHex } from '../bytesToHex'
import { CONSTANTS } from '../constants/constants'
import { MESSAGES } from '../errors/catalogue'
import { ValidationError } from '../errors/errors'
import { C32_ALPHABET, c32Address, c32Checksum, c32Decode } from './c32'

/**
 * Which Stacks network an address belongs to.
 *
 * @example
 * ```ts
 * const kind: StacksNetworkKind = 'testnet'
 * ```
 */
export type StacksNetworkKind = 'mainnet' | 'testnet'

/**
 * A decoded, verified Stacks address.
 *
 * @example
 * ```ts
 * const { version, hash160, network, multiSig } = validateStacksAddress('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'mainnet')
 * ```
 */
export type StacksAddressInfo = {
  /** Version byte (22, 20, 26 or 21). */
  version: number
  /** The 20-byte hash160, lowercase hex. */
  hash160: string
  network: StacksNetworkKind
  multiSig: boolean
}

/** Message for a malformed Stacks address (the checksum case uses the SPEC's "Invalid checksum"). */
export const INVALID_STACKS_ADDRESS = 'Invalid Stacks address'
/** Message for an address whose version byte belongs to the other network. */
export const STACKS_ADDRESS_WRONG_NETWORK = 'Stacks address is for another network'

const VERSIONS: Record<number, { network: StacksNetworkKind; multiSig: boolean }> = {
  [CONSTANTS.stacksAddressVersion.mainnetSingleSig]: { network: 'mainnet', multiSig: false },
  [CONSTANTS.stacksAddressVersion.mainnetMultiSig]: { network: 'mainnet', multiSig: true },
  [CONSTANTS.stacksAddressVersion.testnetSingleSig]: { network: 'testnet', multiSig: false },
  [CONSTANTS.stacksAddressVersion.testnetMultiSig]: { network: 'testnet', multiSig: true },
}

/**
 * What the Stacks checks read of a `stacks:` CaipNetwork: its chain reference and testnet flag (a
 * CaipNetwork fits; validation sits below the networks folder, so it names only these fields).
 *
 * @example
 * ```ts
 * const testnet: StacksNetworkFields = { id: '2147483648', testnet: true }
 * ```
 */
export type StacksNetworkFields = { readonly id: string; readonly testnet?: boolean | undefined }

/** Stacks testnet chain id (CAIP-2 reference), as used by `stacks:2147483648`. */
const STACKS_TESTNET_REFERENCE = '2147483648'

/**
 * The Stacks network kind of a CAIP network: testnet when flagged so or when its reference is the
 * testnet chain id.
 *
 * @param network - A `stacks:` network.
 * @returns `'mainnet'` or `'testnet'`.
 * @example
 * ```ts
 * stacksNetworkKind({ ...stacksTestnet }) // 'testnet'
 * ```
 */
export function stacksNetworkKind(network: StacksNetworkFields): StacksNetworkKind {
  return network.testnet === true || network.id === STACKS_TESTNET_REFERENCE ? 'testnet' : 'mainnet'
}

function invalid(address: string, details: string): ValidationError {
  return new ValidationError(INVALID_STACKS_ADDRESS, {
    code: 'INVALID_STACKS_ADDRESS',
    details: `"${address}": ${details}`,
  })
}

/**
 * Decodes and verifies a Stacks address (SPEC §5): it must start with S, be longer than 5
 * characters, be valid c32 with a correct c32check checksum, and carry a version byte of the given
 * network (22/20 mainnet, 26/21 testnet).
 *
 * @param address - The address, e.g. `'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7'`.
 * @param network - The network it must belong to: `'mainnet'`, `'testnet'` or a `stacks:` CaipNetwork.
 * @returns The decoded address.
 * @throws {ValidationError} "Invalid checksum" (code `INVALID_CHECKSUM`) when the checksum does not
 *   match, "Invalid Stacks address" when it is malformed, and "Stacks address is for another
 *   network" (code `WRONG_NETWORK`) when the version byte belongs to the other network.
 * @example
 * ```ts
 * validateStacksAddress('ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG', 'testnet').multiSig // false
 * ```
 */
export function validateStacksAddress(
  address: string,
  network: StacksNetworkKind | StacksNetworkFields,
): StacksAddressInfo {
  if (typeof address !== 'string' || !address.startsWith('S')) {
    throw invalid(String(address), 'a Stacks address starts with S')
  }
  if (address.length <= 5) throw invalid(address, 'too short')
  const version = C32_ALPHABET.indexOf(address[1] ?? '')
  const payload = c32Decode(address.slice(2))
  if (version < 0 || payload === undefined) throw invalid(address, 'not a c32 string')
  if (payload.length !== 24) throw invalid(address, 'wrong length')
  const hash160 = payload.slice(0, 20)
  const expected = c32Checksum(version, hash160)
  if (bytesToHex(expected) !== bytesToHex(payload.slice(20))) {
    throw new ValidationError(MESSAGES.invalidChecksum, { code: 'INVALID_CHECKSUM', details: address })
  }
  // A c32 string has one canonical form; reject padded or otherwise non-canonical spellings.
  if (c32Address(version, hash160) !== address) throw invalid(address, 'not in canonical form')
  const known = VERSIONS[version]
  if (!known) throw invalid(address, `unknown version ${version}`)
  const wanted = typeof network === 'string' ? network : stacksNetworkKind(network)
  if (known.network !== wanted) {
    throw new ValidationError(STACKS_ADDRESS_WRONG_NETWORK, {
      code: 'WRONG_NETWORK',
      details: `"${address}" is a ${known.network} address; expected ${wanted}`,
    })
  }
  return { version, hash160: bytesToHex(hash160), network: known.network, multiSig: known.multiSig }
}

/**
 * True when {@link validateStacksAddress} accepts the address for the network.
 *
 * @param address - The address.
 * @param network - `'mainnet'`, `'testnet'` or a `stacks:` CaipNetwork.
 * @returns Whether it is a valid address of that network.
 * @example
 * ```ts
 * isValidStacksAddress('SP000', 'mainnet') // false
 * ```
 */
export function isValidStacksAddress(
  address: string,
  network: StacksNetworkKind | StacksNetworkFields,
): boolean {
  try {
    validateStacksAddress(address, network)
    return true
  } catch {
    return false
  }
}
