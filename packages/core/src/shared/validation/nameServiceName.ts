import { CONSTANTS } from '../constants/constants'

/**
 * The label of a name-service name without its suffix (`.reown.id`, or the legacy `.wcn.id`);
 * a name with neither suffix is returned as it is (case and spaces kept).
 *
 * @param name - A name such as `alice.reown.id`.
 * @returns The label (`alice`), or the name when it has no name-service suffix.
 * @example
 * ```ts
 * stripNameSuffix('alice.reown.id') // 'alice'
 * stripNameSuffix('alice.wcn.id') // 'alice'
 * stripNameSuffix('alice.eth') // 'alice.eth'
 * ```
 */
export function stripNameSuffix(name: string): string {
  const lower = name.toLowerCase()
  for (const suffix of [CONSTANTS.nameSuffix, CONSTANTS.legacyNameSuffix])
    if (lower.endsWith(suffix) && lower.length > suffix.length) return name.slice(0, -suffix.length)
  return name
}

/**
 * The one spelling a name is looked up and shown by: trimmed, lower case, and a legacy-suffix name
 * (`alice.wcn.id`) as its `.reown.id` name, which is the same account (SPEC §9). Other names
 * (`alice.eth`) keep their own suffix.
 *
 * @param name - What the user typed.
 * @returns The name to look up.
 * @example
 * ```ts
 * toNameServiceName(' Alice.WCN.id ') // 'alice.reown.id'
 * toNameServiceName('Bob.eth') // 'bob.eth'
 * ```
 */
export function toNameServiceName(name: string): string {
  const lower = name.trim().toLowerCase()
  const { legacyNameSuffix, nameSuffix } = CONSTANTS
  return lower.endsWith(legacyNameSuffix) && lower.length > legacyNameSuffix.length
    ? `${lower.slice(0, -legacyNameSuffix.length)}${nameSuffix}`
    : lower
}
