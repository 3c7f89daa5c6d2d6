import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { monogramIcon } from '../../slices/wallets/registry/monogramIcon'
import { MAX_IMAGE_URL_LENGTH, toSafeImageUrl } from './safeImageUrl'
import { isLoopbackHost, MAX_LINK_URL_LENGTH, NEVER_LINK_SCHEMES, toSafeLinkUrl } from './safeUrl'

const RUNS = { numRuns: 10_000 }

/** What the browser would use: the scheme and host the URL parser reads. */
const protocolOf = (url: string) => new URL(url).protocol
const hostOf = (url: string) => new URL(url).hostname

const SCRIPT_SCHEMES = ['javascript', 'vbscript', 'data', 'file', 'blob', 'filesystem', 'about']
/** Characters browsers strip or skip around and inside a scheme. */
const HIDING = ['\t', '\n', '\r', ' ', '\u0000', '\u0001', '\u001f', '\u007f', '\u000b', '\u000c']

/** A scheme with random case and hiding characters anywhere in it. */
const obfuscated = (scheme: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
      fc.array(fc.tuple(fc.nat(scheme.length), fc.constantFrom(...HIDING)), { maxLength: 4 }),
      fc.string({ maxLength: 3, unit: fc.constantFrom(...HIDING) }),
    )
    .map(([upper, inserts, lead]) => {
      const letters = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c))
      for (const [at, char] of inserts) letters.splice(at, 0, char)
      return lead + letters.join('')
    })

