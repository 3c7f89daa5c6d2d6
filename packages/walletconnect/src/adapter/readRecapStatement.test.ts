import { describe, expect, it } from 'vitest'
import { RECAP_SENTENCE, readRecapStatement } from './readRecapStatement'

/** A `urn:recap:` resource of a ReCap object, base64 without padding as the protocol writes it. */
const recapOf = (value: unknown) => `urn:recap:${btoa(JSON.stringify(value)).replace(/=+$/, '')}`

describe('readRecapStatement', () => {
  it('writes the ERC-5573 sentence of the granted eip155 requests, actions sorted', () => {
    const resource = recapOf({
      att: {
        eip155: {
          'request/personal_sign': [{ chains: ['eip155:1'] }],
          'request/eth_sendTransaction': [{}],
        },
      },
    })
    expect(readRecapStatement(resource)).toBe(
      `${RECAP_SENTENCE}(1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.`,
    )
  })

  it('refuses what is not such a ReCap: another namespace, another ability, extra limits, bad text', () => {
    const refused = [
      undefined,
      42,
      'https://example.com',
      'urn:recap:%%%',
      `urn:recap:${btoa('not json')}`,
      recapOf({ att: {} }),
      recapOf({ att: { solana: { 'request/solana_signMessage': [{}] } } }),
      recapOf({ att: { eip155: { 'sign/personal_sign': [{}] } } }),
      recapOf({ att: { eip155: { 'request/personal_sign': [{ limit: 1 }] } } }),
      recapOf({ att: { eip155: { 'request/personal sign': [{}] } } }),
      recapOf({ att: { eip155: { 'request/personal_sign': [{}, {}] } } }),
      `urn:recap:${'A'.repeat(5000)}`,
    ]
    for (const resource of refused) expect(readRecapStatement(resource)).toBeUndefined()
  })
})
