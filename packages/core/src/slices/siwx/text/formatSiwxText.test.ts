import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../shared/errors/errors'
import { formatSiwxText } from './formatSiwxText'
import { parseSiwxText } from './parseSiwxText'
import type { SiwxText, SiwxTextLayout } from './siwxTextLayout'

const RUNS = 2_000
const PROPERTY_TIMEOUT_MS = 60_000
const REQUIRED = ['uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const
const error = (details: string) =>
  new ValidationError('Bad sign-in text', { code: 'INVALID_SIWX_MESSAGE', details })
const LAYOUTS: SiwxTextLayout[] = [
  { account: 'Ethereum', required: REQUIRED, statement: 'eip4361', error },
  { account: 'Stacks', required: REQUIRED, statement: 'paragraph', error },
  { account: 'Solana', required: [], statement: 'paragraphs', error },
  { account: '', required: REQUIRED, statement: 'paragraph', error },
]
/** Letters and digits, `minLength` to `maxLength` of them. */
const word = (minLength: number, maxLength: number) =>
  fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${minLength},${maxLength}}$`))
/** One line of printable ASCII that starts with a letter or digit. */
const line = (maxLength: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9][ -~]{0,${maxLength - 1}}$`))
const dateTime = fc.integer({ min: 0, max: 253_402_300_799_999 }).map((time) => new Date(time).toISOString())

const textFor = (layout: SiwxTextLayout): fc.Arbitrary<SiwxText> =>
  fc.record(
    {
      domain: word(1, 20).map((name) => `${name}.example`),
      accountAddress: word(1, 44),
      statement:
        layout.statement === 'paragraphs'
          ? fc.array(line(40), { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'))
          : line(60),
      uri: line(40).map((rest) => `https://${rest}`),
      version: fc.constant('1'),
      chainId: line(20),
      nonce: word(8, 32),
      issuedAt: dateTime,
      expirationTime: dateTime,
      notBefore: dateTime,
      requestId: line(30),
      resources: fc.array(line(40), { maxLength: 4 }),
    },
    { requiredKeys: ['domain', 'accountAddress', ...REQUIRED] },
  )

/** A text with the required fields only. */
const text: SiwxText = {
  domain: 'app.example',
  accountAddress: 'ADDR',
  uri: 'https://app.example',
  version: '1',
  chainId: '1',
  nonce: 'abcdefgh',
  issuedAt: '2026-11-22T10:00:00.000Z',
}

describe('the shared sign-in text layout', () => {
  it('writes the header with the account words, and the EIP-4361 empty statement line', () => {
    const fields =
      'URI: https://app.example\nVersion: 1\nChain ID: 1\nNonce: abcdefgh\nIssued At: 2026-11-22T10:00:00.000Z'
    expect(formatSiwxText(text, LAYOUTS[0]!)).toBe(
      `app.example wants you to sign in with your Ethereum account:\nADDR\n\n\n${fields}`,
    )
    expect(formatSiwxText(text, LAYOUTS[1]!)).toBe(
      `app.example wants you to sign in with your Stacks account:\nADDR\n\n${fields}`,
    )
    expect(formatSiwxText({ ...text, statement: 'Hi' }, LAYOUTS[3]!)).toBe(
      `app.example wants you to sign in with your account:\nADDR\n\nHi\n\n${fields}`,
    )
  })

  for (const layout of LAYOUTS) {
    describe(`${layout.account || 'no account words'}, statement ${layout.statement}`, () => {
      it(
        `parses every formatted text back to the same values (${RUNS} generated)`,
        () => {
          fc.assert(
            fc.property(textFor(layout), (text) => {
              expect(parseSiwxText(formatSiwxText(text, layout), layout)).toEqual(text)
            }),
            { numRuns: RUNS },
          )
        },
        PROPERTY_TIMEOUT_MS,
      )

      it(
        `refuses, with the layout's error, a text with a field line repeated or moved (${RUNS} generated)`,
        () => {
          fc.assert(
            fc.property(textFor(layout), fc.nat(), fc.nat(), (text, pick, at) => {
              const lines = formatSiwxText(text, layout).split('\n')
              const first = lines.lastIndexOf('') + 1
              const fieldLines = lines.slice(first).filter((l) => /^[A-Z][A-Za-z ]*: /.test(l))
              fc.pre(fieldLines.length > 0)
              const copy = fieldLines[pick % fieldLines.length]!
              const position = first + (at % (lines.length - first + 1))
              const message = [...lines.slice(0, position), copy, ...lines.slice(position)].join('\n')
              expect(() => parseSiwxText(message, layout)).toThrow(
                expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
              )
            }),
            { numRuns: RUNS },
          )
        },
        PROPERTY_TIMEOUT_MS,
      )

      it(
        `refuses to write a line break in any one-line value (${RUNS} generated)`,
        () => {
          const keys = ['domain', 'accountAddress', 'uri', 'chainId', 'requestId', 'resources'] as const
          fc.assert(
            fc.property(
              textFor(layout),
              fc.constantFrom(...keys),
              fc.constantFrom('\n', '\r', '\r\n'),
              (text, key, lineBreak) => {
                const broken =
                  key === 'resources'
                    ? { ...text, resources: [`https://a.example${lineBreak}Nonce: x`] }
                    : { ...text, [key]: `${text[key] ?? 'x'}${lineBreak}Nonce: x` }
                expect(() => formatSiwxText(broken, layout)).toThrow(
                  expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
                )
              },
            ),
            { numRuns: RUNS },
          )
        },
        PROPERTY_TIMEOUT_MS,
      )
    })
  }

  it('refuses unknown lines, another account, a missing required field and impossible date-times', () => {
    const [eip4361, paragraph] = LAYOUTS as [SiwxTextLayout, SiwxTextLayout]
    const written = formatSiwxText(text, paragraph)
    for (const message of [
      `${written}\nFoo: bar`,
      written.replace('Stacks', 'Bitcoin'),
      written.replace('\nNonce: abcdefgh', ''),
      written.replace('2026-11-22T10', '2026-02-30T10'),
      `${written}\n`,
      `${written}\nResources:\n- https://a.example\nNonce: abcdefgh`,
    ]) {
      expect(() => parseSiwxText(message, paragraph), message).toThrow(
        expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
      )
    }
    expect(() => formatSiwxText({ ...text, statement: '' }, eip4361)).toThrow(ValidationError)
    expect(() => formatSiwxText({ ...text, resources: [''] }, paragraph)).toThrow(ValidationError)
    expect(() => formatSiwxText({ ...text, issuedAt: '2026-13-01T00:00:00Z' }, paragraph)).toThrow(
      ValidationError,
    )
    expect(() => parseSiwxText(formatSiwxText(text, eip4361), paragraph)).toThrow(ValidationError)
  })

  it('refuses to write a Sign-In-With-Solana statement that would read back as something else', () => {
    const solana = LAYOUTS[2]!
    const base = { domain: 'app.example', accountAddress: 'ADDR' }
    expect(() => formatSiwxText({ ...base, statement: 'URI: https://x.example' }, solana)).toThrow(
      ValidationError,
    )
    expect(() => formatSiwxText({ ...base, statement: 'a\n\nb' }, solana)).toThrow(ValidationError)
    const withField = { ...base, statement: 'a\n\nURI: b', nonce: 'abcdefgh' }
    expect(parseSiwxText(formatSiwxText(withField, solana), solana)).toEqual(withField)
  })
})
