/**
 * The EIP-4361 parsing vectors of the reference implementation (the `siwe` package's test suite,
 * https://github.com/spruceid/siwe, test/parsing_positive.json and test/parsing_negative.json at
 * 940a66ac3dc7443b52d04fcdcebe5a6d889add9b; see fixtures/README.md): the parser the kit verifies with
 * accepts every positive with the same fields and refuses every negative.
 */
import { ValidationError } from '@latch/core'
import { parseEip4361Message } from '@latch/evm'
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

/** The reference's fields in our data's terms: CAIP-2 chain id, `accountAddress`, the scheme kept in `domain`. */
function expectedData(fields: Fields) {
  const { scheme, domain, address, chainId, ...rest } = fields
  return {
    ...rest,
    // The reference splits an optional `scheme://` off the domain line; our data keeps the line's
    // authority whole, so a server expecting `example.com` refuses a message for `https://example.com`.
    domain: scheme ? `${scheme}://${domain}` : domain,
    accountAddress: address,
    chainId: `eip155:${chainId}`,
  }
}

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
})
