import type { ValidationError } from '../../../shared/errors/errors'

/**
 * The field lines of a sign-in message (EIP-4361, CAIP-122, Sign-In-With-Solana) after the
 * statement, in the order the standards fix: each is written `<label>: <value>` at most once.
 *
 * @example
 * ```ts
 * SIWX_TEXT_FIELDS.map(([, label]) => label) // ['URI', 'Version', 'Chain ID', ...]
 * ```
 */
export const SIWX_TEXT_FIELDS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

/**
 * The key of one field line of a sign-in message.
 *
 * @example
 * ```ts
 * const key: SiwxTextField = 'issuedAt'
 * ```
 */
export type SiwxTextField = (typeof SIWX_TEXT_FIELDS)[number][0]

/**
 * A sign-in message's values as written in its text: the `Chain ID` as the family writes it
 * (`1`, `mainnet`, a CAIP-2 reference), every field line optional (the layout says which are required).
 *
 * @example
 * ```ts
 * const text: SiwxText = { domain: 'app.example', accountAddress: 'SP...', uri: 'https://app.example', chainId: '1' }
 * ```
 */
export type SiwxText = {
  /** The header line's optional `scheme://` (without `://`). */
  scheme?: string
  domain: string
  accountAddress: string
  statement?: string
  resources?: string[]
} & { [K in SiwxTextField]?: string }

/**
 * What differs between the families that share the sign-in text layout.
 *
 * @example
 * ```ts
 * const layout: SiwxTextLayout = {
 *   account: 'Stacks',
 *   required: ['uri', 'version', 'chainId', 'nonce', 'issuedAt'],
 *   statement: 'paragraph',
 *   error: (details) => new ValidationError('Invalid sign-in message', { code: 'INVALID_SIWX_MESSAGE', details }),
 * }
 * ```
 */
export type SiwxTextLayout = {
  /** The words of the header line's `your <account> account:` (`''` writes `your account:`). */
  account: string
  /** The field lines that must be present and not empty; the others may be absent. */
  required: readonly SiwxTextField[]
  /**
   * Where the statement goes. `'eip4361'`: `address LF LF [statement LF] LF fields` (one line).
   * `'paragraph'`: `address [LF LF statement] [LF LF fields]` (one line). `'paragraphs'`: the same,
   * the statement may hold line breaks and empty lines (Sign-In-With-Solana).
   */
  statement: 'eip4361' | 'paragraph' | 'paragraphs'
  /** The family's typed error, given what is wrong. */
  error: (details: string) => ValidationError
}

/**
 * The header line of a sign-in message.
 *
 * @param domain - The domain asking for the sign-in.
 * @param layout - The family's layout.
 * @returns `<domain> wants you to sign in with your <account> account:`.
 * @example
 * ```ts
 * siwxHeaderLine('app.example', { account: 'Ethereum', ... }) // 'app.example wants you to sign in with your Ethereum account:'
 * ```
 */
export function siwxHeaderLine(domain: string, layout: Pick<SiwxTextLayout, 'account'>): string {
  return `${domain} wants you to sign in with your ${layout.account ? `${layout.account} ` : ''}account:`
}

/**
 * Whether a line is a field line of the sign-in text (`URI: …`, …, or `Resources:`).
 *
 * @param line - One line.
 * @returns True for a field line.
 * @example
 * ```ts
 * isSiwxFieldLine('Nonce: abcdef12') // true
 * ```
 */
export function isSiwxFieldLine(line: string | undefined): boolean {
  return (
    line !== undefined &&
    (line === 'Resources:' || SIWX_TEXT_FIELDS.some(([, label]) => line.startsWith(`${label}: `)))
  )
}
