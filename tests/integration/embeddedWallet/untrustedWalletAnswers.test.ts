// What the key frame answers on `connect` is untrusted input to the app's page: the addresses are
// shown, persisted by Latch and used as the signer of every request. The frame here is the real
// frame logic in process (see createInProcessFrame.ts) behind a channel that replaces its connect
// answer, as a compromised or broken frame page would; the auth service is the real one.

import { ConnectionError } from '@latch/core'
import { createEmbeddedWallet, type KeyFrameChannel } from '@latch/embedded-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBrowserVault, createInProcessFrame } from './createInProcessFrame'
import {
  APP_ORIGIN,
  createMapStorage,
  type EmbeddedWalletWorld,
  startEmbeddedWalletWorld,
} from './embeddedWalletWorld'

let world: EmbeddedWalletWorld
beforeAll(async () => {
  world = await startEmbeddedWalletWorld()
})
afterAll(async () => {
  await world?.stop()
})

/** An embedded wallet whose frame answers `connect` with `rewrite` of its real answer. */
function walletWithFrameAnswer(rewrite: (accounts: { evm: string; solana: string }) => unknown) {
  const frame = createInProcessFrame({
    authUrl: world.auth.url,
    appOrigin: APP_ORIGIN,
    vault: createBrowserVault(),
  })
  const honest = frame.createChannel()
  const channel: KeyFrameChannel = {
    ready: honest.ready,
    destroy: () => honest.destroy(),
    call: (async (method: 'connect', params: { token: string }) => {
      const result = await honest.call(method, params)
      return method === 'connect' ? rewrite(result) : result
    }) as KeyFrameChannel['call'],
  }
  return createEmbeddedWallet({
    authUrl: world.auth.url,
    frameUrl: 'http://127.0.0.1:5174/frame.html',
    networks: [world.evmNetwork, world.solanaNetwork],
    storage: createMapStorage(),
    origin: APP_ORIGIN,
    createChannel: () => channel,
  })
}

let n = 0
async function signIn(provider: ReturnType<typeof createEmbeddedWallet>) {
  const email = `frame-answer-${++n}@example.com`
  await provider.connectEmail({ email })
  await provider.connectOtp({ otp: await world.lastCode(email) })
  return provider.getUser()
}

describe('embedded wallet: the addresses the key frame answers on connect are checked', () => {
  it('an honest frame: the user has its EVM and Solana accounts', async () => {
    const user = await signIn(walletWithFrameAnswer((accounts) => accounts))
    expect(user?.accounts?.eip155?.[0]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user?.accounts?.solana?.[0]?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it.each([
    ['no object', () => 'javascript:alert(1)'],
    ['null', () => null],
    [
      'an EVM account that is a javascript: URL',
      (a: { solana: string }) => ({ ...a, evm: 'javascript:alert(1)' }),
    ],
    [
      'an EVM account one byte too long',
      (a: { evm: string; solana: string }) => ({ ...a, evm: `${a.evm}ab` }),
    ],
    [
      'a Solana account with a character outside base58',
      (a: { evm: string; solana: string }) => ({ ...a, solana: `0${a.solana.slice(1)}` }),
    ],
    [
      'a thousand EVM accounts',
      (a: { evm: string; solana: string }) => ({ ...a, evm: Array.from({ length: 1_000 }, () => a.evm) }),
    ],
    [
      'a Solana account of a million characters',
      (a: { evm: string }) => ({ ...a, solana: '1'.repeat(1_000_000) }),
    ],
    ['no Solana account', (a: { evm: string }) => ({ evm: a.evm })],
  ])('a frame answering %s: sign-in fails with the frame error, no account is shown', async (_n, rewrite) => {
    const provider = walletWithFrameAnswer(rewrite as (a: { evm: string; solana: string }) => unknown)
    const error = await signIn(provider).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'INTERNAL', meta: { method: 'connect' } })
  })
})
