// The pairing connector reaches no host the app did not configure, even where the wallet's session
// names one. The wallet is the test pairing wallet over the relay stand-in; every non-loopback
// attempt is recorded by the pairing world, whose close() fails the test when one was made.

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextUri, outsideAttempts, type PairingWorld, startPairingWorld } from './pairingWorld'

describe('pairing connector: no host the app did not configure', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it("wallet_getCallsStatus is answered by the paired wallet, never by the bundler its session names or the SDK's hosted one", async () => {
    const connector = world.connector()
    const connecting = connector.connect()
    await world.wallet.pair(await nextUri(connector))
    await world.wallet.approve(await world.wallet.nextProposal(), {
      methods: { eip155: ['personal_sign', 'wallet_getCallsStatus'] },
      // a wallet's session may name a bundler (its own URL, or one of WalletConnect's by name)
      sessionProperties: { bundler_url: 'https://bundler.example', bundler_name: 'pimlico' },
    })
    await connecting
    const status = {
      version: '2.0.0',
      id: '0x01',
      chainId: '0x7a69',
      atomic: true,
      status: 200,
      receipts: [],
    }
    world.wallet.setRequestMode('ignore')
    const answered = world.wallet.nextRequest().then((request) =>
      world.wallet.client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', result: status },
      }),
    )
    const result = await connector.request({
      chainId: 'eip155:31337',
      method: 'wallet_getCallsStatus',
      params: ['0x01'],
    })
    await answered
    expect(result).toEqual(status)
    expect(world.wallet.requests.map((r) => r.method)).toEqual(['wallet_getCallsStatus'])
    expect(outsideAttempts).toEqual([])
  })
})
