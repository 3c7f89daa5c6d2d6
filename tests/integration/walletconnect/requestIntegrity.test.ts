// What the session check allows is exactly what reaches the paired wallet (issue 14, item 1, the
// same class on the pairing protocol): the connector reads a request's method, chain and params
// once, checks that copy against the session and sends that copy, whatever the caller does to its
// own object meanwhile. Real clients on both ends, through the relay stand-in.

import { RpcNotAllowedError, ValidationError } from '@latch/core'
import { hashMessage, recoverAddress, toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type PairingWorld, startPairingWorld } from './pairingWorld'

describe('pairing protocol: the request checked against the session is the request sent', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it('a method getter that says personal_sign when checked and eth_sendTransaction later sends personal_sign, never the unapproved method', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector, { methods: { eip155: ['personal_sign'] } })
    const address = world.wallet.addresses.eip155 as `0x${string}`
    let reads = 0
    const shifty = {
      chainId: 'eip155:31337',
      get method() {
        reads += 1
        return reads === 1 ? 'personal_sign' : 'eth_sendTransaction'
      },
      params: [toHex('hello'), address],
    }
    await connector.request(shifty)
    expect(world.wallet.requests.map((r) => r.method)).toEqual(['personal_sign'])
  })

  it('changing the caller’s params after the call does not change what the wallet signs', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector)
    const address = world.wallet.addresses.eip155 as `0x${string}`
    const params = [toHex('pay 1 to alice'), address]
    const signing = connector.request<`0x${string}`>({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params,
    })
    params[0] = toHex('pay everything to mallory')
    const signature = await signing
    expect(await recoverAddress({ hash: hashMessage('pay 1 to alice'), signature })).toBe(address)
  })

  it('refuses an unstringifiable method, a non-string chain id and unclonable params with typed errors before the wallet', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector)
    const publishedBefore = world.relay.published.length
    const hostile = {
      toString() {
        throw new Error('cannot stringify')
      },
    }
    await expect(
      connector.request({ chainId: 'eip155:31337', method: hostile as unknown as string }),
    ).rejects.toBeInstanceOf(RpcNotAllowedError)
    await expect(
      connector.request({ chainId: hostile as unknown as string, method: 'personal_sign' }),
    ).rejects.toBeInstanceOf(ValidationError)
    await expect(
      connector.request({ chainId: 'eip155:31337', method: 'personal_sign', params: [() => 1] }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMS' })
    expect(world.relay.published.length).toBe(publishedBefore)
    expect(world.wallet.requests).toEqual([])
    expect(connector.getState().pendingRequests).toEqual([])
  })
})
