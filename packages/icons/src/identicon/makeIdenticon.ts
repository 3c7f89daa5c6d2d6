/** Longest address an identicon is made for (a CAIP-10 account id is at most 128 characters). */
const MAX_ADDRESS_LENGTH = 128

/**
 * A deterministic identicon for an account address, made locally (the `blo` blockies renderer,
 * loaded on first use): the same address always gives the same picture, and nothing is fetched.
 *
 * @param address - The account address (any family; compared case-insensitively).
 * @returns An SVG data URL, or undefined for an empty or over-long address.
 * @example
 * ```ts
 * avatar.src = (await makeIdenticon('0x1234…')) ?? ''
 * ```
 */
export async function makeIdenticon(address: string): Promise<string | undefined> {
  const trimmed = address.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_ADDRESS_LENGTH) return undefined
  const { blo } = await import('blo')
  // blo seeds from any string; its `0x${string}` type only documents the EVM case.
  return blo(trimmed as `0x${string}`, 64)
}
