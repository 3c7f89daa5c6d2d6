import {
  type ChainNamespace,
  parseCaipNetworkId,
  parseRfc3339DateTime,
  type SiwxMessageData,
  ValidationError,
} from '@latch/core/kit'

/** The field lines after the statement, in the order Latch writes them (EIP-4361's), each at most once. */
const FIELDS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

type FieldKey = (typeof FIELDS)[number][0]

const invalid = (details: string) =>
  new ValidationError('Invalid sign-in message', { code: 'INVALID_SIWX_MESSAGE', details })

/**
 * Formats sign-in data as a CAIP-122 message for a chain family (`"Stacks"`, `"Bitcoin"`):
 * the SIWE layout with the chain's name, the CAIP-2 reference as `Chain ID`.
 *
 * @param data - Sign-in data.
 * @param chainName - Name shown in the first line.
 * @returns The exact text to sign.
 * @throws {ValidationError} when a value holds a line break (it would write another field).
 * @example
 * ```ts
 * formatCaip122(data, 'Stacks') // 'app.example wants you to sign in with your Stacks account:\nSP...\n\n...'
 * ```
 */
export function formatCaip122(data: SiwxMessageData, chainName: string): string {
  const { reference } = parseCaipNetworkId(data.chainId)
  const values = [data.domain, data.accountAddress, data.statement ?? '', ...(data.resources ?? [])]
  for (const [key] of FIELDS) values.push(data[key] ?? '')
  const broken = values.find((value) => /[\r\n]/.test(value))
  if (broken !== undefined) throw invalid(`line break in "${broken}"`)
  const lines = [
    `${data.domain} wants you to sign in with your ${chainName} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement) lines.push(data.statement, '')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/**
 * Parses a CAIP-122 message in the layout {@link formatCaip122} writes back to its data, strictly:
 * CAIP-122 gives no grammar of its own, so the EIP-4361 one it adapts is applied. The fields come
 * in that order, each at most once; an unknown line, a repeated or misplaced field, a missing
 * required field or a date-time that does not exist (`2026-02-30`, `24:00`, `23:60`) is refused.
 *
 * @param message - The text.
 * @param chainName - Expected chain name.
 * @param namespace - Namespace of the chain id.
 * @returns The data.
 * @throws {ValidationError} on malformed text.
 * @example
 * ```ts
 * parseCaip122(text, 'Stacks', 'stacks').accountAddress
 * ```
 */
export function parseCaip122(message: string, chainName: string, namespace: ChainNamespace): SiwxMessageData {
  const lines = message.split('\n')
  const header = ` wants you to sign in with your ${chainName} account:`
  const first = lines[0] ?? ''
  if (!first.endsWith(header) || first.length === header.length) throw invalid('first line')
  const domain = first.slice(0, -header.length)
  const accountAddress = lines[1] ?? ''
  if (!/^\S+$/.test(accountAddress) || lines[2] !== '') throw invalid('address line')
  // A statement is followed by an empty line; the URI line never is.
  let i = 3
  let statement: string | undefined
  if (lines[4] === '') {
    statement = lines[3]
    if (!statement) throw invalid('empty statement')
    i = 5
  }
  const fields: Partial<Record<FieldKey, string>> = {}
  let resources: string[] | undefined
  let next = 0
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === 'Resources:') {
      resources = lines.slice(i + 1).map((r) => {
        if (!r.startsWith('- ') || r.length === 2) throw invalid(`resource line "${r}"`)
        return r.slice(2)
      })
      break
    }
    const at = FIELDS.findIndex(([, label]) => line.startsWith(`${label}: `))
    if (at < next) throw invalid(`unexpected line "${line}" (out of order, repeated or unknown)`)
    const [key, label] = FIELDS[at]!
    fields[key] = line.slice(label.length + 2)
    next = at + 1
  }
  const { uri, version, chainId, nonce, issuedAt } = fields
  if (!uri || !version || !chainId || !nonce || !issuedAt) throw invalid('missing field')
  try {
    parseCaipNetworkId(`${namespace}:${chainId}`)
  } catch {
    throw invalid(`Chain ID "${chainId}"`)
  }
  for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = fields[key]
    if (value !== undefined && parseRfc3339DateTime(value) === undefined)
      throw invalid(`"${value}" is not an RFC 3339 date-time`)
  }
  const data: SiwxMessageData = {
    domain,
    accountAddress,
    uri,
    version,
    chainId: `${namespace}:${chainId}`,
    nonce,
    issuedAt,
  }
  if (statement !== undefined) data.statement = statement
  if (fields.expirationTime !== undefined) data.expirationTime = fields.expirationTime
  if (fields.notBefore !== undefined) data.notBefore = fields.notBefore
  if (fields.requestId !== undefined) data.requestId = fields.requestId
  if (resources) data.resources = resources
  return data
}
