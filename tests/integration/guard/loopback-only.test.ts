import dns from 'node:dns'
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackHost } from '../../setup/loopback-only'

describe('tests fail if a non-loopback connection is attempted', () => {
  let server: http.Server
  let port = 0

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as net.AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('lets loopback traffic through', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`)
    expect(await res.text()).toBe('ok')
  })

  it('refuses fetch to any other host before a request leaves the machine', async () => {
    await expect(fetch('https://api.example.com/getWallets')).rejects.toThrow(/non-loopback/)
  })

  it('refuses raw TCP connections to private and public addresses', () => {
    expect(() => net.connect({ host: '10.1.2.3', port: 80 })).toThrow(/non-loopback/)
    expect(() => net.connect(443, '93.184.216.34')).toThrow(/non-loopback/)
  })

  it('refuses DNS lookups of outside hosts', () => {
    expect(() => dns.lookup('relay.example.org', () => undefined)).toThrow(/non-loopback/)
  })

  it('classifies loopback names', () => {
    for (const host of ['localhost', '127.0.0.1', '127.5.5.5', '::1', 'app.localhost']) {
      expect(isLoopbackHost(host)).toBe(true)
    }
    for (const host of ['10.0.0.1', '192.168.1.1', 'example.com', '8.8.8.8'])
      expect(isLoopbackHost(host)).toBe(false)
  })
})
