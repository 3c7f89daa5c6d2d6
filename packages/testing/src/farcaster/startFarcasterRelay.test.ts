import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createFarcasterApp } from './createFarcasterApp'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay'

// a fixed test key (Hardhat's account 1): signing needs no chain
const custody = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9c86dae88c7a8412f4603b6b78690d')
const ethereum = {
  getFid: () => Promise.reject(new Error('unused')),
  isValidAuthAddress: () => Promise.resolve(false),
  publicClient: undefined as never,
}
let relay: FarcasterRelay | undefined
afterEach(async () => {
  await relay?.close()
  relay = undefined
})

const channelParams = {
  siweUri: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1:5173',
  nonce: 'abcdef0123456789',
}

describe('the Farcaster relay stand-in', () => {
  it('relays a sign-in from the Farcaster app to the app client: pending, then completed once, then closed', async () => {
    relay = await startFarcasterRelay({ urlBase: 'http://127.0.0.1:9/farcaster' })
    const app = createAppClient({ relay: relay.url, ethereum })
    const created = await app.createChannel(channelParams)
    expect(created.response.status).toBe(201)
    expect(created.data.url).toBe(`http://127.0.0.1:9/farcaster?channelToken=${created.data.channelToken}`)
    expect(created.data.nonce).toBe(channelParams.nonce)
    const pending = await app.status({ channelToken: created.data.channelToken })
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({ state: 'pending', signatureParams: channelParams })

    const approved = await createFarcasterApp({ relayUrl: relay.url, authKey: relay.authKey }).approve({
      uri: created.data.url,
      fid: 7n,
      custody,
    })
    expect(approved.message).toContain('127.0.0.1:5173 wants you to sign in with your Ethereum account:')
    expect(approved.message).toContain('Nonce: abcdef0123456789')
    expect(approved.message).toContain('farcaster://fid/7')

    const done = await app.watchStatus({ channelToken: created.data.channelToken, interval: 10 })
    expect(done.response.status).toBe(200)
    expect(done.data).toMatchObject({ state: 'completed', fid: 7, message: approved.message })
    expect(done.data.signature).toBe(approved.signature)
    // answered once: the channel is closed, as on the real relay
    expect((await app.status({ channelToken: created.data.channelToken })).response.status).toBe(401)
    expect(relay.channelCount()).toBe(0)
  })

  it('refuses a completion without the relay key, and an unknown channel', async () => {
    relay = await startFarcasterRelay()
    const app = createAppClient({ relay: relay.url, ethereum })
    const { data } = await app.createChannel(channelParams)
    const wallet = createWalletClient({ relay: relay.url, ethereum })
    const signed = { message: 'x', signature: '0x00' as const, fid: 1 }
    const wrongKey = await wallet.authenticate({
      ...signed,
      channelToken: data.channelToken,
      authKey: 'nope',
    })
    expect(wrongKey.response.status).toBe(401)
    const unknown = await wallet.authenticate({ ...signed, channelToken: 'unknown', authKey: relay.authKey })
    expect(unknown.response.status).toBe(401)
    expect((await app.status({ channelToken: data.channelToken })).data.state).toBe('pending')
  })

  it('expires channels after their lifetime', async () => {
    let now = 1_000_000
    relay = await startFarcasterRelay({ channelTtlMs: 60_000, now: () => now })
    const app = createAppClient({ relay: relay.url, ethereum })
    const { data } = await app.createChannel(channelParams)
    now += 59_999
    expect((await app.status({ channelToken: data.channelToken })).response.status).toBe(202)
    now += 1
    expect((await app.status({ channelToken: data.channelToken })).response.status).toBe(401)
  })

  it('caps bodies, open channels, and checks the create body', async () => {
    relay = await startFarcasterRelay({ maxBodyBytes: 1_024, maxChannels: 1 })
    const post = (body: string) => fetch(`${relay?.url}/v1/channel`, { method: 'POST', body })
    expect((await post(JSON.stringify({ ...channelParams, requestId: 'x'.repeat(2_000) }))).status).toBe(413)
    expect((await post(JSON.stringify({ domain: 'a' }))).status).toBe(400)
    expect((await post('[1]')).status).toBe(400)
    expect((await post(JSON.stringify(channelParams))).status).toBe(201)
    expect((await post(JSON.stringify(channelParams))).status).toBe(503)
  })
})
