import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevChain, startDevChain } from '../evm/startDevChain'
import { createFarcasterApp } from './createFarcasterApp'
import { FARCASTER_ID_REGISTRY_ADDRESS, installFarcasterIdRegistry } from './installFarcasterIdRegistry'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay'

let chain: DevChain
let relay: FarcasterRelay
beforeAll(async () => {
  chain = await startDevChain()
  relay = await startFarcasterRelay()
})
afterAll(async () => {
  await relay?.close()
  await chain?.stop()
})

describe('the ID registry stand-in on the dev chain', () => {
  it("lets @farcaster/auth-client's own verification accept the fid's custody key and refuse another key", async () => {
    const registry = await installFarcasterIdRegistry(chain)
    const [, first, second] = chain.accounts
    if (!first || !second) throw new Error('dev chain accounts')
    const custody = privateKeyToAccount(first.privateKey)
    const other = privateKeyToAccount(second.privateKey)
    const fid = await registry.register(custody.address)
    expect(fid).toBeGreaterThan(0n)
    expect(await registry.register(custody.address)).toBe(fid)
    expect(await registry.idOf(other.address)).toBe(0n)
    expect(registry.address).toBe(FARCASTER_ID_REGISTRY_ADDRESS)
    // installing again keeps the registrations
    expect(await (await installFarcasterIdRegistry(chain)).idOf(custody.address)).toBe(fid)

    const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: chain.url }) })
    const farcaster = createFarcasterApp({ relayUrl: relay.url, authKey: relay.authKey })
    const verify = async (signer: typeof custody) => {
      const { data } = await app.createChannel({
        siweUri: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1:5173',
      })
      const signed = await farcaster.approve({ uri: data.url, fid, custody: signer })
      return app.verifySignInMessage({
        nonce: data.nonce,
        domain: '127.0.0.1:5173',
        message: signed.message,
        signature: signed.signature,
        acceptAuthAddress: false,
      })
    }
    const good = await verify(custody)
    expect(good.isError).toBe(false)
    expect(good.fid).toBe(Number(fid))
    const bad = await verify(other)
    expect(bad.isError).toBe(true)
    expect(bad.error?.errCode).toBe('unauthorized')
  })
})
