import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import {
  recoverTransactionAddress,
  type TransactionSerializedEIP1559,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { FRAME_CHANNEL, type FrameAccounts, type FrameMethod } from '../protocol/frame'
import { walletProofMessage } from '../protocol/walletProof'
import { FRAME_ERROR_MESSAGES } from './FrameError'
import { APP, AUTH_ORIGIN, createFrameHarness as setup, TOKEN } from './testing/createFrameHarness'
import { findKeyMaterial } from './testing/findKeyMaterial'
import { verifySolanaMessage } from './testing/verifySolanaMessage'
import type { VaultRecord } from './vault/VaultStorage'

const OTHER_APP = 'http://localhost:4000'

const typedData = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as const,
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: '1000000000000000000000001',
  },
}

function solanaTransfer(from: string, extraSigner?: PublicKey) {
  const fromKey = new PublicKey(from)
  const tx = new Transaction({
    feePayer: fromKey,
    recentBlockhash: base58.encode(new Uint8Array(32).fill(3)),
  })
  tx.add(
    SystemProgram.transfer({ fromPubkey: fromKey, toPubkey: Keypair.generate().publicKey, lamports: 5000n }),
  )
  if (extraSigner)
    tx.add(SystemProgram.transfer({ fromPubkey: extraSigner, toPubkey: fromKey, lamports: 1n }))
  return base64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

describe('createKeyFrameHandler: connect and disconnect', () => {
  it('connect creates a wallet for a new user, registers its addresses once and answers them', async () => {
    const t = setup()
    const accounts = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    expect(accounts.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(base58.decode(accounts.solana)).toHaveLength(32)
    expect(
      t.registrations.map(({ token, registration: { evm, solana } }) => ({ token, evm, solana })),
    ).toEqual([{ token: TOKEN, ...accounts }])
    // with the proof that the frame holds both keys: their signatures over the service's challenge
    const [proof] = t.registrations
    const message = walletProofMessage({
      service: AUTH_ORIGIN,
      userId: 'u-1',
      challenge: proof?.lastChallenge ?? '',
      ...accounts,
    })
    expect(proof?.registration.challenge).toBe(proof?.lastChallenge)
    expect(
      await verifyMessage({
        address: accounts.evm,
        message,
        signature: proof?.registration.evmSignature as `0x${string}`,
      }),
    ).toBe(true)
    expect(verifySolanaMessage(message, proof?.registration.solanaSignature ?? '', accounts.solana)).toBe(
      true,
    )

    t.reload() // a fresh frame page: keys are reloaded from the vault, not re-created or re-registered
    expect(await t.result('connect', { token: TOKEN })).toEqual(accounts)
    expect(t.registrations).toHaveLength(1)
  })

  it('connect with a token the auth service refuses answers UNAUTHORIZED and loads nothing', async () => {
    const t = setup()
    expect(await t.errorOf('connect', { token: 'bad' })).toEqual({
      code: 'UNAUTHORIZED',
      message: 'The session is not valid',
    })
    expect(await t.errorOf('evm_signMessage', { message: '0x00' })).toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('connect gives each user their own wallet', async () => {
    const t = setup({
      users: {
        a: { id: 'u-a', preferredAccountType: 'eoa' },
        b: { id: 'u-b', preferredAccountType: 'smartAccount' },
      },
    })
    const a = await t.result('connect', { token: 'a' })
    const b = await t.result('connect', { token: 'b' })
    expect(b).not.toEqual(a)
    expect(await t.result('connect', { token: 'a' })).toEqual(a)
  })

  it('connect refuses to invent new keys for a user whose registered wallet is not in this browser', async () => {
    const t = setup({
      users: { [TOKEN]: { id: 'u-1', preferredAccountType: 'eoa', wallet: { evm: '0x1', solana: 'x' } } },
    })
    expect(await t.errorOf('connect', { token: TOKEN })).toEqual({
      code: 'INTERNAL',
      message: FRAME_ERROR_MESSAGES.walletElsewhere,
    })
    expect(await t.vault.load('u-1')).toBeUndefined()
    expect(t.registrations).toEqual([])
  })

  it('connect answers INTERNAL, without replacing the record, when the stored wallet cannot be decrypted', async () => {
    const t = setup()
    await t.result('connect', { token: TOKEN })
    const record = (await t.storage.get('u-1')) as VaultRecord
    await t.storage.put('u-1', { ...record, ciphertext: record.ciphertext.map((b) => b ^ 1) })
    expect(await t.errorOf('connect', { token: TOKEN })).toEqual({
      code: 'INTERNAL',
      message: FRAME_ERROR_MESSAGES.vaultUnreadable,
    })
    expect(((await t.storage.get('u-1')) as VaultRecord).key).toBeDefined()
  })

  it('disconnect forgets the keys: signing then answers NOT_CONNECTED; disconnect is idempotent', async () => {
    const t = setup()
    await t.result('connect', { token: TOKEN })
    expect(await t.result('disconnect', {})).toBeNull()
    expect(await t.errorOf('evm_signMessage', { message: '0x00' })).toEqual({
      code: 'NOT_CONNECTED',
      message: 'No wallet is loaded',
    })
    expect(await t.result('disconnect', {})).toBeNull()
  })
})

describe('createKeyFrameHandler: signing', () => {
  it('answers NOT_CONNECTED for every signing method before connect', async () => {
    const t = setup()
    const calls: [FrameMethod, unknown][] = [
      ['evm_signMessage', { message: '0x00' }],
      ['evm_signTypedData', { typedData }],
      [
        'evm_signTransaction',
        {
          transaction: {
            chainId: '0x1',
            nonce: '0x0',
            gas: '0x5208',
            maxFeePerGas: '0x1',
            maxPriorityFeePerGas: '0x1',
          },
        },
      ],
      ['solana_signMessage', { message: 'abc' }],
      ['solana_signTransaction', { transaction: 'AA==' }],
    ]
    for (const [method, params] of calls)
      expect((await t.errorOf(method, params))?.code).toBe('NOT_CONNECTED')
  })

  it('evm_signMessage signs the raw bytes (personal_sign) and the signature verifies', async () => {
    const t = setup()
    const { evm } = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    const signature = (await t.result('evm_signMessage', { message: '0x68656c6c6f' })) as `0x${string}`
    expect(await verifyMessage({ address: evm, message: 'hello', signature })).toBe(true)
    expect(await verifyMessage({ address: evm, message: { raw: '0x68656c6c6f' }, signature })).toBe(true)
  })

  it('evm_signTypedData signs an eth_signTypedData_v4 object and the signature verifies', async () => {
    const t = setup()
    const { evm } = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    const signature = (await t.result('evm_signTypedData', { typedData })) as `0x${string}`
    const { EIP712Domain: _domain, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: evm,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: { ...typedData.message, amount: 1000000000000000000000001n },
        signature,
      }),
    ).toBe(true)
  })

  it('evm_signTransaction answers a serialised EIP-1559 transaction signed by the account', async () => {
    const t = setup()
    const { evm } = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    const signed = (await t.result('evm_signTransaction', {
      transaction: {
        chainId: '0x7a69',
        nonce: '0x0',
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        value: '0x1',
        gas: '0x5208',
        maxFeePerGas: '0x3b9aca00',
        maxPriorityFeePerGas: '0x1',
      },
    })) as TransactionSerializedEIP1559
    expect(signed.startsWith('0x02')).toBe(true)
    expect(await recoverTransactionAddress({ serializedTransaction: signed })).toBe(evm)
  })

  it('solana_signMessage answers a base58 ed25519 signature that verifies', async () => {
    const t = setup()
    const { solana } = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    const message = new TextEncoder().encode('Sign in to Latch')
    const { signature } = (await t.result('solana_signMessage', { message: base58.encode(message) })) as {
      signature: string
    }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(solana))).toBe(true)
  })

  it('solana_signTransaction puts a valid signature in the account slot; a foreign transaction is NOT_SIGNER', async () => {
    const t = setup()
    const { solana } = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    const { transaction } = (await t.result('solana_signTransaction', {
      transaction: solanaTransfer(solana),
    })) as {
      transaction: string
    }
    const signed = Transaction.from(base64.decode(transaction))
    expect(signed.verifySignatures()).toBe(true)

    const cosigner = Keypair.generate()
    const partly = (await t.result('solana_signTransaction', {
      transaction: solanaTransfer(solana, cosigner.publicKey),
    })) as { transaction: string }
    const pending = Transaction.from(base64.decode(partly.transaction))
    expect(pending.verifySignatures(false)).toBe(true)
    pending.partialSign(cosigner)
    expect(pending.verifySignatures()).toBe(true)

    const foreign = solanaTransfer(Keypair.generate().publicKey.toBase58())
    expect(await t.errorOf('solana_signTransaction', { transaction: foreign })).toMatchObject({
      code: 'NOT_SIGNER',
    })
  })
})

