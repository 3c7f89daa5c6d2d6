import { type SiwxMessageData, UserRejectedRequestError } from '@latch/core'
import { createEvmSiwxVerifier, evmAdapter, parseEip4361Message } from '@latch/evm'
import { deployTestSmartAccount } from '@latch/testing/evm'
import { recoverMessageAddress, serializeErc6492Signature } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EvmWorld, fakePage, startEvmWorld, walletFor } from './evmWorld'

let world: EvmWorld
beforeAll(async () => {
  world = await startEvmWorld({ second: false })
})
afterAll(async () => {
  await world?.stop()
})

async function connected() {
  const { win, storage } = fakePage()
  const wallet = walletFor(world.chain, 0, 'dev.latch.a')
  wallet.announce(win)
  const adapter = evmAdapter()
  await adapter.init({ networks: [world.network], storage, getWindow: () => win })
  const { accounts } = await adapter.connect({ connectorId: 'dev.latch.a' })
  return { wallet, adapter, address: accounts[0]!.address }
}

const issuedAt = '2026-11-22T10:00:00.000Z'
const dataFor = (address: string, extra: Partial<SiwxMessageData> = {}): SiwxMessageData => ({
  domain: 'app.latch.test',
  accountAddress: address,
  uri: 'https://app.latch.test/login',
  version: '1',
  chainId: 'eip155:31337',
  nonce: 'Latch0nce42',
  issuedAt,
  statement: 'Sign in to the Latch test app.',
  expirationTime: '2026-11-22T11:00:00.000Z',
  notBefore: '2026-11-22T09:59:00.000Z',
  requestId: 'req-1',
  resources: [
    'https://app.latch.test/terms',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
  ],
  ...extra,
})
const during = new Date('2026-11-22T10:30:00.000Z')

describe('EVM message signing and EIP-4361 sign-in on the dev chain', () => {
  it('personal_sign returns a signature of the UTF-8 message by the account', async () => {
    const { adapter, address } = await connected()
    const signature = await adapter.signMessage({
      connectorId: 'dev.latch.a',
      address,
      message: 'Hello Latch ✓',
      network: world.network,
    })
    expect(
      await recoverMessageAddress({ message: 'Hello Latch ✓', signature: signature as `0x${string}` }),
    ).toBe(address)
  })

  it('a rejected signature yields UserRejectedRequestError (4001), the wallet code kept', async () => {
    const { wallet, adapter, address } = await connected()
    wallet.rejectNext({ method: 'personal_sign', code: 4001, message: 'User denied message signature.' })
    const error = await adapter
      .signMessage({ connectorId: 'dev.latch.a', address, message: 'x', network: world.network })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request',
      meta: { walletCode: 4001 },
    })
    expect((error as Error).message).toContain('User denied message signature.')
  })

  it('round-trips a sign-in message with every field, and verifies the wallet signature', async () => {
    const { adapter, address } = await connected()
    const siwx = adapter.siwx!
    const data = dataFor(address.toLowerCase())
    const message = await siwx.formatMessage(data)
    expect(message.split('\n').slice(0, 2)).toEqual([
      'app.latch.test wants you to sign in with your Ethereum account:',
      address, // EIP-55 checksummed
    ])
    expect(await siwx.parseMessage(message)).toEqual({ ...data, accountAddress: address })
    const signature = await adapter.signMessage({
      connectorId: 'dev.latch.a',
      address,
      message,
      network: world.network,
    })
    const session = { data: await siwx.parseMessage(message), message, signature }
    expect(await siwx.verify(session, { domain: 'app.latch.test', now: during })).toBe(true)
  })

  it('rejects an expired message, a not-yet-valid one, a wrong domain, a tampered text and another signer', async () => {
    const { adapter, address } = await connected()
    const siwx = adapter.siwx!
    const message = await siwx.formatMessage(dataFor(address))
    const signature = await adapter.signMessage({
      connectorId: 'dev.latch.a',
      address,
      message,
      network: world.network,
    })
    const session = { data: await siwx.parseMessage(message), message, signature }
    expect(await siwx.verify(session, { now: new Date('2026-11-22T11:00:00.000Z') })).toBe(false)
    expect(await siwx.verify(session, { now: new Date('2026-11-22T09:58:59.000Z') })).toBe(false)
    expect(await siwx.verify(session, { domain: 'evil.example', now: during })).toBe(false)
    const tampered = message.replace('Latch0nce42', 'Latch0nce43')
    expect(await siwx.verify({ ...session, message: tampered }, { now: during })).toBe(false)
    const other = walletFor(world.chain, 3, 'dev.latch.other', { authorized: true })
    const foreign = (await other.provider.request({
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, world.chain.accounts[3]!.address],
    })) as string
    expect(await siwx.verify({ ...session, signature: foreign }, { now: during })).toBe(false)
  })

  it("parses a message from viem's createSiweMessage to the same fields, and formats it back byte for byte", async () => {
    const address = world.chain.accounts[0]!.address
    for (const withStatement of [true, false]) {
      const viemMessage = createSiweMessage({
        address,
        chainId: 31337,
        domain: 'app.latch.test',
        nonce: 'Latch0nce42',
        uri: 'https://app.latch.test/login',
        version: '1',
        issuedAt: new Date(issuedAt),
        expirationTime: new Date('2026-11-22T11:00:00.000Z'),
        notBefore: new Date('2026-11-22T09:59:00.000Z'),
        requestId: 'req-1',
        resources: ['https://app.latch.test/terms'],
        ...(withStatement ? { statement: 'Sign in to the Latch test app.' } : {}),
      })
      const parsed = parseEip4361Message(viemMessage)
      expect(parsed).toEqual({
        ...dataFor(address, { resources: ['https://app.latch.test/terms'] }),
        ...(withStatement ? {} : { statement: undefined }),
      })
      const { adapter } = await connected()
      expect(await adapter.siwx!.formatMessage(parsed)).toBe(viemMessage)
    }
  })
})

