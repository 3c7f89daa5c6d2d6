import {
  type AdapterSiwxVerifier,
  type CaipNetworkId,
  readUntrustedField,
  type SignedInRecap,
  type SiwxMessageData,
} from '@latch/core/kit'
import { RECAP_SENTENCE, readRecapStatement } from './readRecapStatement'

/** Characters of a CACAO field read at most (a sign-in message is far shorter). */
const MAX_FIELD_CHARS = 4096
/** Resources of a CACAO read at most. */
const MAX_RESOURCES = 20

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= MAX_FIELD_CHARS ? value : undefined

/** The CACAO's issuer `did:pkh:eip155:<reference>:<address>`, split; undefined when it is not one. */
function issuerOf(cacao: unknown): { chainId: CaipNetworkId; address: string } | undefined {
  const iss = text(readUntrustedField(readUntrustedField(cacao, 'p'), 'iss'))
  const match = iss ? /^did:pkh:eip155:(\d{1,20}):(0x[0-9a-fA-F]{40})$/.exec(iss) : null
  return match ? { chainId: `eip155:${match[1]}` as CaipNetworkId, address: match[2] ?? '' } : undefined
}

/**
 * Turns the CACAO (CAIP-74) a wallet signed in WalletConnect's one-click authentication for the
 * connected account into Latch's one-prompt answer: the sign-in message written by the namespace's
 * verifier from the CACAO's fields (the text the wallet signed when it carries the request), its
 * EIP-191 signature, and the ReCap the protocol added for the session's methods (its resource, and
 * the statement sentence written from the actions it grants). Latch then checks that message
 * against its request and verifies it as it does any sign-in. The CACAOs are untrusted: at most 10,
 * capped strings; `undefined` when none is an EIP-191 CACAO of the account on an eip155 chain.
 *
 * @param params - The wallet's CACAOs, the connected account and the verifier.
 * @returns The signed-in answer, or `undefined`.
 * @throws {ValidationError} the verifier's, when the fields cannot be written as a sign-in message.
 * @example
 * ```ts
 * const signedIn = await readSignInCacao({ cacaos, address, verifier: adapter.siwx })
 * if (signedIn) return { ...connected, signedIn }
 * ```
 */
export async function readSignInCacao(params: {
  cacaos: readonly unknown[]
  address: string
  verifier: AdapterSiwxVerifier
}): Promise<{ message: string; signature: string; recap?: SignedInRecap } | undefined> {
  const cacao = params.cacaos
    .slice(0, 10)
    .find((c) => issuerOf(c)?.address.toLowerCase() === params.address.toLowerCase())
  const issuer = issuerOf(cacao)
  if (!issuer) return undefined
  const signature = readUntrustedField(cacao, 's')
  const s = text(readUntrustedField(signature, 's'))
  if (readUntrustedField(signature, 't') !== 'eip191' || !s || s.length > 300) return undefined
  const p = readUntrustedField(cacao, 'p')
  const field = (name: string) => text(readUntrustedField(p, name))
  const listed = readUntrustedField(p, 'resources')
  const resources =
    Array.isArray(listed) && listed.length <= MAX_RESOURCES && listed.every((r) => text(r) !== undefined)
      ? (listed as string[])
      : undefined
  const data: SiwxMessageData = {
    accountAddress: issuer.address,
    chainId: issuer.chainId,
    domain: field('domain') ?? '',
    uri: field('aud') ?? field('uri') ?? '',
    version: field('version') ?? '',
    nonce: field('nonce') ?? '',
    issuedAt: field('iat') ?? '',
  }
  const optional = { statement: 'statement', expirationTime: 'exp', notBefore: 'nbf', requestId: 'requestId' }
  for (const [key, name] of Object.entries(optional)) {
    const value = field(name)
    if (value) data[key as 'statement'] = value
  }
  if (resources && resources.length > 0) data.resources = [...resources]
  const resource = resources?.at(-1)
  const statement = readRecapStatement(resource)
  // the protocol writes the ReCap's sentence after the statement when the wallet has not already
  if (statement && !data.statement?.includes(RECAP_SENTENCE))
    data.statement = data.statement ? `${data.statement} ${statement}` : statement
  const message = await params.verifier.formatMessage(data)
  return statement && resource
    ? { message, signature: s, recap: { resource, statement } }
    : { message, signature: s }
}