const payload = fc.oneof(
  fc.constant('alert(document.domain)'),
  fc.constant('//%0aalert(1)'),
  fc.constant('text/html,<script>alert(1)</script>'),
  fc.constant('text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
  fc.string({ maxLength: 40 }),
)

/** Control characters, DEL and (for links) the space, which a kept URL never holds. */
const hasControl = (value: string, orSpace: boolean) =>
  [...value].some((c) => c.charCodeAt(0) <= (orSpace ? 0x20 : 0x1f) || c.charCodeAt(0) === 0x7f)

const safeProtocolsForImages = new Set(['https:', 'http:', 'data:', 'blob:'])
const safeProtocolsForWebLinks = new Set(['https:', 'http:'])

describe('URL safety: what reaches an <img src> or <a href>', () => {
  it('never lets a script, data, file or blob scheme through, however it is cased or padded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCRIPT_SCHEMES).chain(obfuscated),
        fc.constantFrom(':', ':/', '://'),
        payload,
        (scheme, colon, rest) => {
          const url = `${scheme}${colon}${rest}`
          expect(toSafeLinkUrl(url)).toBeUndefined()
          expect(toSafeLinkUrl(url, { appScheme: true })).toBeUndefined()
          const image = toSafeImageUrl(url)
          if (image !== undefined) {
            // only a real image data: URL or a blob may be an image source
            expect(['data:', 'blob:']).toContain(protocolOf(image))
            if (protocolOf(image) === 'data:') expect(image.slice(5).toLowerCase()).toMatch(/^image\//)
          }
        },
      ),
      RUNS,
    )
  })

  it('for any input at all, a kept URL has an allowed scheme and is kept unchanged when checked again', () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 80, unit: 'binary' }),
      fc.webUrl({ validSchemes: ['https', 'http', 'ftp', 'javascript', 'data', 'metamask', 'file'] }),
      fc
        .tuple(fc.constantFrom('data:', 'DATA:', ' data:'), fc.string({ maxLength: 30 }))
        .map(([a, b]) => a + b),
    )
    fc.assert(
      fc.property(anything, (value) => {
        const image = toSafeImageUrl(value)
        if (image !== undefined) {
          expect(safeProtocolsForImages.has(protocolOf(image))).toBe(true)
          if (protocolOf(image) === 'http:') expect(hostOf(image)).toMatch(/^(127\.|\[::1\]$)|localhost$/)
          if (protocolOf(image) === 'data:') expect(image.slice(5).toLowerCase()).toMatch(/^image\//)
          expect(toSafeImageUrl(image)).toBe(image)
        }
        const link = toSafeLinkUrl(value)
        if (link !== undefined) {
          expect(safeProtocolsForWebLinks.has(protocolOf(link))).toBe(true)
          expect(toSafeLinkUrl(link)).toBe(link)
        }
        const appLink = toSafeLinkUrl(value, { appScheme: true })
        if (appLink !== undefined) {
          const protocol = protocolOf(appLink)
          expect(safeProtocolsForWebLinks.has(protocol) || !NEVER_LINK_SCHEMES.includes(protocol)).toBe(true)
          expect(hasControl(appLink, true)).toBe(false)
          expect(toSafeLinkUrl(appLink, { appScheme: true })).toBe(appLink)
        }
      }),
      RUNS,
    )
  })

  it('keeps every https URL, for images and links, as given', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          expect(toSafeLinkUrl(url)).toBe(url)
          expect(toSafeLinkUrl(url, { appScheme: true })).toBe(url)
          expect(toSafeImageUrl(url)).toBe(url)
        },
      ),
      RUNS,
    )
  })

  it('keeps http only on a loopback host (the local demo), never to another host', () => {
    const loopback = fc.oneof(
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `127.${a}.${b}.${c}`),
      fc.constantFrom('localhost', 'LOCALHOST', '[::1]', 'demo.localhost'),
    )
    const remote = fc.domain().filter((d) => !/(^|\.)localhost$/i.test(d))
    fc.assert(
      fc.property(loopback, remote, fc.nat(65535), fc.webPath(), (local, other, port, path) => {
        expect(toSafeLinkUrl(`http://${local}:${port}${path}`)).toBe(`http://${local}:${port}${path}`)
        expect(toSafeImageUrl(`http://${local}${path}`)).toBe(`http://${local}${path}`)
        expect(toSafeLinkUrl(`http://${other}${path}`)).toBeUndefined()
        expect(toSafeLinkUrl(`http://${other}${path}`, { appScheme: true })).toBeUndefined()
        expect(toSafeImageUrl(`http://${other}${path}`)).toBeUndefined()
      }),
      RUNS,
    )
  })

  it("keeps a wallet's own app scheme for deep links only when asked, and never for images", () => {
    const scheme = fc
      .stringMatching(/^[a-z][a-z0-9+.-]{0,15}$/)
      .filter((s) => !NEVER_LINK_SCHEMES.includes(`${s}:`))
    fc.assert(
      fc.property(scheme, fc.constantFrom('', 'main', 'wc', 'open/app'), (name, rest) => {
        const link = `${name}://${rest}`
        expect(toSafeLinkUrl(link, { appScheme: true })).toBe(link)
        expect(toSafeLinkUrl(link)).toBeUndefined()
        expect(toSafeImageUrl(link)).toBeUndefined()
      }),
      RUNS,
    )
  })

  it('keeps data:image/* (SVG included) as an image source and never as a link', () => {
    const subtype = fc.constantFrom('png', 'jpeg', 'gif', 'webp', 'svg+xml', 'avif', 'x-icon', 'SVG+XML')
    const body = fc.oneof(fc.base64String({ maxLength: 40 }), fc.string({ maxLength: 40 }))
    const other = fc.constantFrom('text/html', 'application/xhtml+xml', 'text/plain', '', 'image', 'image/')
    fc.assert(
      fc.property(subtype, fc.boolean(), body, other, (type, base64, data, notImage) => {
        const image = `data:image/${type}${base64 ? ';base64' : ''},${data}`
        if (!hasControl(data, false)) expect(toSafeImageUrl(image)).toBe(image)
        expect(toSafeLinkUrl(image, { appScheme: true })).toBeUndefined()
        expect(toSafeImageUrl(`data:${notImage},${data}`)).toBeUndefined()
      }),
      RUNS,
    )
  })

  it('keeps the bundled monogram icons and refuses oversized or non-string values', () => {
    expect(toSafeImageUrl(monogramIcon('Leather'))).toBe(monogramIcon('Leather'))
    expect(toSafeImageUrl(`https://a.example/${'a'.repeat(500_000)}`)).toBeUndefined()
    expect(toSafeLinkUrl(`https://a.example/${'a'.repeat(4_096)}`)).toBeUndefined()
    for (const value of [undefined, null, 1, {}, ['https://a.example'], '', '/relative.png', '//host/x'])
      expect([toSafeImageUrl(value), toSafeLinkUrl(value, { appScheme: true })]).toEqual([
        undefined,
        undefined,
      ])
  })
})

