/**
 * The demo's static server reads every request target without throwing: a malformed one gets a
 * 4xx and the server keeps serving; no path reaches outside the build directory.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { DemoConfig } from '../../../examples/demo/demoConfig'
import { startDemoServer } from '../../../examples/demo/serve'

const closers: (() => Promise<void> | void)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

const CONFIG: DemoConfig = { evmChains: [], evmTokens: [], evmNfts: [], devWalletAddress: undefined }

/** A build directory `dist` with an index page, beside a sibling `dist-secret` whose name starts like it. */
function makeDist() {
  const parent = mkdtempSync(path.join(tmpdir(), 'latch-demo-serve-'))
  closers.push(() => rmSync(parent, { recursive: true, force: true }))
  const dist = path.join(parent, 'dist')
  mkdirSync(dist)
  writeFileSync(path.join(dist, 'index.html'), '<title>demo</title>')
  mkdirSync(path.join(parent, 'dist-secret'))
  writeFileSync(path.join(parent, 'dist-secret', 'key.txt'), 'secret')
  return dist
}

/** Sends a raw request line over TCP (no client normalises it); answers the whole answer. */
const sendRawLine = (url: string, line: string) =>
  new Promise<string>((resolve) => {
    const port = Number(new URL(url).port)
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve(received))
    socket.write(`${line}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1')
  })

describe('demo server', () => {
  it('answers a malformed request target or percent-escape with 400 and keeps serving', async () => {
    const server = await startDemoServer({ distDir: makeDist(), config: CONFIG })
    closers.push(() => server.close())
    for (const target of ['/%E0%A4%A', '/%zz', 'http://[bad/x', '*']) {
      const answer = await sendRawLine(server.url, `GET ${target} HTTP/1.1`)
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request')
    }
    // A path starting with // is a path (the page, as for any unknown path), never a host.
    expect((await sendRawLine(server.url, 'GET //[bad/x HTTP/1.1')).split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
    const page = await fetch(`${server.url}/`)
    expect(await page.text()).toContain('<title>demo</title>')
  })

  it('serves nothing from a sibling directory whose name starts like the build directory', async () => {
    const server = await startDemoServer({ distDir: makeDist(), config: CONFIG })
    closers.push(() => server.close())
    const answer = await sendRawLine(server.url, 'GET /..%2fdist-secret/key.txt HTTP/1.1')
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden')
    expect(answer).not.toContain('secret')
  })
})