describe('createKeyFrameHandler: validation and isolation', () => {
  it('answers UNKNOWN_METHOD for a method the frame does not have', async () => {
    const t = setup()
    for (const method of ['eth_sendTransaction', 'toString', '__proto__', 42]) {
      expect(await t.errorOf(method as string, {})).toEqual({
        code: 'UNKNOWN_METHOD',
        message: 'Unknown method',
      })
    }
  })

  it.each([
    ['connect', undefined],
    ['connect', { token: '' }],
    ['connect', { token: 7 }],
    ['connect', { token: 't', extra: 1 }],
    ['disconnect', { now: true }],
    ['disconnect', []],
    ['evm_signMessage', { message: 'hello' }],
    ['evm_signMessage', { message: '0xabc' }],
    ['evm_signTypedData', { typedData: 'x' }],
    ['evm_signTypedData', { typedData: { ...typedData, primaryType: 5 } }],
    ['evm_signTypedData', { typedData: { ...typedData, extra: 1 } }],
    ['evm_signTypedData', { typedData: { ...typedData, primaryType: 'Missing' } }],
    ['evm_signTransaction', { transaction: { chainId: '0x1' } }],
    [
      'evm_signTransaction',
      {
        transaction: {
          chainId: 1,
          nonce: '0x0',
          gas: '0x1',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
        },
      },
    ],
    [
      'evm_signTransaction',
      {
        transaction: {
          chainId: '0x1',
          nonce: '0x0',
          gas: '0x1',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
          from: '0x0',
        },
      },
    ],
    [
      'evm_signTransaction',
      {
        transaction: {
          chainId: '0x1',
          nonce: '0x0',
          gas: '0x1',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
          value: '1.5',
        },
      },
    ],
    ['solana_signMessage', { message: '0OIl' }],
    ['solana_signMessage', { message: '' }],
    ['solana_signTransaction', { transaction: '***' }],
    ['solana_signTransaction', { transaction: 'AAAA' }],
  ])('answers INVALID_PARAMS to %s with %j once connected', async (method, params) => {
    const t = setup()
    await t.result('connect', { token: TOKEN })
    expect((await t.errorOf(method, params))?.code).toBe('INVALID_PARAMS')
  })

  it('never answers a wrong origin, a wrong source window, a wrong channel or a message without an id', async () => {
    const t = setup()
    const request = { channel: FRAME_CHANNEL, id: 1, method: 'connect', params: { token: TOKEN } }
    expect(await t.send({ data: request, origin: 'http://127.0.0.1:6666' })).toEqual([])
    expect(await t.send({ data: request, origin: `${APP}/` })).toEqual([])
    expect(await t.send({ data: request, source: { name: 'another window' } })).toEqual([])
    expect(await t.send({ data: request, source: null })).toEqual([])
    expect(await t.send({ data: { ...request, channel: 'other' } })).toEqual([])
    expect(await t.send({ data: { ...request, id: '1' } })).toEqual([])
    expect(await t.send({ data: 'connect' })).toEqual([])
    expect(await t.send({ data: null })).toEqual([])
    expect(t.posted).toEqual([])
    expect(t.registrations).toEqual([])
  })

  it('answers each allowed origin at its own origin only', async () => {
    const t = setup({ allowedOrigins: [APP, OTHER_APP] })
    expect((await t.call('disconnect', {})).origin).toBe(APP)
    expect((await t.call('disconnect', {}, { origin: OTHER_APP })).origin).toBe(OTHER_APP)
    expect(t.posted.map((p) => p.origin)).toEqual([APP, OTHER_APP])
  })

  it('answers requests in the order they arrived even when sent at once', async () => {
    const t = setup()
    const ids = [101, 102, 103]
    await Promise.all([
      t.send({ data: { channel: FRAME_CHANNEL, id: 101, method: 'connect', params: { token: TOKEN } } }),
      t.send({
        data: { channel: FRAME_CHANNEL, id: 102, method: 'evm_signMessage', params: { message: '0x01' } },
      }),
      t.send({ data: { channel: FRAME_CHANNEL, id: 103, method: 'disconnect', params: {} } }),
    ])
    expect(t.posted.map((p) => p.message.id)).toEqual(ids)
    expect(t.posted.every((p) => 'result' in p.message)).toBe(true)
  })
})