describe('URL safety: the edges of each rule', () => {
  it('refuses a script scheme that names a loopback host (javascript://localhost/%0a…)', () => {
    for (const url of ['javascript://localhost/%0aalert(1)', 'javascript://127.0.0.1/%0aalert(1)']) {
      expect(toSafeLinkUrl(url), url).toBeUndefined()
      expect(toSafeLinkUrl(url, { appScheme: true }), url).toBeUndefined()
      expect(toSafeImageUrl(url), url).toBeUndefined()
    }
  })

  it('keeps http only when the whole host is loopback, not a host that starts or ends like one', () => {
    for (const url of [
      'http://127.0.0.1.attacker.example/',
      'http://localhost.attacker.example/',
      'http://attacker-localhost/',
      'http://128.0.0.1/',
      'http://[::2]/',
    ]) {
      expect(toSafeLinkUrl(url), url).toBeUndefined()
      expect(toSafeLinkUrl(url, { appScheme: true }), url).toBeUndefined()
      expect(toSafeImageUrl(url), url).toBeUndefined()
    }
    expect(isLoopbackHost('LocalHost')).toBe(true)
    expect(isLoopbackHost('Demo.LOCALHOST')).toBe(true)
    expect(isLoopbackHost('127.0.0.1.attacker.example')).toBe(false)
    expect(isLoopbackHost('x127.0.0.1')).toBe(false)
    expect(isLoopbackHost('127.0.0.1000')).toBe(false)
    expect(isLoopbackHost('[::1]')).toBe(true)
  })

  it('refuses a control character or DEL anywhere in a web URL, and a space in a link but not in an image URL', () => {
    for (const char of ['\u0000', '\t', '\n', '\r', '\u001f', '\u007f']) {
      const url = `https://a.example/x${char}y.png`
      expect(toSafeLinkUrl(url), JSON.stringify(url)).toBeUndefined()
      expect(toSafeImageUrl(url), JSON.stringify(url)).toBeUndefined()
    }
    expect(toSafeLinkUrl('https://a.example/x y')).toBeUndefined()
    expect(toSafeImageUrl('https://a.example/x y.png')).toBe('https://a.example/x y.png')
    expect(toSafeLinkUrl('https://a.example/x!~y')).toBe('https://a.example/x!~y')
  })

  it('refuses, with appScheme, each scheme that is never a link, written as an app link', () => {
    // Written out here, not read from NEVER_LINK_SCHEMES: dropping one there must fail this test.
    const never = [
      'javascript',
      'vbscript',
      'data',
      'blob',
      'filesystem',
      'file',
      'about',
      'view-source',
      'jar',
      'resource',
      'chrome',
      'chrome-extension',
      'moz-extension',
      'safari-extension',
      'ms-browser-extension',
      'intent',
      'ftp',
      'ws',
      'wss',
      'http',
    ]
    for (const scheme of never) {
      for (const url of [
        `${scheme}://wallet.example/open`,
        `${scheme.toUpperCase()}://wallet.example/open`,
      ]) {
        expect(toSafeLinkUrl(url, { appScheme: true }), url).toBeUndefined()
      }
    }
    expect(NEVER_LINK_SCHEMES).toEqual(expect.arrayContaining([...never.map((s) => `${s}:`), 'https:']))
  })

  it('keeps a URL of exactly the longest allowed length and refuses one character more', () => {
    const link = (length: number) => `https://a.example/${'a'.repeat(length - 'https://a.example/'.length)}`
    expect(toSafeLinkUrl(link(MAX_LINK_URL_LENGTH))).toBe(link(MAX_LINK_URL_LENGTH))
    expect(toSafeLinkUrl(link(MAX_LINK_URL_LENGTH + 1))).toBeUndefined()
    expect(toSafeImageUrl(link(MAX_IMAGE_URL_LENGTH))).toBe(link(MAX_IMAGE_URL_LENGTH))
    expect(toSafeImageUrl(link(MAX_IMAGE_URL_LENGTH + 1))).toBeUndefined()
  })

  it('keeps a data: image only with a data part and an image media type that is the whole type', () => {
    expect(toSafeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(toSafeImageUrl('data:image/png')).toBeUndefined()
    expect(toSafeImageUrl('data:image/png;base64')).toBeUndefined()
    expect(toSafeImageUrl('data:text/html;image/png,<script>alert(1)</script>')).toBeUndefined()
    expect(toSafeImageUrl('data:image/png<svg>,x')).toBeUndefined()
    expect(toSafeImageUrl('data:image/,x')).toBeUndefined()
    expect(toSafeImageUrl('data:image/.png,x')).toBeUndefined()
    expect(toSafeImageUrl('data:xmage/png,x')).toBeUndefined()
    // the type must start with image/, not merely end like one
    expect(toSafeImageUrl('data:text/html-image/png,<script>alert(1)</script>')).toBeUndefined()
    expect(toSafeImageUrl('data:ximage/png,x')).toBeUndefined()
    // only a data: URL is read for a media type: another scheme with an image-like path is refused
    expect(toSafeImageUrl('javascript:image/png,alert(1)')).toBeUndefined()
    expect(toSafeImageUrl('wallet:image/png,x')).toBeUndefined()
    // spaces around the media type, which browsers skip when they read a data: URL
    expect(toSafeImageUrl('data: image/png ;base64,iVBORw0KGgo=')).toBe(
      'data: image/png ;base64,iVBORw0KGgo=',
    )
  })

  it('keeps an app link only when it starts with its own scheme://, not one with "://" further on', () => {
    for (const url of [
      'mailto:a@b.example?body=https://x.example',
      'tel:+100//x',
      'sms:1?body=okex://main',
    ]) {
      expect(toSafeLinkUrl(url, { appScheme: true }), url).toBeUndefined()
    }
    expect(toSafeLinkUrl('okex://main', { appScheme: true })).toBe('okex://main')
  })

  it('keeps a blob: URL as an image source and never as a link', () => {
    expect(toSafeImageUrl('blob:https://app.example/7f1c')).toBe('blob:https://app.example/7f1c')
    expect(toSafeLinkUrl('blob:https://app.example/7f1c', { appScheme: true })).toBeUndefined()
  })
})
