import {
  CONSTANTS,
  type StacksAddressInfo,
  type StacksNetworkKind,
  ValidationError,
  validateStacksAddress,
} from '@latch/core/kit'
import { STACKS_VALIDATION_MESSAGES } from '../errors/validationMessages'

export type { StacksNetworkKind }

/**
 * Checks a Stacks address with core's `validateStacksAddress`: starts with S, longer than 5
 * characters, valid c32 checksum ("Invalid checksum"), and a version byte of the given network
 * (mainnet 22/20, testnet 26/21; code `WRONG_NETWORK` otherwise). `@stacks/transactions`'
 * `validateStacksAddress` checks neither version nor network, so Latch does it itself.
 *
 * @param address - The address to check.
 * @param network - The network it must belong to.
 * @returns The decoded address.
 * @throws {ValidationError} on a malformed address, a bad checksum or the wrong network.
 * @example
 * ```ts
 * assertStacksAddress('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'mainnet')
 * ```
 */
export function assertStacksAddress(address: string, network: StacksNetworkKind): StacksAddressInfo {
  return validateStacksAddress(address, network)
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
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.invalidContractPrincipal(contract), {
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
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.invalidContractName(name), {
      code: 'INVALID_CONTRACT_NAME',
    })
  }
}
