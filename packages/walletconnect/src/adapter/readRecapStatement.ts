import { readUntrustedField } from '@latch/core/kit'

/**
 * ERC-5573's sentence before the list of granted actions.
 *
 * @example
 * ```ts
 * statement.includes(RECAP_SENTENCE) // the wallet wrote the ReCap's sentence itself
 * ```
 */
export const RECAP_SENTENCE =
  'I further authorize the stated URI to perform the following actions on my behalf: '
/** Characters of a ReCap resource read at most (one for a dozen methods is about 600). */
const MAX_RECAP_CHARS = 4096
/** A method name the ReCap may grant (`request/<method>`). */
const METHOD = /^request\/([A-Za-z0-9_]{1,64})$/

/** The JSON a `urn:recap:` resource carries (base64 or base64url, padding optional), or undefined. */
function decodeRecap(resource: string): unknown {
  if (!resource.startsWith('urn:recap:') || resource.length > MAX_RECAP_CHARS) return undefined
  const body = resource.slice('urn:recap:'.length).replace(/-/g, '+').replace(/_/g, '/')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return undefined
  try {
    const binary = atob(body.replace(/=+$/, '') + '='.repeat((4 - (body.replace(/=+$/, '').length % 4)) % 4))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return undefined
  }
}

/**
 * Reads the ReCap (ERC-5573) a wallet granted in WalletConnect's one-click authentication and
 * writes the sentence it adds to the sign-in statement, as the protocol writes it: "I further
 * authorize the stated URI to perform the following actions on my behalf: (1) 'request':
 * 'eth_sendTransaction', 'personal_sign' for 'eip155'." (actions sorted). The resource is
 * untrusted: it must grant `request/<method>` actions on eip155 only (at most 64, each with an
 * empty or `chains`-only restriction), else `undefined`.
 *
 * @param resource - The last resource of the signed request.
 * @returns The statement sentence, or `undefined` when the resource is not such a ReCap.
 * @example
 * ```ts
 * readRecapStatement(resources.at(-1)) // "I further authorize the stated URI ... for 'eip155'."
 * ```
 */
export function readRecapStatement(resource: unknown): string | undefined {
  if (typeof resource !== 'string') return undefined
  const att = readUntrustedField(decodeRecap(resource), 'att')
  if (typeof att !== 'object' || att === null || Array.isArray(att)) return undefined
  if (Object.keys(att).join() !== 'eip155') return undefined
  const granted = readUntrustedField(att, 'eip155')
  if (typeof granted !== 'object' || granted === null || Array.isArray(granted)) return undefined
  const abilities = Object.keys(granted)
  if (abilities.length === 0 || abilities.length > 64) return undefined
  const actions: string[] = []
  for (const ability of abilities) {
    const action = METHOD.exec(ability)?.[1]
    const limits = readUntrustedField(granted, ability)
    if (!action || !Array.isArray(limits) || limits.length > 1) return undefined
    const limit = limits[0] ?? {}
    if (typeof limit !== 'object' || limit === null) return undefined
    if (Object.keys(limit).some((key) => key !== 'chains')) return undefined
    actions.push(action)
  }
  actions.sort((a, b) => a.localeCompare(b))
  return `${RECAP_SENTENCE}(1) 'request': '${actions.join("', '")}' for 'eip155'.`
}
