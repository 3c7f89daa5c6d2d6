import { createLatch } from '@latch/core'
import { createMemorySiwxStore } from '@latch/siwx-server'
import { createServerSiwx } from '@latch/siwx-server/client'
import { createSolanaSiwxVerifier, encodeBase58, solanaAdapter, solanaLocalnet } from '@latch/solana'
import { createSolanaTestWallet, type SolanaRpc, startSolanaRpc } from '@latch/testing/solana'
import { ed25519 } from '@noble/curves/ed25519.js'
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

  it('an ed25519 key of @noble/curves signs in over HTTP on mainnet; its signature on another key’s message is refused', async () => {
    const app = await startKit({ store: createMemorySiwxStore(), verifiers: [createSolanaSiwxVerifier()] })
    try {
      const secret = ed25519.utils.randomSecretKey()
      const address = encodeBase58(ed25519.getPublicKey(secret))
      const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
      const issue = async (account: string) =>
        (await (await fetch(`${app.baseUrl}/nonce?chainId=${chainId}&address=${account}`)).json()) as {
          data: unknown
          message: string
        }
      const post = (body: unknown) =>
        fetch(`${app.baseUrl}/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      const sign = (message: string) => encodeBase58(ed25519.sign(new TextEncoder().encode(message), secret))
      const issued = await issue(address)
      expect(issued.message).toContain('Chain ID: mainnet')
      expect((await post({ ...issued, signature: sign(issued.message) })).status).toBe(200)
      const other = encodeBase58(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
      const forOther = await issue(other)
      const refused = await post({ ...forOther, signature: sign(forOther.message) })
      expect(await refused.json()).toMatchObject({ error: { code: 'SIWX_INVALID_SIGNATURE' } })
    } finally {
      await app.close()
    }
  })
})
