import { createHash } from 'node:crypto'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameScriptCache } from './buildFrameScript'
import { type KeyFrameServer, startKeyFrameServer } from './startKeyFrameServer'

const APP = 'http://127.0.0.1:5173'
const OTHER_APP = 'http://localhost:5174'
const AUTH = 'http://127.0.0.1:8787/api'
let server: KeyFrameServer
const cache = createFrameScriptCache()

/** Sends a raw request line over TCP (no client normalises it) and answers the status line, or '' if the connection closed without one. */
const sendRawLine = (line: string) =>
  new Promise<string>((resolve) => {
    const { port } = new URL(server.origin)
    const socket = net.connect(Number(port), '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''))
    socket.write(`${line}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1')
  })

beforeAll(async () => {
  server = await startKeyFrameServer({ authUrl: AUTH, allowedOrigins: [APP, OTHER_APP], cache })
}, 60_000)

afterAll(async () => {
  await server.close()
})

describe('startKeyFrameServer', () => {
  it('listens on loopback and names the frame page URL', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.frameUrl).toBe(`${server.origin}/frame.html`)
  })

  it('serves frame.html with a title, no inline script and the strict CSP', async () => {
    const res = await fetch(server.frameUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'self'; connect-src 'self' http://127.0.0.1:8787; frame-ancestors ${APP} ${OTHER_APP}`,
    )
    expect(res.headers.get('x-frame-options')).toBeNull()
    const html = await res.text()
    expect(html).toContain('<title>Latch key frame</title>')
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.[1]).toContain('src="/frame.js"')
    expect(scripts[0]?.[2]).toBe('')
    expect(html).not.toMatch(/style=|on\w+=/)
  })

  it('serves frame.js, the bundled, minified ESM frame page with nothing left to resolve', async () => {
    const res = await fetch(`${server.origin}/frame.js`)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const js = await res.text()
    expect(js).toContain('latch-embedded-wallet')
    expect(js).not.toMatch(/\bimport\s*[{*"']|\brequire\(|from\s*"/)
    expect(js).not.toMatch(/\n {2,}\S/) // minified: no indented lines
    expect(js.length).toBeLessThan(400_000)
  })

  it('serves frame-config.json with the auth URL and allowed origins', async () => {
    const res = await fetch(`${server.origin}/frame-config.json`)
    expect(await res.json()).toEqual({ authUrl: AUTH, allowedOrigins: [APP, OTHER_APP] })
  })

  it('serves /recover, the offline recovery page: one file, its inline script and style allowed by hash, no request allowed', async () => {
    const res = await fetch(`${server.origin}/recover`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const csp = res.headers.get('content-security-policy') ?? ''
    const html = await res.text()
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? ''
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(csp).toBe(
      `default-src 'none'; script-src ${hash(script)}; style-src ${hash(style)}; connect-src 'none'; ` +
        "img-src 'none'; font-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${csp.replace("; frame-ancestors 'none'", '')}">`,
    )
    expect(html).not.toMatch(/\s(src|href)=/)
    expect(script).toContain('latch-key-frame') // it reads the frame's own vault
    expect(script).not.toMatch(/\bfetch\(|XMLHttpRequest|WebSocket|sendBeacon/)
    // Measured 194.5 KB minified (72 KB gzip) on 2026-11-29: the share, key and signing code.
    expect(script.length).toBeLessThan(230_000)
    expect((await fetch(`${server.origin}/recover`, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${server.origin}/recover/x`)).status).toBe(404)
  })

  it('answers 404 for any other path and 405 for other methods', async () => {
    for (const path of ['/', '/frame', '/frame.html/x', '/src/frame/page/main.ts', '/../package.json']) {
      expect((await fetch(`${server.origin}${path}`)).status).toBe(404)
    }
    expect((await fetch(server.frameUrl, { method: 'POST' })).status).toBe(405)
  })

  it('answers a malformed request target with 400 or 404 and keeps serving', async () => {
    for (const target of ['http://[bad/frame.html', 'http://a%zz/frame.html', 'ftp://x/frame.html', '*'])
      expect(await sendRawLine(`GET ${target} HTTP/1.1`), target).toBe('HTTP/1.1 400 Bad Request')
    for (const target of ['//[bad/frame.html', '//a:99999/frame.html', '//127.0.0.1/frame.html'])
      expect(await sendRawLine(`GET ${target} HTTP/1.1`), target).toBe('HTTP/1.1 404 Not Found')
    expect(await sendRawLine(`GET ${server.origin}/frame.html HTTP/1.1`)).toBe('HTTP/1.1 200 OK')
    expect((await fetch(server.frameUrl)).status).toBe(200)
  })

  it('refuses a malformed allowed origin or auth URL', async () => {
    await expect(startKeyFrameServer({ authUrl: AUTH, allowedOrigins: [`${APP}/`], cache })).rejects.toThrow(
      'Invalid key frame configuration',
    )
    await expect(startKeyFrameServer({ authUrl: 'ftp://x', allowedOrigins: [APP], cache })).rejects.toThrow(
      'Invalid key frame configuration',
    )
  })

  it('shares one build between servers given the same cache', async () => {
    const script = cache.script
    const second = await startKeyFrameServer({ authUrl: AUTH, allowedOrigins: [], cache })
    expect(cache.script).toBe(script)
    const res = await fetch(second.frameUrl)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    await second.close()
  })
})
