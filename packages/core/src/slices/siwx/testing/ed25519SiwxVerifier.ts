// Test fixture only (Node): a CAIP-122-style verifier whose accounts are raw ed25519 public keys
// in hex, signed and verified with node:crypto. The chain adapters supply the real verifiers; this
// lets the core's sign-in tests check real signatures without a chain package.
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto'
import type { SiwxMessageData, SiwxVerifier } from '../../../adapters/siwxTypes'
import { ValidationError } from '../../../shared/errors/errors'
import type { ChainNamespace } from '../../../shared/networks/types'
import { defineSiwxVerifier } from '../verify/defineSiwxVerifier'

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** A key pair whose address is the hex public key. */
export function createTestAccount() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(SPKI_ED25519_PREFIX.length)
  return {
    address: raw.toString('hex'),
    signMessage: async (message: string) => sign(null, Buffer.from(message), privateKey).toString('hex'),
  }
}

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

function format(data: SiwxMessageData): string {
  const lines = [`${data.domain} wants you to sign in with your account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  for (const [key, label] of FIELDS) if (data[key] !== undefined) lines.push(`${label}: ${data[key]}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

function parse(message: string): SiwxMessageData {
  const malformed = () => new ValidationError('Malformed sign-in message')
  const lines = message.split('\n')
  const domain = /^(\S+) wants you to sign in with your account:$/.exec(lines[0] ?? '')?.[1]
  if (!domain || !lines[1] || lines[2] !== '') throw malformed()
  let i = 3
  let statement: string | undefined
  if (lines[i] !== undefined && !lines[i]!.startsWith('URI: ')) {
    statement = lines[i]
    if (lines[i + 1] !== '') throw malformed()
    i += 2
  }
  const fields: Partial<Record<(typeof FIELDS)[number][0], string>> = {}
  for (const [key, label] of FIELDS) {
    if (lines[i]?.startsWith(`${label}: `)) fields[key] = lines[i++]!.slice(label.length + 2)
  }
  let resources: string[] | undefined
  if (lines[i] === 'Resources:') resources = lines.slice(i + 1).map((r) => r.slice(2))
  else if (i !== lines.length) throw malformed()
  const { uri, version, chainId, nonce, issuedAt } = fields
  if (!uri || !version || !chainId || !nonce || !issuedAt) throw malformed()
  return {
    domain,
    accountAddress: lines[1],
    uri,
    version,
    chainId: chainId as SiwxMessageData['chainId'],
    nonce,
    issuedAt,
    ...(statement !== undefined ? { statement } : {}),
    ...(fields.expirationTime !== undefined ? { expirationTime: fields.expirationTime } : {}),
    ...(fields.notBefore !== undefined ? { notBefore: fields.notBefore } : {}),
    ...(fields.requestId !== undefined ? { requestId: fields.requestId } : {}),
    ...(resources !== undefined ? { resources } : {}),
  }
}

/** The verifier for `namespace`. */
export function createEd25519SiwxVerifier(namespace: ChainNamespace): SiwxVerifier {
  return defineSiwxVerifier({
    namespace,
    formatMessage: format,
    parseMessage: parse,
    async verifySignature({ message, signature, data }) {
      const key = createPublicKey({
        key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(data.accountAddress, 'hex')]),
        format: 'der',
        type: 'spki',
      })
      return verify(null, Buffer.from(message), key, Buffer.from(signature, 'hex'))
    },
  })
}
