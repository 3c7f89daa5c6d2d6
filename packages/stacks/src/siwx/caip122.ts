import { type ChainNamespace, parseCaipNetworkId, type SiwxMessageData, ValidationError } from '@latch/core'

const LABELS = {
  uri: 'URI',
  version: 'Version',
  chainId: 'Chain ID',
  nonce: 'Nonce',
  issuedAt: 'Issued At',
  expirationTime: 'Expiration Time',
  notBefore: 'Not Before',
  requestId: 'Request ID',
} as const

/**
 * Formats sign-in data as a CAIP-122 message for a chain family (`"Stacks"`, `"Bitcoin"`):
 * the SIWE layout with the chain's name, the CAIP-2 reference as `Chain ID`.
 *
 * @param data - Sign-in data.
 * @param chainName - Name shown in the first line.
 * @returns The exact text to sign.
 * @example
 * ```ts
 * formatCaip122(data, 'Stacks') // 'app.example wants you to sign in with your Stacks account:\nSP...\n\n...'
 * ```
 */
export function formatCaip122(data: SiwxMessageData, chainName: string): string {
  const { reference } = parseCaipNetworkId(data.chainId)
  const lines = [
    `${data.domain} wants you to sign in with your ${chainName} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement) lines.push(data.statement, '')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/**
 * Parses a CAIP-122 message made by {@link formatCaip122} back to its data.
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
  const bad = (details: string): never => {
    throw new ValidationError('Invalid sign-in message', { code: 'INVALID_SIWX_MESSAGE', details })
  }
  const lines = message.split('\n')
  const header = ` wants you to sign in with your ${chainName} account:`
  const first = lines[0] ?? ''
  if (!first.endsWith(header)) bad('first line')
  const domain = first.slice(0, -header.length)
  const accountAddress = lines[1] ?? ''
  if (!accountAddress || lines[2] !== '') bad('address line')
  let i = 3
  let statement: string | undefined
  if (lines[i] !== undefined && !lines[i]!.startsWith('URI: ')) {
    statement = lines[i]
    if (lines[i + 1] !== '') bad('statement')
    i += 2
  }
  const fields: Partial<Record<keyof typeof LABELS, string>> = {}
  let resources: string[] | undefined
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === 'Resources:') {
      resources = lines.slice(i + 1).map((r) => (r.startsWith('- ') ? r.slice(2) : bad('resource')))
      break
    }
    const entry = (Object.entries(LABELS) as [keyof typeof LABELS, string][]).find(([, label]) =>
      line.startsWith(`${label}: `),
    )
    if (!entry) bad(`unknown line "${line}"`)
    fields[entry![0]] = line.slice(entry![1].length + 2)
  }
  const { uri, version, chainId, nonce, issuedAt } = fields
  if (!uri || !version || !chainId || !nonce || !issuedAt) bad('missing field')
  const data: SiwxMessageData = {
    domain,
    accountAddress,
    uri: uri!,
    version: version!,
    chainId: `${namespace}:${chainId}`,
    nonce: nonce!,
    issuedAt: issuedAt!,
  }
  if (statement !== undefined) data.statement = statement
  if (fields.expirationTime) data.expirationTime = fields.expirationTime
  if (fields.notBefore) data.notBefore = fields.notBefore
  if (fields.requestId) data.requestId = fields.requestId
  if (resources) data.resources = resources
  return data
}

/**
 * Checks the parts of a session every namespace shares: the message is exactly the formatted
 * data, the domain matches, and `now` is within notBefore / expirationTime.
 *
 * @example
 * ```ts
 * if (!sessionBoundsHold(session, text, options)) return false
 * ```
 */
export function sessionBoundsHold(
  data: SiwxMessageData,
  message: string,
  expected: string,
  options: { domain?: string; now?: Date } = {},
): boolean {
  if (message !== expected) return false
  if (options.domain !== undefined && options.domain !== data.domain) return false
  const now = (options.now ?? new Date()).getTime()
  if (data.expirationTime && now >= Date.parse(data.expirationTime)) return false
  if (data.notBefore && now < Date.parse(data.notBefore)) return false
  return true
}
