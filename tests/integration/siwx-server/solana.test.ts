import { createLatch } from '@latch/core'
import { createMemorySiwxStore } from '@latch/siwx-server'
import { createServerSiwx } from '@latch/siwx-server/client'
import { createSolanaSiwxVerifier, solanaAdapter, solanaLocalnet } from '@latch/solana'
import { createSolanaTestWallet, type SolanaRpc, startSolanaRpc } from '@latch/testing/solana'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cookieJar, startKit } from './kitWorld'
import { signInThroughLatch } from './signInThroughLatch'

let rpc: SolanaRpc
beforeAll(async () => {
  rpc = await startSolanaRpc()
})
afterAll(async () => {
  await rpc?.stop()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Sign-In-With-Solana through createLatch against the server kit', () => {
  it('the Wallet Standard test wallet signs in (ed25519), the protected endpoint answers 200, sign-out makes it 401', async () => {
    const network = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
    const app = await startKit({
      store: createMemorySiwxStore(),
      verifiers: [createSolanaSiwxVerifier({ localnet: network })],
    })
    try {
      const browser = cookieJar()
      const win = new EventTarget()
      vi.stubGlobal('window', win)
      const wallet = createSolanaTestWallet({ rpcUrl: rpc.url })
      wallet.register(win)
      const siwx = createServerSiwx({ baseUrl: app.baseUrl, fetch: browser.fetch, required: true })
      const latch = createLatch({
        adapters: [solanaAdapter({ restoreWaitMs: 0 })],
        networks: [network],
        siwx,
      })
      latch.mount()
      await latch.ready()
      await latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
      const chainId = network.caipNetworkId
      const session = await signInThroughLatch(latch, app, browser, { chainId, address: wallet.address })
      expect(session.message).toContain('Chain ID: localnet')
      await siwx.revokeSession(chainId, wallet.address)
      expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
    } finally {
      await app.close()
    }
  })
})
