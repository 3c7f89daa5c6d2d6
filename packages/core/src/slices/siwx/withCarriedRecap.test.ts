import { describe, expect, it } from 'vitest'
import type { SiwxSignInRequest } from '../../adapters/signInConnectTypes'
import type { SiwxMessageData } from '../../adapters/siwxTypes'
import { RECAP_SENTENCE, withCarriedRecap } from './withCarriedRecap'

const request: SiwxSignInRequest = {
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'n0nce1234',
  issuedAt: '2026-01-01T00:00:00.000Z',
  statement: 'Sign in.',
}
const sentence = `${RECAP_SENTENCE}(1) 'request': 'personal_sign' for 'eip155'.`
const signed = (extra: Partial<SiwxMessageData>): SiwxMessageData => ({
  ...request,
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ...extra,
})

describe('withCarriedRecap', () => {
  it('adds the one ReCap resource and its sentence that the signed session carries', () => {
    const data = signed({ statement: `Sign in. ${sentence}`, resources: ['urn:recap:eyJhdHQiOnt9fQ'] })
    expect(withCarriedRecap(request, data)).toEqual({
      ...request,
      statement: `Sign in. ${sentence}`,
      resources: ['urn:recap:eyJhdHQiOnt9fQ'],
    })
  })

  it('gives the request back unchanged for anything else, so the difference stays a mismatch', () => {
    const others = [
      signed({}),
      signed({ statement: `Sign in. ${sentence}` }),
      signed({ statement: 'Sign in.', resources: ['urn:recap:eyJhdHQiOnt9fQ'] }),
      signed({ statement: `Send funds. ${sentence}`, resources: ['urn:recap:eyJhdHQiOnt9fQ'] }),
      signed({ statement: `Sign in. ${sentence}`, resources: ['https://evil.example'] }),
      signed({ statement: `Sign in. ${sentence}`, resources: ['urn:recap:a', 'urn:recap:b'] }),
    ]
    for (const data of others) expect(withCarriedRecap(request, data)).toBe(request)
  })
})
