import {
  ConnectionError,
  MESSAGES,
  UNTRUSTED_TEXT_MAX,
  UserCanceledError,
  WALLET_ERROR_CODES,
} from '@latch/core'
import { createTestPairingWallet } from '@latch/testing/walletconnect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextUri, type PairingWorld, SOLANA_TEST_SEED, startPairingWorld } from './pairingWorld'

describe('pairing protocol: a connect that does not end in a session', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it('rejects connect with "Connection rejected" when the wallet rejects the session, and leaves no session', async () => {
    const connector = world.connector()
    const connected = connector.connect()
    await world.wallet.pair(await nextUri(connector))
    await world.wallet.reject(await world.wallet.nextProposal())
    const error = await connected.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).shortMessage).toBe(MESSAGES.connectionRejected)
    expect(connector.getState()).toMatchObject({ status: 'idle', session: undefined, uri: undefined })
    expect(world.wallet.sessionTopics()).toEqual([])
  })

  it('a wallet’s rejection reason is untrusted text: a huge one is cut in the error, never kept whole', async () => {
    const connector = world.connector()
    const connected = connector.connect()
    await world.wallet.pair(await nextUri(connector))
    await world.wallet.reject(await world.wallet.nextProposal(), {
      code: 5000,
      message: `rejected ${'x'.repeat(20_000)}`,
    })
    const error = await connected.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).shortMessage).toBe(MESSAGES.connectionRejected)
    expect((error as ConnectionError).details?.length).toBeLessThanOrEqual(UNTRUSTED_TEXT_MAX)
  })

  it('rejects the pending connect with UserCanceledError (-31001) when the user dismisses the pairing view', async () => {
    const connector = world.connector()
    const connected = connector.connect()
    await nextUri(connector)
    connector.cancel()
    const error = await connected.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserCanceledError)
    expect((error as UserCanceledError).code).toBe(WALLET_ERROR_CODES.userCanceled)
    expect(connector.getState()).toMatchObject({ status: 'idle', uri: undefined, proposal: undefined })
  })

  it('refuses a session that lacks a required namespace and ends it on both sides', async () => {
    const solanaOnly = await createTestPairingWallet({
      relayUrl: world.relay.url,
      keys: { solana: { seed: SOLANA_TEST_SEED } },
      storagePrefix: 'solana-only-wallet',
    })
    try {
      const connector = world.connector({ requiredNamespaces: ['eip155'] })
      const connected = connector.connect()
      await solanaOnly.pair(await nextUri(connector))
      const deleted = solanaOnly.nextSessionDelete()
      await solanaOnly.approve(await solanaOnly.nextProposal())
      const error = await connected.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ConnectionError)
      expect((error as ConnectionError).code).toBe('MISSING_REQUIRED_NAMESPACE')
      await deleted
      expect(solanaOnly.sessionTopics()).toEqual([])
      expect(connector.getState().session).toBeUndefined()
    } finally {
      await solanaOnly.close()
    }
  })
})
