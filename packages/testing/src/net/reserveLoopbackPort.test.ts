import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { reserveLoopbackPort } from './reserveLoopbackPort'

const listen = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))))
  })

describe('reserveLoopbackPort', () => {
  it('gives ports below the ephemeral range that a server can then listen on', async () => {
    for (let i = 0; i < 10; i++) {
      const port = await reserveLoopbackPort()
      expect(port).toBeGreaterThanOrEqual(20_000)
      expect(port).toBeLessThan(32_000)
      const close = await listen(port)
      await close()
    }
  })
})
