import { parseCaipNetworkId, type SiwxMessageData, ValidationError } from '@latch/core/kit'
import { STACKS_SIWX_MESSAGES } from '../errors/siwxMessages'
import { concatBytes } from './bip322/bitcoinBytes'

/**
 * SIP-018 sign-in: the CAIP-122 fields carried as one Clarity tuple, so a wallet shows them as
 * structured data (`stx_signStructuredMessage`) and every field is still compared by
 * `checkSiwxMessage`. The tuple (keys in Clarity's canonical byte order, every key always present):
 *
 * | key               | Clarity type                          | CAIP-122 field   |
 * |-------------------|---------------------------------------|------------------|
 * | `address`         | `(string-ascii)`                      | accountAddress   |
 * | `chain-id`        | `uint`                                | chainId (`stacks:<uint>`) |
 * | `domain`          | `(string-ascii)`                      | domain           |
 * | `expiration-time` | `(optional (string-ascii))`           | expirationTime   |
 * | `issued-at`       | `(string-ascii)`                      | issuedAt         |
 * | `nonce`           | `(string-ascii)`                      | nonce            |
 * | `not-before`      | `(optional (string-ascii))`           | notBefore        |
 * | `request-id`      | `(optional (string-ascii))`           | requestId        |
 * | `resources`       | `(optional (list (string-ascii)))`    | resources        |
 * | `statement`       | `(optional (string-utf8))`            | statement        |
 * | `uri`             | `(string-ascii)`                      | uri              |
 * | `version`         | `(string-ascii)`                      | version          |
 *
 * The SIP-018 domain is `{ name: domain, version: version, chain-id: chain-id }`. The session's
 * `message` is the lowercase hex of the serialized message tuple.
 */
const ASCII = 0x0d
const UTF8 = 0x0e
const UINT = 0x01
const NONE = 0x09
const SOME = 0x0a
const LIST = 0x0b
const TUPLE = 0x0c
/** Largest sign-in tuple accepted (bytes); a session is capped well below this already. */
const MAX_BYTES = 16_384
const MAX_RESOURCES = 64

type Field = 'ascii' | 'uint' | 'optAscii' | 'optUtf8' | 'optList'
const LAYOUT: readonly (readonly [string, Field])[] = [
  ['address', 'ascii'],
  ['chain-id', 'uint'],
  ['domain', 'ascii'],
  ['expiration-time', 'optAscii'],
  ['issued-at', 'ascii'],
  ['nonce', 'ascii'],
  ['not-before', 'optAscii'],
  ['request-id', 'optAscii'],
  ['resources', 'optList'],
  ['statement', 'optUtf8'],
  ['uri', 'ascii'],
  ['version', 'ascii'],
]

const invalid = (details: string) =>
  new ValidationError(STACKS_SIWX_MESSAGES.invalidMessage, { code: 'INVALID_SIWX_MESSAGE', details })

const encoder = new TextEncoder()
const u32 = (n: number) => Uint8Array.of(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff)

function ascii(text: string): Uint8Array {
  if (!/^[\x20-\x7e]*$/.test(text)) throw invalid(`"${text}" is not printable ASCII (a Clarity string-ascii)`)
  return concatBytes(Uint8Array.of(ASCII), u32(text.length), encoder.encode(text))
}

function uint(value: bigint): Uint8Array {
  const out = new Uint8Array(17)
  out[0] = UINT
  let v = value
  for (let i = 16; i > 0; i--) {
    out[i] = Number(v & 0xffn)
    v >>= 8n
  }
  return out
}

const optional = (value: Uint8Array | undefined) =>
  value ? concatBytes(Uint8Array.of(SOME), value) : Uint8Array.of(NONE)

function tuple(entries: readonly (readonly [string, Uint8Array])[]): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(TUPLE), u32(entries.length)]
  for (const [key, value] of entries) parts.push(Uint8Array.of(key.length), encoder.encode(key), value)
  return concatBytes(...parts)
}

function chainIdOf(data: Pick<SiwxMessageData, 'chainId'>): bigint {
  const { namespace, reference } = parseCaipNetworkId(data.chainId)
  if (namespace !== 'stacks' || !/^\d{1,10}$/.test(reference) || BigInt(reference) > 0xffffffffn)
    throw invalid(`chain id "${data.chainId}" is not a Stacks chain id`)
  return BigInt(reference)
}

/**
 * Serializes sign-in data as the SIP-018 message tuple (layout in this file's header).
 *
 * @param data - Sign-in data on a `stacks:` network.
 * @returns The Clarity serialization of the tuple.
 * @throws {ValidationError} when a field is not representable (non-ASCII text, not a Stacks chain).
 * @example
 * ```ts
 * const bytes = encodeSip018SignIn(data) // 0x0c 00 00 00 0c ...
 * ```
 */
