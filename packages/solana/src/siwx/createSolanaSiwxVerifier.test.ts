import type { SiwxMessageData } from '@latch/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import { createSignInMessageText, parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { solanaMainnet } from '../networks/solanaNetworks'
import { decodeBase58, encodeBase58 } from '../utils/base58'
import { createSolanaSiwxVerifier } from './createSolanaSiwxVerifier'

const secret = ed25519.utils.randomSecretKey()
const publicKey = ed25519.getPublicKey(secret)
const address = encodeBase58(publicKey)
const sign = (text: string) => encodeBase58(ed25519.sign(new TextEncoder().encode(text), secret))

const data: SiwxMessageData = {
  accountAddress: address,
  chainId: solanaMainnet.caipNetworkId,
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'a1b2c3d4e5',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expirationTime: '2026-11-22T11:00:00.000Z',
  statement: 'Sign in to Latch Demo.\nNo transaction is sent.',
  resources: ['https://app.example/terms', 'ipfs://bafy'],
  requestId: 'req-7',
}
const during = new Date('2026-11-22T10:30:00.000Z')

describe('createSolanaSiwxVerifier: Sign-In-With-Solana format and ed25519 verification', () => {
  const siwx = createSolanaSiwxVerifier()

  it('formats the SIWS text with the cluster name as Chain ID and parses it back to the same data', () => {
    const text = siwx.formatMessage(data)
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example wants you to sign in with your Solana account:',
      address,
    ])
    expect(text).toContain('\nChain ID: mainnet\n')
    expect(siwx.parseMessage(text)).toEqual(data)
  })

  it('verifies a signature made by the account and rejects a tampered message or another key', async () => {
    const message = siwx.formatMessage(data)
    expect(await siwx.verify({ data, message, signature: sign(message) }, { now: during })).toBe(true)
    const tampered = message.replace('a1b2c3d4e5', 'a1b2c3d4e6')
    expect(await siwx.verify({ data, message: tampered, signature: sign(message) }, { now: during })).toBe(
      false,
    )
    const other = encodeBase58(
      ed25519.sign(new TextEncoder().encode(message), ed25519.utils.randomSecretKey()),
    )
    expect(await siwx.verify({ data, message, signature: other }, { now: during })).toBe(false)
  })

  it('rejects a session outside its time bounds or for another domain', async () => {
    const message = siwx.formatMessage(data)
    const session = { data, message, signature: sign(message) }
    expect(await siwx.verify(session, { now: new Date('2026-11-22T11:00:00.000Z') })).toBe(false)
    const later = { ...data, notBefore: '2026-11-22T10:45:00.000Z' }
    const laterMessage = siwx.formatMessage(later)
    expect(
      await siwx.verify(
        { data: later, message: laterMessage, signature: sign(laterMessage) },
        { now: during },
      ),
    ).toBe(false)
    expect(await siwx.verify(session, { now: during, domain: 'evil.example' })).toBe(false)
  })

  it('throws a ValidationError on text that is not a sign-in message', () => {
    expect(() => siwx.parseMessage('hello')).toThrow('Invalid sign-in message')
    const noNonce = siwx.formatMessage(data).replace(/\nNonce: .*/, '')
    expect(() => siwx.parseMessage(noNonce)).toThrow('Invalid sign-in message')
  })

  it('verifies messages made by @solana/wallet-standard-util', async () => {
    const text = createSignInMessageText({
      domain: 'app.example',
      address,
      statement: 'Welcome',
      uri: 'https://app.example',
      version: '1',
      chainId: 'mainnet',
      nonce: 'zz99yy88',
      issuedAt: '2026-11-22T10:00:00.000Z',
      resources: ['https://app.example/a'],
    })
    const parsed = siwx.parseMessage(text)
    expect(parsed).toMatchObject({
      chainId: solanaMainnet.caipNetworkId,
      statement: 'Welcome',
      nonce: 'zz99yy88',
    })
    expect(await siwx.verify({ data: parsed, message: text, signature: sign(text) }, { now: during })).toBe(
      true,
    )
  })

  it('makes messages that @solana/wallet-standard-util parses and verifies', () => {
    const text = siwx.formatMessage(data)
    const parsed = parseSignInMessageText(text)
    expect(parsed).toMatchObject({
      address,
      chainId: 'mainnet',
      statement: data.statement,
      resources: data.resources,
    })
    const signedMessage = new TextEncoder().encode(text)
    const signature = decodeBase58(sign(text))
    const input = {
      domain: data.domain,
      address,
      statement: data.statement!,
      uri: data.uri,
      version: data.version,
      chainId: 'mainnet',
      nonce: data.nonce,
      issuedAt: data.issuedAt,
      expirationTime: data.expirationTime!,
      requestId: data.requestId!,
      resources: data.resources!,
    }
    const account = { address, publicKey, chains: ['solana:mainnet'] as const, features: [] as const }
    expect(verifySignIn(input, { account, signedMessage, signature })).toBe(true)
  })
})