describe('createKeyFrameHandler: no key material leaves the frame', () => {
  it('posts no mnemonic, seed or private key in any answer across a full session', async () => {
    const t = setup()
    const accounts = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    await t.result('evm_signMessage', { message: '0x68656c6c6f' })
    await t.result('evm_signTypedData', { typedData })
    await t.result('evm_signTransaction', {
      transaction: {
        chainId: '0x1',
        nonce: '0x0',
        data: '0x',
        gas: '0x5208',
        maxFeePerGas: '0x2',
        maxPriorityFeePerGas: '0x1',
      },
    })
    await t.result('solana_signMessage', { message: base58.encode(new Uint8Array(200).fill(1)) })
    await t.result('solana_signTransaction', {
      transaction: solanaTransfer(accounts.solana, Keypair.generate().publicKey),
    })
    await t.errorOf('solana_signTransaction', {
      transaction: solanaTransfer(Keypair.generate().publicKey.toBase58()),
    })
    await t.errorOf('evm_signTypedData', { typedData: { ...typedData, primaryType: 'Missing' } })
    await t.errorOf('evm_signMessage', { message: 'nope' })
    await t.errorOf('unknown_method', {})
    await t.errorOf('connect', { token: 'bad' })
    await t.result('connect', { token: TOKEN })
    await t.result('disconnect', {})
    await t.errorOf('evm_signMessage', { message: '0x00' })

    expect(t.posted.length).toBeGreaterThanOrEqual(13)
    const secrets = await t.secretsOf('u-1')
    expect(secrets.shares.length).toBeGreaterThanOrEqual(3)
    expect(findKeyMaterial(t.posted, secrets)).toEqual([])
  })

  it('the key-material search itself finds each secret and share in every encoding (positive control)', async () => {
    const t = setup()
    await t.result('connect', { token: TOKEN })
    const secrets = await t.secretsOf('u-1')
    const words = secrets.mnemonic.split(' ')
    expect(findKeyMaterial({ note: `x ${words[3]} ${words[4]} y` }, secrets)).toHaveLength(1)
    // the device, auth and recovery shares, as typed (any case, with or without dashes)
    const shareTexts = [
      (await t.vault.load('u-1')) as string,
      t.memory.puts[0]?.body.authShare,
      t.visitor.shown[0]?.code,
    ]
    expect(secrets.shares).toHaveLength(3)
    for (const text of shareTexts as string[]) {
      expect(findKeyMaterial({ kit: `code: ${text.toLowerCase()}` }, secrets).length, text).toBeGreaterThan(0)
      expect(findKeyMaterial([text.replaceAll('-', ' ')], secrets).length, text).toBeGreaterThan(0)
    }
    expect(secrets.bytes.filter(({ name }) => name.includes('share'))).toHaveLength(3)
    for (const { value } of secrets.bytes) {
      const padded = new Uint8Array([9, ...value, 9])
      const hexText = Buffer.from(value).toString('hex')
      for (const text of [
        hexText,
        `0x${hexText.toUpperCase()}`,
        base58.encode(value),
        base64.encode(padded),
        Buffer.from(new Uint8Array([1, 2, ...value])).toString('base64url'),
      ]) {
        expect(findKeyMaterial([{ result: `data:${text}` }], secrets).length, text).toBeGreaterThan(0)
      }
      expect(findKeyMaterial({ raw: padded }, secrets).length).toBeGreaterThan(0)
    }
  })
})