export function encodeSip018SignIn(data: SiwxMessageData): Uint8Array {
  const opt = (text: string | undefined) => optional(text === undefined ? undefined : ascii(text))
  const resources = data.resources
  if (resources && resources.length > MAX_RESOURCES) throw invalid('too many resources')
  const values: Record<string, Uint8Array> = {
    address: ascii(data.accountAddress),
    'chain-id': uint(chainIdOf(data)),
    domain: ascii(data.domain),
    'expiration-time': opt(data.expirationTime),
    'issued-at': ascii(data.issuedAt),
    nonce: ascii(data.nonce),
    'not-before': opt(data.notBefore),
    'request-id': opt(data.requestId),
    resources: optional(
      resources
        ? concatBytes(Uint8Array.of(LIST), u32(resources.length), ...resources.map(ascii))
        : undefined,
    ),
    statement: optional(
      data.statement === undefined
        ? undefined
        : (() => {
            const bytes = encoder.encode(data.statement)
            return concatBytes(Uint8Array.of(UTF8), u32(bytes.length), bytes)
          })(),
    ),
    uri: ascii(data.uri),
    version: ascii(data.version),
  }
  return tuple(LAYOUT.map(([key]) => [key, values[key]!] as const))
}

/**
 * Serializes the SIP-018 domain of a sign-in: `{ chain-id: uint, name: domain, version: version }`.
 *
 * @param data - Sign-in data.
 * @returns The Clarity serialization of the domain tuple.
 * @throws {ValidationError} when a field is not representable.
 * @example
 * ```ts
 * const domain = encodeSip018Domain(data)
 * ```
 */
export function encodeSip018Domain(
  data: Pick<SiwxMessageData, 'chainId' | 'domain' | 'version'>,
): Uint8Array {
  return tuple([
    ['chain-id', uint(chainIdOf(data))],
    ['name', ascii(data.domain)],
    ['version', ascii(data.version)],
  ])
}

/**
 * Reads a SIP-018 sign-in tuple back to its data, strictly: exactly the layout of this file's
 * header (keys, order, types), canonical encoding, no trailing bytes, at most 16 KiB.
 *
 * @param bytes - Clarity serialization of the tuple.
 * @returns The sign-in data.
 * @throws {ValidationError} on anything else.
 * @example
 * ```ts
 * decodeSip018SignIn(encodeSip018SignIn(data)) // data
 * ```
 */
export function decodeSip018SignIn(bytes: Uint8Array): SiwxMessageData {
  if (bytes.length > MAX_BYTES) throw invalid('message too large')
  let at = 0
  const take = (n: number) => {
    if (at + n > bytes.length) throw invalid('truncated')
    const out = bytes.subarray(at, at + n)
    at += n
    return out
  }
  const byte = () => take(1)[0]!
  const len = () => {
    const b = take(4)
    return ((b[0]! << 24) >>> 0) + (b[1]! << 16) + (b[2]! << 8) + b[3]!
  }
  const expect = (type: number, what: string) => {
    if (byte() !== type) throw invalid(`${what} has the wrong Clarity type`)
  }
  const readAscii = (what: string) => {
    expect(ASCII, what)
    const raw = take(len())
    if (raw.some((c) => c < 0x20 || c > 0x7e)) throw invalid(`${what} is not printable ASCII`)
    return String.fromCharCode(...raw)
  }
  const readUtf8 = (what: string) => {
    expect(UTF8, what)
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(take(len()))
    } catch {
      throw invalid(`${what} is not UTF-8`)
    }
  }
  const readOptional = <T>(what: string, read: () => T): T | undefined => {
    const tag = byte()
    if (tag === NONE) return undefined
    if (tag !== SOME) throw invalid(`${what} is not an optional`)
    return read()
  }
  expect(TUPLE, 'message')
  if (len() !== LAYOUT.length) throw invalid('the tuple does not have the sign-in keys')
  const out: Record<string, unknown> = {}
  for (const [key, type] of LAYOUT) {
    const name = String.fromCharCode(...take(byte()))
    if (name !== key) throw invalid(`expected key "${key}", found "${name}"`)
    if (type === 'ascii') out[key] = readAscii(key)
    else if (type === 'optAscii') out[key] = readOptional(key, () => readAscii(key))
    else if (type === 'optUtf8') out[key] = readOptional(key, () => readUtf8(key))
    else if (type === 'optList')
      out[key] = readOptional(key, () => {
        expect(LIST, key)
        const count = len()
        if (count > MAX_RESOURCES) throw invalid('too many resources')
        return Array.from({ length: count }, () => readAscii('resource'))
      })
    else {
      expect(UINT, key)
      out[key] = take(16).reduce((n, b) => (n << 8n) | BigInt(b), 0n)
    }
  }
  if (at !== bytes.length) throw invalid('trailing bytes')
  const data: SiwxMessageData = {
    domain: out.domain as string,
    accountAddress: out.address as string,
    uri: out.uri as string,
    version: out.version as string,
    chainId: `stacks:${out['chain-id'] as bigint}`,
    nonce: out.nonce as string,
    issuedAt: out['issued-at'] as string,
  }
  chainIdOf(data)
  const optionalFields = [
    ['statement', 'statement'],
    ['expirationTime', 'expiration-time'],
    ['notBefore', 'not-before'],
    ['requestId', 'request-id'],
    ['resources', 'resources'],
  ] as const
  for (const [field, key] of optionalFields) {
    if (out[key] !== undefined) (data as Record<string, unknown>)[field] = out[key]
  }
  return data
}
