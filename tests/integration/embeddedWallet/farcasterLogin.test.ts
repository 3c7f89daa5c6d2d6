// Sign In With Farcaster through `latch.auth.connectFarcaster` and the embedded wallet's provider,
// against the real auth service, the relay stand-in and the ID registry stand-in on the dev chain
// (the service's Optimism RPC): the visitor's Farcaster app is the test kit's actor.

import { createFarcasterApp, type FarcasterApp, installFarcasterIdRegistry } from '@latch/testing/farcaster'
import type { LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FramePrompts } from '../../../packages/embedded-wallet/src/frame/FramePrompts'
import type { RecoveryKit } from '../../../packages/embedded-wallet/src/shares/recoveryKit'
import { type Browser, type EmbeddedWalletWorld, startEmbeddedWalletWorld } from './embeddedWalletWorld'

let world: EmbeddedWalletWorld
let farcaster: FarcasterApp
let custody: LocalAccount
let fid: bigint

beforeAll(async () => {
  world = await startEmbeddedWalletWorld()
  const registry = await installFarcasterIdRegistry(world.chain)
  custody = privateKeyToAccount(world.chain.accounts[5]?.privateKey ?? '0x')
  fid = await registry.register(custody.address)
  farcaster = createFarcasterApp({ relayUrl: world.relay.url, authKey: world.relay.authKey })
}, 120_000)
afterAll(() => world?.stop())

/** The visitor at the key frame's prompts: keeps the recovery kit shown, gives back the ones queued. */
function visitor(answers: string[] = []) {
  const kits: RecoveryKit[] = []
  const prompts: FramePrompts = {
    showRecoveryKit: async (kit) => {
      kits.push(structuredClone(kit))
    },
    askRecoveryKit: async () => answers.shift(),
    revealSecret: async () => {},
    askPasskey: async () => false,
  }
  return { prompts, kits }
}

/** Connect → Farcaster in `browser`; the Farcaster app approves the link the view shows, as `signer`. */
async function signInWithFarcaster(browser: Browser, signer: LocalAccount = custody) {
  await browser.latch.open({ view: 'Connect' })
  const connecting = browser.latch.auth.connectFarcaster()
  const uri = await vi.waitFor(
    () => {
      const shown = browser.latch.getState().auth.farcasterUri
      if (!shown) throw new Error('no Farcaster link yet')
      return shown
    },
    { timeout: 10_000 },
  )
  expect(browser.latch.getState().router.view).toBe('ConnectingFarcaster')
  await farcaster.approve({ uri, fid, custody: signer })
  await connecting
}

describe('embedded wallet: Farcaster login (relay and ID registry stand-ins)', () => {
  let first: Browser
  let firstVisitor: ReturnType<typeof visitor>

  it('signs a new fid up: the session is the fid account, both embedded accounts are connected', async () => {
    firstVisitor = visitor()
    first = await world.openBrowser({ prompts: firstVisitor.prompts })
    await signInWithFarcaster(first)
    const accounts = first.frame.handler.getAccounts()
    expect(accounts?.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await first.provider.getUser()).toMatchObject({
      socialProvider: 'farcaster',
      accounts: {
        eip155: [{ address: accounts?.evm, type: 'eoa' }],
        solana: [{ address: accounts?.solana, type: 'eoa' }],
      },
    })
    expect(first.latch.getState().auth.farcasterUri).toBeUndefined()
    expect(firstVisitor.kits).toHaveLength(1)
  })

  it('signs the same fid in on a new browser: with the recovery kit, the same addresses', async () => {
    const kit = firstVisitor.kits[0]?.code as string
    const second = await world.openBrowser({ prompts: visitor([kit]).prompts })
    await signInWithFarcaster(second)
    expect(second.frame.handler.getAccounts()).toEqual(first.frame.handler.getAccounts())
  })

  it("refuses a sign-in signed by a key that is not the fid's custody address, and starts no session", async () => {
    const browser = await world.openBrowser()
    const stranger = privateKeyToAccount(world.chain.accounts[6]?.privateKey ?? '0x')
    await expect(signInWithFarcaster(browser, stranger)).rejects.toMatchObject({
      shortMessage: "The Farcaster sign-in was not signed by the account's custody address.",
    })
    expect(await browser.provider.getUser()).toBeNull()
    expect(browser.frame.log.requests).toEqual([])
  })

  it('refuses connectFarcaster without a started sign-in (NO_LOGIN)', async () => {
    const browser = await world.openBrowser()
    await expect(browser.provider.connectFarcaster()).rejects.toMatchObject({ code: 'NO_LOGIN' })
  })
})
