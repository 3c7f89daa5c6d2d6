// Test fixture only (Node): a CAIP-122-style verifier whose accounts are raw ed25519 public keys
// in hex, signed and verified with node:crypto. The chain adapters supply the real verifiers; this
// lets the core's sign-in tests check real signatures without a chain package.
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto'
import { ValidationError } from '../../../errors/errors'
import type { CaipNetworkId, ChainNamespace } from '../../../networks/types'
import type { SiwxMessageData, SiwxSession, SiwxVerifier } from '../../../siwx/types'

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

const FIELDS: [keyof SiwxMessageData, string][] = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
]

function format(data: SiwxMessageData): string {
  const lines = [`${data.domain} wants you to sign in with your account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  for (const [key, label] of FIELDS) if (data[key] !== undefined) lines.push(`${label}: ${String(data[key])}`)
  return lines.join('\n')
}

function parse(message: string): SiwxMessageData {
  const lines = message.split('\n')
  const domain = /^(\S+) wants you to sign in with your account:$/.exec(lines[0] ?? '')?.[1]
  if (!domain || !lines[1]) throw new ValidationError('Malformed sign-in message')
  const fields = new Map(
    lines.flatMap((line) => {
      const i = line.indexOf(': ')
      return i > 0 ? [[line.slice(0, i), line.slice(i + 2)] as const] : []
    }),
  )
  const data: SiwxMessageData = {
    domain,
    accountAddress: lines[1],
    uri: fields.get('URI') ?? '',
    version: fields.get('Version') ?? '',
    chainId: (fields.get('Chain ID') ?? '') as CaipNetworkId,
    nonce: fields.get('Nonce') ?? '',
    issuedAt: fields.get('Issued At') ?? '',
  }
  const statement = lines[3] && !lines[3].includes(': ') ? lines[3] : undefined
  if (statement) data.statement = statement
  const expirationTime = fields.get('Expiration Time')
  if (expirationTime) data.expirationTime = expirationTime
  return data
}

/** The verifier for `namespace`. */
export function createEd25519SiwxVerifier(namespace: ChainNamespace): SiwxVerifier {
  return {
    namespace,
    formatMessage: format,
    parseMessage: parse,
    async verify(session: SiwxSession, options = {}) {
      if (format(session.data) !== session.message) return false
      if (options.domain !== undefined && session.data.domain !== options.domain) return false
      const now = options.now ?? new Date()
      if (session.data.expirationTime && Date.parse(session.data.expirationTime) <= now.getTime())
        return false
      try {
        const key = createPublicKey({
          key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(session.data.accountAddress, 'hex')]),
          format: 'der',
          type: 'spki',
        })
        return verify(null, Buffer.from(session.message), key, Buffer.from(session.signature, 'hex'))
      } catch {
        return false
      }
    },
  }
}
