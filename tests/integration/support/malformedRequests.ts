import fc from 'fast-check'

/** Printable ASCII and a few latin1 bytes: what a hand-written or hostile request line may hold. */
const looseChar = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0x21, max: 0x7e }) },
  { weight: 1, arbitrary: fc.constantFrom(0x20, 0x09, 0x00, 0x7f, 0x80, 0xc0, 0xe9, 0xff) },
)
const looseString = (maxLength: number) =>
  fc.array(looseChar, { maxLength }).map((codes) => String.fromCharCode(...codes))

const method = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('GET', 'POST', 'DELETE', 'HEAD', 'OPTIONS', 'PUT', 'PATCH') },
  {
    weight: 4,
    arbitrary: fc.constantFrom('TRACE', 'CONNECT', 'TRACK', 'PROPFIND', 'M-SEARCH', 'QUERY', 'PURGE'),
  },
  { weight: 1, arbitrary: fc.constantFrom('get', 'Get', 'trace', 'connect', 'GET GET', '', 'G\x00T', 'GÉT') },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z!#$%&'*+.^_`|~-]{1,12}$/) },
  { weight: 1, arbitrary: looseString(12) },
)

const badEscape = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%zz',
  '%G0',
  '%C0%AF',
  '%FF',
  '%ED%A0%80',
  '%E0%A4',
  '%%41',
)

const host = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '127.0.0.1',
      'localhost',
      'app.latch.test',
      'APP.Latch.Test',
      'xn--nxasmq6b.test',
    ),
  },
  fc.constantFrom('127.0.0.1:1', 'localhost:65535', 'a:65536', 'a:-1', 'a:', 'a:1:2', ':80', 'a:99999999'),
  fc.constantFrom(
    '[::1]',
    '[::1]:8080',
    '[::1',
    '::1]',
    '[zz]',
    '[]',
    '[::1]x',
    '[v1.x]',
    '[::ffff:1.2.3.4]',
  ),
  fc.constantFrom(
    '',
    ' ',
    'a b',
    'a/b',
    'a?b',
    'a#b',
    'a@b',
    'user:pass@a',
    '%',
    '%zz',
    '%41',
    'a\\b',
    'a^b',
  ),
  looseString(40),
)

const path = (paths: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...paths) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), fc.oneof(looseString(20), badEscape))
        .map(([p, tail]) => `${p}${tail}`),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...paths), badEscape, fc.nat()).map(([p, bad, at]) => {
        const segments = p.split('/')
        segments[1 + (at % Math.max(1, segments.length - 1))] = bad
        return segments.join('/')
      }),
    },
    { weight: 1, arbitrary: looseString(30).map((p) => `/${p}`) },
  )

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?chainId=eip155:1&address=0x0000000000000000000000000000000000000001',
    '?',
    '?%',
    '?a=%zz',
  ),
  looseString(30).map((q) => `?${q}`),
)

const target = (paths: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(path(paths), query).map(([p, q]) => `${p}${q}`) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom('http://', 'https://', 'HTTP://', 'ftp://', 'http:', 'http:///'),
          host,
          path(paths),
          query,
        )
        .map(([scheme, h, p, q]) => `${scheme}${h}${p}${q}`),
    },
    { weight: 2, arbitrary: fc.tuple(host, path(paths)).map(([h, p]) => `//${h}${p}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('*', '*/x', 'a', '?x', 'host:443', 'javascript:alert(1)', 'urn:x'),
    },
    { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => `/${'a'.repeat(n)}`) },
    { weight: 1, arbitrary: looseString(60) },
  )

const version = fc.oneof(
  { weight: 12, arbitrary: fc.constant('HTTP/1.1') },
  { weight: 3, arbitrary: fc.constant('HTTP/1.0') },
  { weight: 1, arbitrary: fc.constantFrom('HTTP/2.0', 'HTTP/9.9', 'HTTP/1', 'http/1.1', '') },
)

const hostHeaders = fc.oneof(
  { weight: 1, arbitrary: fc.constant([] as string[]) },
  { weight: 6, arbitrary: host.map((h) => [h]) },
  { weight: 1, arbitrary: fc.array(host, { minLength: 2, maxLength: 3 }) },
)

const otherHeaders = fc.subarray(
  [
    'Connection: keep-alive',
    'Content-Type: application/json',
    'Origin: https://app.latch.test',
    'Origin: null',
    'Cookie: latch_siwx=garbage; a=%zz',
    'Authorization: Bearer %zz',
    'X-Forwarded-Host: [::1',
    'Transfer-Encoding: identity',
    'Content-Length: 0',
  ],
  { maxLength: 3 },
)

/**
 * Raw HTTP/1.x requests (latin1 strings, one char per byte) a hostile or broken client may send:
 * request lines with random methods (TRACE, CONNECT, lower case, garbage), targets in origin form
 * (the server's own `paths` with bad percent-escapes, junk and overlong tails), absolute form with
 * valid and invalid hosts, `//`-prefixed, `*` and junk, random versions, and Host headers missing,
 * duplicated, garbage, with ports or IPv6 brackets. Every request has no body and ends its head,
 * so a server never waits for more.
 *
 * @example
 * ```ts
 * const requests = fc.sample(malformedRequests(['/api/siwx/nonce']), { numRuns: 10_000 })
 * ```
 */
export function malformedRequests(paths: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(method, target(paths), version, hostHeaders, otherHeaders)
    .map(([m, t, v, hosts, others]) =>
      [`${m} ${t} ${v}`.trimEnd(), ...hosts.map((h) => `Host: ${h}`), ...others, '', ''].join('\r\n'),
    )
}