describe('EIP-4361 sign-in of smart accounts (ERC-1271 deployed, ERC-6492 counterfactual)', () => {
  async function signedBy(accountAddress: string, ownerIndex: number) {
    const { adapter } = await connected()
    const siwx = adapter.siwx!
    const message = await siwx.formatMessage(dataFor(accountAddress))
    const owner = walletFor(world.chain, ownerIndex, 'dev.latch.owner', { authorized: true })
    const signature = (await owner.provider.request({
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, world.chain.accounts[ownerIndex]!.address],
    })) as `0x${string}`
    return { siwx, message, signature }
  }

  it('verifies an EOA’s sign-in without asking the RPC: it holds with the chain’s node unreachable', async () => {
    const { adapter, address } = await connected()
    const message = await adapter.siwx!.formatMessage(dataFor(address))
    const signature = await adapter.signMessage({
      connectorId: 'dev.latch.a',
      address,
      message,
      network: world.network,
    })
    const offline = { ...world.network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const verifier = createEvmSiwxVerifier({ networks: [offline] })
    const session = { data: await verifier.parseMessage(message), message, signature }
    expect(await verifier.verify(session, { domain: 'app.latch.test', now: during })).toBe(true)
    // another key's signature still falls through to the node, which cannot be reached: refused
    const other = await signedBy(address, 3)
    expect(
      await verifier.verify({ ...session, signature: other.signature }, { now: during }).catch(() => false),
    ).toBe(false)
  })

  it('verifies a deployed smart account through ERC-1271 on the app RPC, and refuses a non-owner', async () => {
    const account = await deployTestSmartAccount(world.chain, { owner: world.chain.accounts[2]!.address })
    const good = await signedBy(account.address, 2)
    const session = {
      data: await good.siwx.parseMessage(good.message),
      message: good.message,
      signature: good.signature,
    }
    expect(await good.siwx.verify(session, { now: during })).toBe(true)
    const bad = await signedBy(account.address, 3)
    expect(await bad.siwx.verify({ ...session, signature: bad.signature }, { now: during })).toBe(false)
  })

  it('verifies an undeployed smart account from an ERC-6492 wrapped signature', async () => {
    const account = await deployTestSmartAccount(world.chain, {
      owner: world.chain.accounts[4]!.address,
      deploy: false,
      salt: `0x${'11'.repeat(32)}`,
    })
    const { siwx, message, signature } = await signedBy(account.address, 4)
    const wrapped = serializeErc6492Signature({
      address: account.factory,
      data: account.factoryData,
      signature,
    })
    const session = { data: await siwx.parseMessage(message), message, signature: wrapped }
    expect(await siwx.verify(session, { now: during })).toBe(true)
    const stranger = await signedBy(account.address, 5)
    const forged = serializeErc6492Signature({
      address: account.factory,
      data: account.factoryData,
      signature: stranger.signature,
    })
    expect(await siwx.verify({ ...session, signature: forged }, { now: during })).toBe(false)
  })
})
