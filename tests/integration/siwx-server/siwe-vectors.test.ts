/**
 * The EIP-4361 parsing vectors of the reference implementation (the `siwe` package's test suite,
 * https://github.com/spruceid/siwe, test/parsing_positive.json and test/parsing_negative.json at
 * 940a66ac3dc7443b52d04fcdcebe5a6d889add9b; see fixtures/README.md): the parser the kit verifies with
 * accepts every positive with the same fields and refuses every negative.
 */
import { defineSiwxVerifier, ValidationError } from '@latch/core'
import { formatEip4361Message, parseEip4361Message } from '@latch/evm'
import { describe, expect, it } from 'vitest'
import negative from './fixtures/siwe-parsing-negative.json'
import positive from './fixtures/siwe-parsing-positive.json'

type Fields = {
  scheme?: string | null
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  chainId: number
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** The reference's fields in our data's terms: CAIP-2 chain id, `accountAddress`, the scheme its own field. */
function expectedData(fields: Fields) {
  const { scheme, address, chainId, ...rest } = fields
  return {
    ...rest,
    ...(scheme ? { scheme } : {}),
    accountAddress: address,
    chainId: `eip155:${chainId}`,
  }
}

const ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const message = (origin: string) =>
  `${origin} wants you to sign in with your Ethereum account:\n${ADDRESS}\n\n\nURI: https://example.com/login\nVersion: 1\nChain ID: 1\nNonce: 32891756\nIssued At: 2021-09-30T16:25:24Z`

describe('the siwe reference parsing vectors', () => {
  const positives = Object.entries(positive as Record<string, { message: string; fields: Fields }>)
  const negatives = Object.entries(negative as Record<string, string>)

  it('has every vector of the reference files', () => {
    expect(positives).toHaveLength(19)
    expect(negatives).toHaveLength(29)
  })

  it.each(positives)('accepts "%s" with the same fields', (_, vector) => {
    expect(parseEip4361Message(vector.message)).toEqual(expectedData(vector.fields))
  })

  it.each(negatives)('refuses "%s"', (_, message) => {
    expect(() => parseEip4361Message(message)).toThrow(ValidationError)
  })

  it('reads the optional scheme as its own field, for any RFC 3986 scheme, and writes it back', () => {
    for (const [origin, scheme, domain] of [
      ['https://example.com', 'https', 'example.com'],
      ['http://localhost:3030', 'http', 'localhost:3030'],
      ['git+ssh://example.com', 'git+ssh', 'example.com'],
    ] as const) {
      const data = parseEip4361Message(message(origin))
      expect(data, origin).toMatchObject({ scheme, domain })
      expect(formatEip4361Message(data)).toBe(message(origin))
    }
    expect(parseEip4361Message(message('example.com'))).not.toHaveProperty('scheme')
  })

  it('refuses a malformed scheme and a domain that still holds a scheme or a path', () => {
    for (const origin of [
      '1https://example.com',
      'ht_tp://example.com',
      '://example.com',
      'https://example.com/x',
    ])
      expect(() => parseEip4361Message(message(origin)), origin).toThrow(ValidationError)
    const data = parseEip4361Message(message('example.com'))
    expect(() => formatEip4361Message({ ...data, domain: 'https://example.com' })).toThrow(ValidationError)
  })

  describe("verification compares the message's scheme with the app's", () => {
    const verifier = defineSiwxVerifier({
      namespace: 'eip155',
      formatMessage: formatEip4361Message,
      parseMessage: parseEip4361Message,
      // the signature is not what this checks: every message counts as signed
      verifySignature: async () => true,
    })
    const check = (origin: string) => {
      const text = message(origin)
      return verifier.check(
        { data: parseEip4361Message(text), message: text, signature: '0x00' },
        { scheme: 'https', domain: 'example.com', now: new Date('2021-09-30T16:30:00Z') },
      )
    }

    it("accepts the app's scheme (in any case) and a message that names none", async () => {
      expect(await check('https://example.com')).toMatchObject({ valid: true, data: { scheme: 'https' } })
      expect(await check('HTTPS://example.com')).toMatchObject({ valid: true })
      expect(await check('example.com')).toMatchObject({ valid: true })
    })

    it('refuses a message for http when the app is https', async () => {
      const result = await check('http://example.com')
      expect(result.valid).toBe(false)
      expect(!result.valid && result.error.code).toBe('SIWX_WRONG_SCHEME')
      expect(!result.valid && result.error.shortMessage).toBe(
        'The sign-in message was made for another scheme',
      )
    })

    it('refuses session data whose scheme differs from the signed text', async () => {
      const text = message('http://example.com')
      const result = await verifier.check(
        { data: { ...parseEip4361Message(text), scheme: 'https' }, message: text, signature: '0x00' },
        { domain: 'example.com', now: new Date('2021-09-30T16:30:00Z') },
      )
      expect(!result.valid && result.error.code).toBe('SIWX_FIELD_MISMATCH')
    })
  })
})
