import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BUILTIN_DESCRIPTORS } from './builtinDescriptors'
import { ClearSigningError } from './ClearSigningError'
import { clearSignRequest, clearSignTransaction } from './clearSignTransaction'
import { decodeAbiParameters } from './decodeAbiParameters'
import { validateDescriptor } from './validateDescriptor'

const FORMATS = ['raw', 'amount', 'tokenAmount', 'addressName', 'date', 'enum', 'nftName', 'html', 7]
const TYPES = [
  'address',
  'uint256',
  'uint8',
  'int16',
  'bool',
  'bytes32',
  'bytes',
  'string',
  'uint256[]',
  '(uint256,address)',
]
const markup = fc.constantFrom('<b>x</b>', '<img src=x onerror=alert(1)>', '<script>', 'plain', '')
const text = fc.oneof(markup, fc.string({ maxLength: 30 }))

/** A descriptor that is sometimes well formed: signatures of random types, fields of random paths and formats. */
const descriptor = fc
  .record({
    name: fc.constantFrom('f', 'swap', 'transfer', 'approve'),
    params: fc.array(fc.tuple(fc.constantFrom(...TYPES), fc.constantFrom('a', 'b', 'to', 'value')), {
      maxLength: 4,
    }),
    fields: fc.array(
      fc.record({
        path: fc.oneof(fc.constantFrom('a', 'b', 'to', 'value', '@.value', '@.to', 'a.[]', '#.a'), text),
        label: text,
        format: fc.constantFrom(...FORMATS),
        params: fc.option(
          fc.record({
            tokenPath: fc.constantFrom('@.to', 'a', 'zz'),
            threshold: fc.oneof(fc.constantFrom('0x10', '5', 'x'), fc.integer()),
            message: text,
          }),
          { nil: undefined },
        ),
      }),
      { maxLength: 5 },
    ),
    intent: fc.oneof(text, fc.integer()),
    deployments: fc.option(
      fc.array(
        fc.record({
          chainId: fc.integer(),
          address: fc.constantFrom('0x1111111111111111111111111111111111111111', '0x12', 'nope'),
        }),
        { maxLength: 2 },
      ),
      {
        nil: undefined,
      },
    ),
  })
  .map(({ name, params, fields, intent, deployments }) => ({
    context: { contract: deployments === undefined ? {} : { deployments } },
    metadata: { owner: 'Fuzz' },
    display: {
      formats: { [`${name}(${params.map(([t, n]) => `${t} ${n}`).join(',')})`]: { intent, fields } },
    },
  }))

const hex = fc.uint8Array({ maxLength: 300 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const selectors = fc.constantFrom(
  '0xa9059cbb',
  '0x095ea7b3',
  '0xa22cb465',
  '0x2eb2c2d6',
  '0xd0e30db0',
  '0x12345678',
)
// bodies of 32-byte words that often decode (small numbers, addresses, the maximum), sometimes not
const abiWord = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 64n }).map((n) => n.toString(16).padStart(64, '0')),
  fc.constant(`${'0'.repeat(24)}70997970c51812dc3a010c7d01b50e0d17dc79c8`),
  fc.constant('f'.repeat(64)),
  fc.constant(`${'0'.repeat(62)}01`),
  hex.map((h) => h.slice(2, 66).padEnd(64, '0')),
)
const body = fc.oneof(
  fc.array(abiWord, { maxLength: 8 }).map((words) => `0x${words.join('')}`),
  hex,
)
const calldata = fc.tuple(selectors, body).map(([selector, rest]) => selector + rest.slice(2))

const assertPlain = (value: unknown) =>
  expect(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(/<[a-zA-Z/!]/)

describe('clear signing never crashes on untrusted input and never outputs markup', () => {
  it('random descriptors: validateDescriptor returns a descriptor or a ClearSigningError, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(descriptor, fc.anything()), (input) => {
        const result = validateDescriptor(input)
        if (result instanceof ClearSigningError)
          expect(['INVALID_DESCRIPTOR', 'DESCRIPTOR_TOO_LARGE']).toContain(result.code)
        else expect(Array.isArray(result.functions)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('random descriptors and random calldata: a call in words, an unknown call or nothing; all plain text', () => {
    fc.assert(
      fc.property(
        fc.array(descriptor, { maxLength: 3 }),
        calldata,
        fc.oneof(fc.constant('0x1111111111111111111111111111111111111111'), text),
        (descriptors, data, to) => {
          const words = clearSignTransaction(
            { to, data, value: '0x1' },
            { descriptors, tokens: [], chainId: 1, native: undefined },
          )
          expect(words === undefined || words.kind === 'call' || words.kind === 'unknown').toBe(true)
          if (words?.kind === 'call')
            assertPlain({ intent: words.intent, fields: words.fields, flags: words.flags })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('random calldata through the built-in descriptors and through the decoder: typed results only', () => {
    let called = 0
    fc.assert(
      fc.property(calldata, fc.array(fc.constantFrom(...TYPES), { maxLength: 5 }), (data, types) => {
        const words = clearSignTransaction(
          { to: '0x2222222222222222222222222222222222222222', data },
          { descriptors: BUILTIN_DESCRIPTORS, tokens: [], chainId: 1, native: undefined },
        )
        expect(['call', 'unknown']).toContain(words?.kind)
        if (words?.kind === 'call') {
          assertPlain(words)
          called += 1
        }
        const decoded = decodeAbiParameters(types, Buffer.from(data.slice(10), 'hex'))
        expect(Array.isArray(decoded) || decoded instanceof ClearSigningError).toBe(true)
      }),
      { numRuns: 500 },
    )
    // the run reached the formatter, not only the refusals
    expect(called).toBeGreaterThan(20)
  })

  it('random typed data (Permit, Permit2 and made-up shapes, random values): words or nothing, never markup', () => {
    const leaf = fc.oneof(
      text,
      fc.integer(),
      fc.boolean(),
      fc.constant('0x70997970c51812dc3a010c7d01b50e0d17dc79c8'),
      fc.bigInt({ min: 0n, max: 2n ** 256n }).map(String),
    )
    const message = fc.dictionary(
      fc.constantFrom(
        'spender',
        'value',
        'deadline',
        'details',
        'sigDeadline',
        'owner',
        '__proto__',
        'constructor',
      ),
      fc.oneof(
        leaf,
        fc.dictionary(fc.constantFrom('token', 'amount', 'expiration'), leaf),
        fc.array(leaf, { maxLength: 3 }),
      ),
    )
    const typedData = fc.record({
      domain: fc.record({
        chainId: fc.oneof(fc.constant(1), fc.constant('1'), text),
        verifyingContract: fc.oneof(fc.constant('0x1111111111111111111111111111111111111111'), text),
      }),
      primaryType: fc.oneof(fc.constantFrom('Permit', 'PermitSingle'), text),
      message: fc.oneof(message, fc.anything()),
    })
    fc.assert(
      fc.property(typedData, fc.boolean(), (data, asJson) => {
        const params = ['0x1111111111111111111111111111111111111111', asJson ? JSON.stringify(data) : data]
        const words = clearSignRequest('eth_signTypedData_v4', params, {
          descriptors: [],
          tokens: [],
          chainId: 1,
          native: undefined,
        })
        expect(words === undefined || words.kind === 'typedData').toBe(true)
        if (words) assertPlain(words)
      }),
      { numRuns: 300 },
    )
  })
})
