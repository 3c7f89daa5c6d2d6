import { createAppClient } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { reserveLoopbackPort } from '../net/reserveLoopbackPort'
import { type DevFarcasterApp, startDevFarcasterApp } from './startDevFarcasterApp'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay'

const custody = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const ethereum = {
  getFid: () => Promise.resolve(0n),
  isValidAuthAddress: () => Promise.resolve(false),
  publicClient: undefined as never,
}
let relay: FarcasterRelay | undefined
let app: DevFarcasterApp | undefined
afterEach(async () => {
  await app?.close()
  await relay?.close()
})

describe('the dev Farcaster app', () => {
  it('shows who asks at the sign-in link, and on Approve signs as the dev custody key into the relay', async () => {
    const port = await reserveLoopbackPort()
    relay = await startFarcasterRelay({ urlBase: `http://127.0.0.1:${port}/siwf` })
    app = await startDevFarcasterApp({ relayUrl: relay.url, authKey: relay.authKey, custody, fid: 3n, port })
    expect(app.signInUrl).toBe(`http://127.0.0.1:${port}/siwf`)
    const client = createAppClient({ relay: relay.url, ethereum })
    const { data } = await client.createChannel({
      siweUri: 'http://127.0.0.1:5173',
      domain: '127.0.0.1:5173',
    })

    const page = await fetch(data.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('<strong>127.0.0.1:5173</strong> asks you to sign in')
    expect(html).toContain(custody.address)

    const approved = await fetch(`${app.url}/approve`, {
      method: 'POST',
      body: new URLSearchParams({ channelToken: data.channelToken }),
    })
    expect(await approved.text()).toContain('data-dev-farcaster-done')
    const done = await client.status({ channelToken: data.channelToken })
    expect(done.data).toMatchObject({ state: 'completed', fid: 3 })
    expect(done.data.message).toContain(`${custody.address}`)
    // the channel is closed: its link now says so
    expect((await fetch(data.url)).status).toBe(404)
  })
})
