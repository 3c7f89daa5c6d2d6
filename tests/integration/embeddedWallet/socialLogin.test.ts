import { API_ERROR_CODES } from '@latch/embedded-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  APP_ORIGIN,
  type Browser,
  type EmbeddedWalletWorld,
  STAND_IN_USER,
  startEmbeddedWalletWorld,
} from './embeddedWalletWorld'

let world: EmbeddedWalletWorld
beforeAll(async () => {
  world = await startEmbeddedWalletWorld()
})
afterAll(async () => {
  await world?.stop()
})

/**
 * Does what the popup does, with fetch: opens the provider's authorize page from the provider's
 * redirect URI, presses Allow, opens the service's callback page and reads the result it would post.
 */
async function signInAtProvider(browser: Browser): Promise<{ state: string; code: string }> {
  const started = await browser.provider.getSocialRedirectUri({ provider: 'google' })
  expect(started.uri.startsWith(`${world.standIn.url}/authorize?`)).toBe(true)
  const page = await (await fetch(started.uri)).text()
  const requestId = /name="request_id" value="([^"]+)"/.exec(page)?.[1] ?? ''
  const decision = await fetch(`${world.standIn.url}/authorize/decision`, {
    method: 'POST',
    body: new URLSearchParams({ request_id: requestId, decision: 'allow' }),
    redirect: 'manual',
  })
  const callback = await (await fetch(decision.headers.get('location') ?? '')).text()
  const main = /<main id="latch-social-result"([^>]*)>/.exec(callback)?.[1] ?? ''
  const data = Object.fromEntries([...main.matchAll(/data-([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  expect(data).toEqual({ state: started.state, code: expect.any(String), 'app-origin': APP_ORIGIN })
  return { state: String(data.state), code: String(data.code) }
}

const result = (state: string, code: string) => ({ type: 'latch-social-result', state, code })

describe('embedded wallet: social login through the provider and the OAuth stand-in', () => {
  it('refuses a result with a forged code or with another login’s state, and starts no session', async () => {
    const browser = await world.openBrowser()
    const first = await signInAtProvider(browser)
    const second = await signInAtProvider(browser)

    await expect(
      browser.provider.connectSocial({ provider: 'google', result: result(first.state, 'forged-code') }),
    ).rejects.toMatchObject({ code: API_ERROR_CODES.socialInvalid })
    await expect(
      browser.provider.connectSocial({ provider: 'google', result: result(second.state, first.code) }),
    ).rejects.toMatchObject({ code: API_ERROR_CODES.socialInvalid })

    expect(await browser.provider.getUser()).toBeNull()
    expect(browser.frame.log.requests).toEqual([])
  })

  it('signs the stand-in user in: getUser has their username and both embedded accounts', async () => {
    const browser = await world.openBrowser()
    const { state, code } = await signInAtProvider(browser)
    await browser.provider.connectSocial({ provider: 'google', result: result(state, code) })

    const accounts = browser.frame.handler.getAccounts()
    expect(accounts?.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await browser.provider.getUser()).toEqual({
      email: STAND_IN_USER.email,
      username: STAND_IN_USER.preferred_username,
      socialProvider: 'google',
      preferredAccountType: 'eoa',
      accounts: {
        eip155: [{ address: accounts?.evm, type: 'eoa' }],
        solana: [{ address: accounts?.solana, type: 'eoa' }],
      },
    })
    // the same result cannot be used twice
    await expect(
      browser.provider.connectSocial({ provider: 'google', result: result(state, code) }),
    ).rejects.toMatchObject({ code: API_ERROR_CODES.socialInvalid })
  })

  it('posts nothing from the key frame that carries key material', async () => {
    expect(await world.allMnemonics()).toHaveLength(1)
    expect(world.frameLogs.flatMap((log) => log.posted).length).toBeGreaterThan(0)
    expect(await world.keyMaterialInFramePosts()).toEqual([])
  })
})
