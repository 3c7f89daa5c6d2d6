// Test fixture only (Node): a CAIP-122-style verifier whose accounts are raw ed25519 public keys
// in hex, signed and verified with node:crypto. The chain adapters supply the real verifiers; this
// lets the core's sign-in tests check real signatures without a chain package.
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto'
import type { SiwxMessageData, SiwxVerifier } from '../../../adapters/siwxTypes'
import { ValidationError } from '../../../shared/errors/errors'
import type { ChainNamespace } from '../../../shared/networks/types'
import { formatSiwxText } from '../text/formatSiwxText'
import { parseSiwxText } from '../text/parseSiwxText'
import type { SiwxTextLayout } from '../text/siwxTextLayout'
import { siwxTextToData } from '../text/siwxTextToData'
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

/** The layout of the core's test family: no account words, the full CAIP-2 id as `Chain ID`. */
const LAYOUT: SiwxTextLayout = {
  account: '',
  required: ['uri', 'version', 'chainId', 'nonce', 'issuedAt'],
  statement: 'paragraph',
  error: (details) => new ValidationError('Malformed sign-in message', { details }),
}

function parse(message: string): SiwxMessageData {
  const text = parseSiwxText(message, LAYOUT)
  if (/\s/.test(text.domain)) throw LAYOUT.error(`domain "${text.domain}"`)
  return siwxTextToData(text, text.chainId as SiwxMessageData['chainId'], LAYOUT)
}

/** The verifier for `namespace`. */
export function createEd25519SiwxVerifier(namespace: ChainNamespace): SiwxVerifier {
  return defineSiwxVerifier({
    namespace,
    formatMessage: (data: SiwxMessageData) => formatSiwxText(data, LAYOUT),
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
