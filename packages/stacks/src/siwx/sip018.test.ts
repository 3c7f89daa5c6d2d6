import type { SiwxMessageData } from '@latch/core'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import {
  Cl,
  type ClarityValue,
  encodeStructuredDataBytes,
  privateKeyToAddress,
  serializeCVBytes,
  signStructuredData,
} from '@stacks/transactions'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createStacksSip018Siwx } from './createStacksSip018Siwx'
import { hashSip018Message } from './hashSip018Message'
import { decodeSip018SignIn, encodeSip018Domain, encodeSip018SignIn } from './sip018SignIn'
import { verifyStacksHashSignature } from './verifyStacksHashSignature'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const MAINNET = 'stacks:1' as const
const TESTNET = 'stacks:2147483648' as const

/** The sign-in tuple written with @stacks/transactions' own Clarity constructors (the documented layout). */
function stacksTuple(d: SiwxMessageData): ClarityValue {
  const opt = (v: string | undefined) => (v === undefined ? Cl.none() : Cl.some(Cl.stringAscii(v)))
  return Cl.tuple({
    address: Cl.stringAscii(d.accountAddress),
    'chain-id': Cl.uint(BigInt(d.chainId.slice('stacks:'.length))),
    domain: Cl.stringAscii(d.domain),
    'expiration-time': opt(d.expirationTime),
    'issued-at': Cl.stringAscii(d.issuedAt),
    nonce: Cl.stringAscii(d.nonce),
    'not-before': opt(d.notBefore),
    'request-id': opt(d.requestId),
    resources: d.resources ? Cl.some(Cl.list(d.resources.map((r) => Cl.stringAscii(r)))) : Cl.none(),
    statement: d.statement === undefined ? Cl.none() : Cl.some(Cl.stringUtf8(d.statement)),
    uri: Cl.stringAscii(d.uri),
    version: Cl.stringAscii(d.version),
  })
}

const stacksDomain = (d: SiwxMessageData) =>
  Cl.tuple({
    name: Cl.stringAscii(d.domain),
    version: Cl.stringAscii(d.version),
    'chain-id': Cl.uint(BigInt(d.chainId.slice('stacks:'.length))),
  })

/** A signature made by @stacks/transactions' SIP-018 signer. */
const stacksSign = (d: SiwxMessageData, privateKey: string) =>
  signStructuredData({ message: stacksTuple(d), domain: stacksDomain(d), privateKey })

const asciiText = fc.stringMatching(/^[\x20-\x7e]{1,40}$/)
const time = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString())
const key = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((k) => secp256k1.utils.isValidSecretKey(k))
const signInArb = fc.record(
  {
    key,
    network: fc.constantFrom(MAINNET, TESTNET),
    domain: fc.domain(),
    uri: fc.webUrl().filter((u) => /^[\x20-\x7e]+$/.test(u)),
    version: fc.constant('1'),
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,32}$/),
    issuedAt: time,
    expirationTime: time,
    notBefore: time,
    requestId: asciiText,
    statement: fc.string({ maxLength: 60 }).filter((s) => s.length > 0 && !/[\r\n]/.test(s)),
    resources: fc.array(fc.webUrl(), { maxLength: 3 }),
  },
  { requiredKeys: ['key', 'network', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] },
)

type SignIn = typeof signInArb extends fc.Arbitrary<infer T> ? T : never

function toData(v: SignIn) {
  const privateKey = `${hex(v.key)}01`
  const accountAddress = privateKeyToAddress(privateKey, v.network === MAINNET ? 'mainnet' : 'testnet')
  const { key: _k, network, ...rest } = v
  const data: SiwxMessageData = { ...rest, chainId: network, accountAddress }
  return { data, privateKey }
}

