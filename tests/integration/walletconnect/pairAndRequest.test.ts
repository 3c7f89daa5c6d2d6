import { MethodNotSupportedError, UserRejectedRequestError } from '@latch/core'
import { verifyBitcoinMessageSignature } from '@latch/stacks/validation'
import { encodeBase58, stacksMessageHash, verifySolanaMessageSignature } from '@latch/testing/walletconnect'
import { publicKeyFromSignatureRsv, publicKeyToAddress } from '@stacks/transactions'
import { hashMessage, recoverAddress, toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type PairingWorld, startPairingWorld } from './pairingWorld'

describe('pairing protocol: pair, approve and request through the session', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it('pairs and approves one session across eip155, solana, bip122 and stacks, with required and optional namespaces', async () => {
    const connector = world.connector()
    const connected = connector.connect()
    const uri = await new Promise<string>((resolve) => {
      const stop = connector.subscribe((s) => {
        if (s.uri) {
          stop()
          resolve(s.uri)
        }
      })
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(connector.getState().status).toBe('pairing')
    await world.wallet.pair(uri)
    const proposal = await world.wallet.nextProposal()
    const proposed = { ...proposal.requiredNamespaces, ...proposal.optionalNamespaces }
    expect(Object.keys(proposed).sort()).toEqual(['bip122', 'eip155', 'solana', 'stacks'])
    expect(proposed.stacks?.methods).toContain('stx_signMessage')
    expect(proposed.bip122?.methods).toContain('signPsbt')
    expect(connector.getState().proposal?.id).toBe(proposal.id)
    await world.wallet.approve(proposal)
    const session = await connected
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'eip155', 'solana', 'stacks'])
    expect(session.topic).toBe(world.wallet.sessionTopics()[0])
    expect(session.expiry * 1000).toBeGreaterThan(Date.now())
    expect(connector.getState()).toMatchObject({ status: 'connected', uri: undefined })
    expect(connector.getAccounts('eip155', 'eip155:31337')).toEqual([world.wallet.addresses.eip155])
  })

  it('personal_sign through the session returns a signature that recovers to the wallet account', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector)
    const address = world.wallet.addresses.eip155 as `0x${string}`
    const signature = await connector.request<`0x${string}`>({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: [toHex('Sign in to Latch'), address],
    })
    expect(await recoverAddress({ hash: hashMessage('Sign in to Latch'), signature })).toBe(address)
  })

  it('solana_signMessage through the session returns an ed25519 signature valid for the session account', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector)
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const [pubkey] = connector.getAccounts('solana', chainId)
    expect(pubkey).toBe(world.wallet.addresses.solana)
    const message = new TextEncoder().encode('Sign in to Latch')
    const result = await connector.request<{ signature: string }>({
      chainId,
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey },
    })
    expect(
      verifySolanaMessageSignature({ message, signature: result.signature, publicKey: pubkey ?? '' }),
    ).toBe(true)
  })

  it('stx_signMessage through the session returns a signature recovering to the Stacks session account', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector)
    const chainId = 'stacks:2147483648'
    const [address] = connector.getAccounts('stacks', chainId)
    expect(address).toMatch(/^ST/)
    const result = await connector.request<{ signature: string; publicKey: string }>({
      chainId,
      method: 'stx_signMessage',
      params: { message: 'Sign in to Latch', address },
    })
    const recovered = publicKeyFromSignatureRsv(stacksMessageHash('Sign in to Latch'), result.signature)
    expect(recovered).toBe(result.publicKey)
    expect(publicKeyToAddress(recovered, 'testnet')).toBe(address)
  })

  it('a Bitcoin signMessage through the session returns a BIP-137 signature valid for the session payment address', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector)
    const chainId = 'bip122:000000000933ea01ad0ee984209779ba'
    const [address] = connector.getAccounts('bip122', chainId)
    expect(address).toBe(world.wallet.addresses.bip122)
    const result = await connector.request<{ signature: string; address: string }>({
      chainId,
      method: 'signMessage',
      params: { message: 'Sign in to Latch', address },
    })
    const valid = await verifyBitcoinMessageSignature({
      address: address ?? '',
      message: 'Sign in to Latch',
      signature: result.signature,
      network: 'testnet',
    })
    expect(valid).toBe(true)
  })

  it('a wallet rejection of a request surfaces as UserRejectedRequestError and clears the pending state', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector)
    world.wallet.setRequestMode('reject')
    const request = connector.request({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: [toHex('no'), world.wallet.addresses.eip155],
    })
    await expect(request).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(connector.getState().pendingRequests).toEqual([])
  })

  it('refuses a method the session did not approve with MethodNotSupportedError, and nothing reaches the wallet', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector, { methods: { eip155: ['personal_sign'] } })
    const publishedBefore = world.relay.published.length
    await expect(
      connector.request({ chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{}] }),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
    await expect(
      connector.request({
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        method: 'signPsbt',
        params: {},
      }),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
    expect(world.relay.published.length).toBe(publishedBefore)
    expect(world.wallet.requests).toEqual([])
    expect(connector.getState().pendingRequests).toEqual([])
  })
})
