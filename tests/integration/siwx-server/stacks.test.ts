import { createLatch } from '@latch/core'
import { createSqliteSiwxStore } from '@latch/siwx-server'
import { createServerSiwx } from '@latch/siwx-server/client'
import { createBitcoinSiwx, createStacksAdapters, createStacksSiwx } from '@latch/stacks'
import { createStacksSip018Siwx } from '@latch/stacks/validation'
import { createTestWbipWallet, TEST_KEYS } from '@latch/testing/stacks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet, stacksTestnet } from '../stacks/setupStacksWorld'
import { cookieJar, startKit } from './kitWorld'
import { signInThroughLatch } from './signInThroughLatch'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The app: the user's Leather-like test wallet, both Stacks adapters, the kit's browser half. */
async function page(
  baseUrl: string,
  browser: ReturnType<typeof cookieJar>,
  adapterOptions: Parameters<typeof createStacksAdapters>[0] = {},
) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet = createTestWbipWallet({ flavour: 'leather', keys: TEST_KEYS.alice })
  wallet.install(win as unknown as Record<string, unknown>)
  const { stacks, bip122 } = createStacksAdapters(adapterOptions)
  const siwx = createServerSiwx({ baseUrl, fetch: browser.fetch, required: true })
  const latch = createLatch({ adapters: [stacks, bip122], networks: [stacksTestnet, bitcoinTestnet], siwx })
  latch.mount()
  await latch.ready()
  return { latch, wallet, siwx }
}

describe('Stacks and Bitcoin sign-in through createLatch against the server kit (SQLite store)', () => {
  const kit = () =>
    startKit({
      store: createSqliteSiwxStore({ path: ':memory:' }),
      verifiers: [createStacksSiwx(), createBitcoinSiwx()],
    })

  it('Stacks (CAIP-122, secp256k1 recovery): signs in, 200, sign-out 401', async () => {
    const app = await kit()
    try {
      const browser = cookieJar()
      const { latch, wallet, siwx } = await page(app.baseUrl, browser)
      await latch.connect({ namespace: 'stacks', connectorId: wallet.id })
      const chainId = stacksTestnet.caipNetworkId
      const address = wallet.accounts.stxAddress
      const session = await signInThroughLatch(latch, app, browser, { chainId, address })
      expect(session.message.split('\n')[0]).toBe(
        'app.latch.test wants you to sign in with your Stacks account:',
      )
      await siwx.revokeSession(chainId, address)
      expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
    } finally {
      await app.close()
    }
  })

  it('Bitcoin (CAIP-122 through @latch/stacks’ verifier): signs in with the payment address, 200, sign-out 401', async () => {
    const app = await kit()
    try {
      const browser = cookieJar()
      const { latch, wallet, siwx } = await page(app.baseUrl, browser)
      await latch.connect({ namespace: 'bip122', connectorId: wallet.id })
      const chainId = bitcoinTestnet.caipNetworkId
      const address = latch.getAccount({ namespace: 'bip122' }).address!
      const session = await signInThroughLatch(latch, app, browser, { chainId, address })
      expect(session.message.split('\n')[0]).toBe(
        'app.latch.test wants you to sign in with your Bitcoin account:',
      )
      await siwx.revokeSession(chainId, address)
      expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
    } finally {
      await app.close()
    }
  })

  it('Stacks (SIP-018 structured data): the kit issues the tuple, the wallet signs it with stx_signStructuredMessage, 200, sign-out 401', async () => {
    const app = await startKit({
      store: createSqliteSiwxStore({ path: ':memory:' }),
      verifiers: [createStacksSip018Siwx(), createBitcoinSiwx()],
    })
    try {
      const browser = cookieJar()
      const { latch, wallet, siwx } = await page(app.baseUrl, browser, { siwx: createStacksSip018Siwx() })
      await latch.connect({ namespace: 'stacks', connectorId: wallet.id })
      const chainId = stacksTestnet.caipNetworkId
      const address = wallet.accounts.stxAddress
      const session = await signInThroughLatch(latch, app, browser, { chainId, address })
      // what was signed is the kit's SIP-018 tuple for this account, not a CAIP-122 text
      expect(createStacksSip018Siwx().parseMessage(session.message)).toMatchObject({
        accountAddress: address,
        domain: 'app.latch.test',
      })
      await siwx.revokeSession(chainId, address)
      expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
    } finally {
      await app.close()
    }
  })
})