describe('SIP-018 sign-in', () => {
  it('matches the test vectors published in SIP-018 (stacksgov/sips, sip-018-signed-structured-data.md)', async () => {
    // Domain { name: "Test App", version: "1.0.0", chain-id: u1 }, message string-ascii "Hello World".
    const domain = encodeSip018Domain({ domain: 'Test App', version: '1.0.0', chainId: MAINNET })
    expect(hex(sha256(domain))).toBe('2538b5dc06c5ae2f11549261d7ae174d9f77a55a92b00f330884695497be5065')
    const message = serializeCVBytes(Cl.stringAscii('Hello World'))
    expect(hex(sha256(message))).toBe('5297eef9765c466d945ad1cb2c81b30b9fed6c165575dc9226e9edf78b8cd9e8')
    const hash = hashSip018Message(domain, message)
    expect(hex(hash)).toBe('1bfdab6d4158313ce34073fbb8d6b0fc32c154d439def12247a0f44bb2225259')
    // The SIP's signature by private key 753b7c…a601 (public key 0390a5cac7…4dfa).
    const signature =
      '8b94e45701d857c9f1d1d70e8b2ca076045dae4920fb0160be0642a68cd78de072ab527b5c5277a593baeb2a8b657c216b99f7abb5d14af35b4bf12ba6460ba401'
    const privateKey = '753b7cc01a1a2e86221266a154af739463fce51219d97e4f856cd7200c3bd2a601'
    expect(
      await verifyStacksHashSignature({
        address: privateKeyToAddress(privateKey, 'mainnet'),
        hash,
        signature,
      }),
    ).toBe(true)
    const address = privateKeyToAddress(privateKey, 'mainnet')
    const otherHash = hashSip018Message(domain, serializeCVBytes(Cl.stringAscii('Hello World!')))
    expect(await verifyStacksHashSignature({ address, hash: otherHash, signature })).toBe(false)
  })

  it('writes the tuple and domain byte for byte as @stacks/transactions does, and reads them back', () => {
    fc.assert(
      fc.property(signInArb, (v) => {
        const { data } = toData(v)
        const bytes = encodeSip018SignIn(data)
        expect(hex(bytes)).toBe(hex(serializeCVBytes(stacksTuple(data))))
        expect(hex(encodeSip018Domain(data))).toBe(hex(serializeCVBytes(stacksDomain(data))))
        expect(decodeSip018SignIn(bytes)).toEqual(data)
        const encoded = encodeStructuredDataBytes({ message: stacksTuple(data), domain: stacksDomain(data) })
        expect(hex(hashSip018Message(encodeSip018Domain(data), bytes))).toBe(hex(sha256(encoded)))
      }),
      { numRuns: 100 },
    )
  })

  it('verifies @stacks/transactions signatures of random keys; refuses a changed field, another address, another network', async () => {
    const verifier = createStacksSip018Siwx()
    const now = new Date('2030-06-01T00:00:00Z')
    await fc.assert(
      fc.asyncProperty(signInArb, key, fc.nat(), async (v, otherKey, pick) => {
        const { data: raw, privateKey } = toData(v)
        const {
          expirationTime: _e,
          notBefore: _n,
          ...data
        } = { ...raw, issuedAt: '2030-05-31T23:00:00.000Z' }
        const message = verifier.formatMessage(data)
        const signature = stacksSign(data, privateKey)
        const expected = { now, domain: data.domain, uri: data.uri }
        expect(await verifier.verify({ data, message, signature }, expected)).toBe(true)
        // A field changed in the signed message and the session data alike: the signature no longer matches.
        const changes: Partial<SiwxMessageData>[] = [
          { nonce: `${data.nonce}x` },
          { uri: `${data.uri}x` },
          { statement: `${data.statement ?? ''}!` },
          { requestId: `${data.requestId ?? ''}r` },
          { resources: [...(data.resources ?? []), 'https://evil.example'] },
          { issuedAt: '2030-05-31T23:00:01.000Z' },
        ]
        const changed = { ...data, ...changes[pick % changes.length] }
        const forged = { data: changed, message: verifier.formatMessage(changed), signature }
        const result = await verifier.check(forged, { now })
        expect(result.valid ? 'valid' : result.error.code).toBe('SIWX_INVALID_SIGNATURE')
        // The message tuple edited but the session data left alone: refused as a mismatch.
        expect(await verifier.verify({ data, message: forged.message, signature })).toBe(false)
        // Another account claims the signature.
        const other = privateKeyToAddress(`${hex(otherKey)}01`, v.network === MAINNET ? 'mainnet' : 'testnet')
        fc.pre(other !== data.accountAddress)
        const stolen = { ...data, accountAddress: other }
        expect(
          await verifier.verify({ data: stolen, message: verifier.formatMessage(stolen), signature }),
        ).toBe(false)
        // The same key's address on the other network, with the other chain id: the domain hash differs.
        const network = v.network === MAINNET ? TESTNET : MAINNET
        const moved = {
          ...data,
          chainId: network,
          accountAddress: privateKeyToAddress(privateKey, network === MAINNET ? 'mainnet' : 'testnet'),
        }
        expect(
          await verifier.verify({ data: moved, message: verifier.formatMessage(moved), signature }),
        ).toBe(false)
        // And the signature under the right network but an expected other network.
        expect(await verifier.verify({ data, message, signature }, { chainId: network })).toBe(false)
      }),
      { numRuns: 100 },
    )
  })

  it('refuses a malformed tuple: wrong key, wrong type, trailing bytes, upper-case hex', () => {
    const verifier = createStacksSip018Siwx()
    const data: SiwxMessageData = {
      domain: 'app.example',
      accountAddress: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM',
      uri: 'https://app.example',
      version: '1',
      chainId: TESTNET,
      nonce: 'n0nce1234',
      issuedAt: '2026-11-22T10:00:00.000Z',
    }
    const good = verifier.formatMessage(data)
    expect(verifier.parseMessage(good)).toEqual(data)
    const bad = [
      `${good}00`,
      good.toUpperCase(),
      hex(
        serializeCVBytes(
          Cl.tuple({
            ...(stacksTuple(data) as { value: Record<string, ClarityValue> }).value,
            nonce: Cl.uint(1),
          }),
        ),
      ),
      hex(
        serializeCVBytes(
          Cl.tuple({
            ...(stacksTuple(data) as { value: Record<string, ClarityValue> }).value,
            extra: Cl.none(),
          }),
        ),
      ),
      hex(serializeCVBytes(Cl.stringAscii('Hello World'))),
    ]
    for (const message of bad) expect(() => verifier.parseMessage(message)).toThrow('Invalid sign-in message')
    expect(() => verifier.formatMessage({ ...data, chainId: 'eip155:1' })).toThrow()
    expect(() => verifier.formatMessage({ ...data, uri: 'https://app.example/é' })).toThrow()
  })
})
