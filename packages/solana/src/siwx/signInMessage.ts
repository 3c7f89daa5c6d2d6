import {
  type CaipNetworkId,
  parseRfc3339DateTime,
  type SiwxMessageData,
  ValidationError,
} from '@latch/core/kit'

const HEADER = ' wants you to sign in with your Solana account:'
const FIELD_LABELS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

/** Sign-In-With-Solana fields, as text (the Chain ID as written in the message). */
export type SignInFields = {
  domain: string
  address: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * Writes a Sign-In-With-Solana (CAIP-122) message: `<domain> wants you to sign in with your Solana
 * account:`, the address, an optional statement after a blank line, then the present fields in the
 * standard order and the resources list.
 *
 * @param fields - The message fields.
 * @returns The exact text to sign.
 * @example
 * ```ts
 * formatSignInText({ domain: 'app.example', address, uri: 'https://app.example', version: '1', nonce: 'abc12345' })
 * ```
 */
export function formatSignInText(fields: SignInFields): string {
  let text = `${fields.domain}${HEADER}\n${fields.address}`
  if (fields.statement) text += `\n\n${fields.statement}`
  const lines: string[] = []
  for (const [key, label] of FIELD_LABELS) {
    const value = fields[key]
    if (value) lines.push(`${label}: ${value}`)
  }
  if (fields.resources) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  if (lines.length > 0) text += `\n\n${lines.join('\n')}`
  return text
}

const malformed = (why: string) =>
  new ValidationError('Malformed sign-in message', { code: 'INVALID_SIWX_MESSAGE', details: why })

/**
 * Reads a Sign-In-With-Solana message back into its fields, strictly: the fields in the standard's
 * order, each at most once, nothing unknown, and the date-times valid RFC 3339 instants that exist
 * (`2026-02-30` or `24:00` is refused, never shifted).
 *
 * @param text - The message text.
 * @returns The fields.
 * @throws {ValidationError} when the text is not a Sign-In-With-Solana message.
 * @example
 * ```ts
 * parseSignInText(text).nonce
 * ```
 */
export function parseSignInText(text: string): SignInFields {
  const lines = text.split('\n')
  const first = lines[0] ?? ''
  if (!first.endsWith(HEADER) || first.length === HEADER.length) throw malformed('missing the sign-in header')
  const address = lines[1]
  if (!address) throw malformed('missing the address')
  const fields: SignInFields = { domain: first.slice(0, -HEADER.length), address }
  const isField = (line: string | undefined) =>
    line !== undefined &&
    (line === 'Resources:' || FIELD_LABELS.some(([, label]) => line.startsWith(`${label}: `)))
  // `[ LF LF statement ] [ LF LF fields ]`: field lines are never empty, so the statement (which
  // may hold empty lines, or lines that look like fields) ends at the last empty line.
  let i = 2
  if (lines.length > 2) {
    if (lines[2] !== '') throw malformed('expected an empty line after the address')
    const separator = lines.lastIndexOf('')
    if (separator > 3) {
      fields.statement = lines.slice(3, separator).join('\n')
      i = separator + 1
    } else if (separator === 3 || lines.length === 3) {
      throw malformed('unexpected empty line')
    } else if (isField(lines[3])) {
      i = 3
    } else {
      fields.statement = lines.slice(3).join('\n')
      i = lines.length
    }
  }
  let order = 0
  for (; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line === 'Resources:') {
      fields.resources = lines.slice(i + 1).map((r) => {
        if (!r.startsWith('- ')) throw malformed(`bad resource line "${r}"`)
        return r.slice(2)
      })
      break
    }
    const at = FIELD_LABELS.findIndex(([, label]) => line.startsWith(`${label}: `))
    if (at < order) throw malformed(`unexpected line "${line}" (out of order, repeated or unknown)`)
    const [key, label] = FIELD_LABELS[at]!
    fields[key] = line.slice(label.length + 2)
    order = at + 1
  }
  for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = fields[key]
    if (value !== undefined && parseRfc3339DateTime(value) === undefined)
      throw malformed(`"${value}" is not an RFC 3339 date-time`)
  }
  return fields
}

/** Converts parsed fields to Latch's sign-in data, with the Chain ID resolved to CAIP-2. */
export function toSiwxData(fields: SignInFields, chainId: CaipNetworkId): SiwxMessageData {
  if (!fields.uri || !fields.version || !fields.nonce || !fields.issuedAt) {
    throw malformed('URI, Version, Nonce and Issued At are required')
  }
  return {
    accountAddress: fields.address,
    chainId,
    domain: fields.domain,
    uri: fields.uri,
    version: fields.version,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    ...(fields.statement !== undefined ? { statement: fields.statement } : {}),
    ...(fields.expirationTime !== undefined ? { expirationTime: fields.expirationTime } : {}),
    ...(fields.notBefore !== undefined ? { notBefore: fields.notBefore } : {}),
    ...(fields.requestId !== undefined ? { requestId: fields.requestId } : {}),
    ...(fields.resources !== undefined ? { resources: fields.resources } : {}),
  }
}
