import { createLatch } from '@latch/core'
import { createEvmSiwxVerifier, evmAdapter } from '@latch/evm'
import { createMemorySiwxStore } from '@latch/siwx-server'
import { createServerSiwx } from '@latch/siwx-server/client'
import { describe, expect, it, vi } from 'vitest'
import { walletFor } from '../evm/evmWorld'
import { evmWorldPerSuite } from '../evm/evmWorldPerSuite'
import { cookieJar, startKit } from './kitWorld'
import { signInThroughLatch } from './signInThroughLatch'

const world = evmWorldPerSuite({ second: false })

describe('EVM (EIP-4361) sign-in through createLatch against the server kit', () => {
  it('the test wallet signs in, the protected endpoint answers 200, sign-out makes it 401', async () => {
    const app = await startKit({
      store: createMemorySiwxStore(),
      verifiers: [createEvmSiwxVerifier({ networks: [world().network] })],
      statement: 'Sign in to the Latch test app.',
    })
    try {
      const browser = cookieJar()
      const win = new EventTarget()
      vi.stubGlobal('window', win)
      walletFor(world().chain, 10, 'dev.latch.kit').announce(win)
      const siwx = createServerSiwx({ baseUrl: app.baseUrl, fetch: browser.fetch, required: true })
      const latch = createLatch({ adapters: [evmAdapter()], networks: [world().network], siwx })
      latch.mount()
      await latch.ready()
      await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.kit' })
      const address = world().chain.accounts[10]!.address
      const chainId = world().network.caipNetworkId
      const session = await signInThroughLatch(latch, app, browser, { chainId, address })
      expect(session.message).toContain('Sign in to the Latch test app.')
      expect(await siwx.getSessions(chainId, address)).toEqual([session])
      await siwx.revokeSession(chainId, address)
      expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
      expect(await siwx.getSessions(chainId, address)).toEqual([])
      // The signed session posted again is a replay: refused with the kit's code.
      await expect(siwx.addSession(session)).rejects.toMatchObject({
        name: 'SiwxError',
        code: 'SIWX_NONCE_USED',
      })
    } finally {
      await app.close()
    }
  })
})
