import { CONSTANTS, ValidationError } from '@latch/core'
import { type DecodedStacksAddress, decodeStacksAddress } from './c32'

/** Which Stacks network an address or request targets. */
export type StacksNetworkKind = 'mainnet' | 'testnet'

const VERSIONS: Record<StacksNetworkKind, readonly number[]> = {
  mainnet: [CONSTANTS.stacksAddressVersion.mainnetSingleSig, CONSTANTS.stacksAddressVersion.mainnetMultiSig],
  testnet: [CONSTANTS.stacksAddressVersion.testnetSingleSig, CONSTANTS.stacksAddressVersion.testnetMultiSig],
}

/**
 * Checks a Stacks address: starts with S, longer than 5 characters, valid c32 checksum, and a
 * version byte of the given network (mainnet 22/20, testnet 26/21). `@stacks/transactions`'
 * `validateStacksAddress` checks neither version nor network, so Latch does it here.
 *
 * @param address - The address to check.
 * @param network - The network it must belong to.
 * @returns The decoded address.
 * @throws {ValidationError} "Invalid checksum", or a version/network mismatch (`code: 'ADDRESS_NETWORK_MISMATCH'`).
 * @example
 * ```ts
 * assertStacksAddress('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'mainnet')
 * ```
 */
export function assertStacksAddress(address: string, network: StacksNetworkKind): DecodedStacksAddress {
  const decoded = decodeStacksAddress(address)
  if (!VERSIONS[network].includes(decoded.version)) {
    throw new ValidationError(`Stacks address is not a ${network} address`, {
      code: 'ADDRESS_NETWORK_MISMATCH',
      details: `${address} has version ${decoded.version}; ${network} expects ${VERSIONS[network].join(' or ')}`,
    })
  }
  return decoded
}

/**
 * Checks a contract principal `ADDRESS.contract-name`: the address as {@link assertStacksAddress},
 * the name 1-128 characters of Clarity's contract-name alphabet.
 *
 * @param contract - e.g. `'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.token'`.
 * @param network - The network it must belong to.
 * @returns Address and contract name.
 * @example
 * ```ts
 * assertContractPrincipal('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.token', 'mainnet').name // 'token'
 * ```
 */
export function assertContractPrincipal(
  contract: string,
  network: StacksNetworkKind,
): { address: string; name: string } {
  const [address, name, extra] = String(contract).split('.')
  if (!address || !name || extra !== undefined) {
    throw new ValidationError(`Invalid contract principal "${String(contract)}"`, {
      code: 'INVALID_CONTRACT',
    })
  }
  assertStacksAddress(address, network)
  assertContractName(name)
  return { address, name }
}

/**
 * Checks a Clarity contract name: a letter first, then letters, digits, `-` or `_`, at most 128
 * characters (the Clarity string limit).
 *
 * @example
 * ```ts
 * assertContractName('my-token')
 * ```
 */
export function assertContractName(name: string): void {
  if (
    typeof name !== 'string' ||
    name.length > CONSTANTS.stacksStringMaxBytes ||
    !/^[a-zA-Z]([a-zA-Z0-9]|[-_])*$/.test(name)
  ) {
    throw new ValidationError(`Invalid contract name "${String(name)}"`, { code: 'INVALID_CONTRACT_NAME' })
  }
}
