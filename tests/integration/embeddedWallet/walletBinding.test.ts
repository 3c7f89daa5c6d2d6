import { API_ERROR_CODES, API_PATHS, type ApiUser } from '@latch/embedded-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaMessageParam } from '../../../packages/embedded-wallet/src/frame/testing/verifySolanaMessage'
import { type Browser, type EmbeddedWalletWorld, startEmbeddedWalletWorld } from './embeddedWalletWorld'

let world: EmbeddedWalletWorld
beforeAll(async () => {
  world = await startEmbeddedWalletWorld()
})
afterAll(async () => {
  await world?.stop()
})

/** The session token the provider keeps in the page's storage. */
const tokenOf = (browser: Browser) => browser.storage.getItem('latch.embeddedWallet.token') ?? ''

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${world.auth.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const walletOf = async (token: string) => ((await call(API_PATHS.user, token)).body.user as ApiUser).wallet

describe('embedded wallet: the key frame binds its addresses only with a proof the service verifies', () => {
  it("binds the frame's addresses to the signed-in user; another user's session cannot bind them", async () => {
    const ada = await world.openBrowser()
    await ada.signInByEmail('ada@example.com')
    const adaAccounts = ada.frame.handler.getAccounts()
    expect(adaAccounts?.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // the frame asked for a challenge and proved both keys: the service bound exactly its addresses
    expect(await walletOf(tokenOf(ada))).toEqual(adaAccounts)

    const mallory = await world.openBrowser()
    await mallory.signInByEmail('mallory@example.com')
    const malloryToken = tokenOf(mallory)
    const { challenge } = (await call(API_PATHS.walletChallenge, malloryToken, {})).body as {
      challenge: string
    }
    const claim = await call(API_PATHS.wallet, malloryToken, {
      ...adaAccounts,
      challenge,
      evmSignature: `0x${'11'.repeat(65)}`,
      solanaSignature: solanaMessageParam('x'.repeat(64)),
    })
    expect(claim.status).toBe(400)
    expect((claim.body.error as { code: string }).code).toBe(API_ERROR_CODES.walletProofInvalid)
    expect(await walletOf(malloryToken)).toEqual(mallory.frame.handler.getAccounts())
    expect(await walletOf(tokenOf(ada))).toEqual(adaAccounts)
  })
})
