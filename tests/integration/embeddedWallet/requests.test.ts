import { MESSAGES, RpcNotAllowedError, UserRejectedRequestError } from '@latch/core'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { type createPublicClient, toHex, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifySolanaMessage } from '../../../packages/embedded-wallet/src/frame/testing/verifySolanaMessage'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { pendingApproval, startFundedVisitor } from './fundedVisitor'

let world: EmbeddedWalletWorld
let browser: Browser
let evm: `0x${string}`
let solana: string
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  ;({ world, browser, evm, solana, client } = await startFundedVisitor('eve@example.com', 10n ** 19n))
  await world.solana.airdrop(solana, 5_000_000_000n)
})
afterAll(async () => {
  await world?.stop()
})

/** What reached the frame and the network so far. */
const traffic = () => ({ frame: browser.frame.log.requests.length, fetched: browser.fetched.length })
const request = (namespace: 'eip155' | 'solana', method: string, params?: unknown) =>
  browser
    .adapter(namespace)
    .request({ connectorId: 'ID_AUTH', method, ...(params === undefined ? {} : { params }) })

describe('embedded wallet: EVM requests through the auth connector on the Hardhat chain (SPEC §6)', () => {
  it('answers safe reads from the chain with no approval and without the key frame', async () => {
    const before = traffic()
    const blockNumber = await request('eip155', 'eth_blockNumber')
    expect(blockNumber).toBe(toHex(await client.getBlockNumber()))
    const balance = await request('eip155', 'eth_getBalance', [evm, 'latest'])
    expect(BigInt(String(balance))).toBe(10n ** 19n)
    expect(browser.latch.getState().approval.pending).toEqual([])
    expect(browser.latch.getState().modal.open).toBe(false)
    expect(traffic().frame).toBe(before.frame)
  })

  it('sends eth_sendTransaction only after approval: the receiver gains exactly the amount', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const amount = 123_456_789_000_000_000n
    const sending = request('eip155', 'eth_sendTransaction', [{ from: evm, to, value: toHex(amount) }])
    const pending = await pendingApproval(browser.latch)
    expect(pending).toMatchObject({ namespace: 'eip155', method: 'eth_sendTransaction' })
    expect(browser.latch.getState().router.view).toBe('ApproveTransaction')
    expect(browser.frame.log.requests.map((r) => r.method)).not.toContain('evm_signTransaction')
    expect(await client.getBalance({ address: to })).toBe(0n)

    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const hash = (await sending) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: 'success', from: evm.toLowerCase(), to: to.toLowerCase() })
    expect(await client.getBalance({ address: to })).toBe(amount)
    expect(browser.frame.log.requests.at(-1)?.method).toBe('evm_signTransaction')
  })

  it('on decline rejects with the user-rejected error and sends nothing (nonce unchanged)', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const nonce = await client.getTransactionCount({ address: evm })
    const before = traffic()
    const sending = request('eip155', 'eth_sendTransaction', [{ from: evm, to, value: '0x1' }])
    const pending = await pendingApproval(browser.latch)
    expect(browser.latch.approval.decline(pending.id)).toBe(true)
    const error = await sending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).shortMessage).toBe(MESSAGES.userRejected)
    expect(traffic()).toEqual(before)
    expect(await client.getTransactionCount({ address: evm })).toBe(nonce)
    expect(await client.getBalance({ address: to })).toBe(0n)
  })

  it.each(['eth_sign', 'wallet_foo'])(
    'refuses the unknown method %s with “Requested RPC call is not allowed” before it reaches the service or the frame',
    async (method) => {
      const before = traffic()
      const error = await request('eip155', method, [evm, '0xdeadbeef']).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RpcNotAllowedError)
      expect((error as RpcNotAllowedError).shortMessage).toBe('Requested RPC call is not allowed')
      expect((error as RpcNotAllowedError).uiMessage).toBe('Action not allowed')
      expect(traffic()).toEqual(before)
      expect(browser.latch.getState().approval.pending).toEqual([])
      expect(browser.latch.getState().modal.open).toBe(false)
    },
  )

  it('signs personal_sign after approval; the signature verifies against the embedded address', async () => {
    const message = 'Sign in to Latch at 127.0.0.1'
    const signing = browser.adapter('eip155').signMessage({
      connectorId: 'ID_AUTH',
      address: evm,
      message,
      network: world.evmNetwork,
    })
    const pending = await pendingApproval(browser.latch)
    expect(pending.method).toBe('personal_sign')
    browser.latch.approval.approve(pending.id)
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address: evm, message, signature })).toBe(true)
  })

  it('signs eth_signTypedData_v4 after approval; the signature verifies against the embedded address', async () => {
    const typedData = {
      domain: {
        name: 'Latch Test',
        version: '1',
        chainId: world.chain.chainId,
        verifyingContract: '0x000000000000000000000000000000000000dEaD',
      },
      types: {
        Mail: [
          { name: 'from', type: 'address' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { from: evm, contents: 'Hello, Bob!', amount: '42' },
    } as const
    const signing = request('eip155', 'eth_signTypedData_v4', [
      evm,
      JSON.stringify({
        ...typedData,
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
          ...typedData.types,
        },
      }),
    ])
    const pending = await pendingApproval(browser.latch)
    expect(pending.method).toBe('eth_signTypedData_v4')
    browser.latch.approval.approve(pending.id)
    const signature = (await signing) as `0x${string}`
    expect(
      await verifyTypedData({
        address: evm,
        domain: typedData.domain,
        types: typedData.types,
        primaryType: 'Mail',
        message: { ...typedData.message, amount: 42n },
        signature,
      }),
    ).toBe(true)
  })
})

describe('embedded wallet: Solana requests through the auth connector on the local SVM', () => {
  it('sends SOL with solana_signAndSendTransaction after approval: the receiver gains exactly the lamports', async () => {
    const connection = new Connection(world.solana.url, 'confirmed')
    const from = new PublicKey(solana)
    const receiver = Keypair.generate().publicKey
    const lamports = 1_234_567_890
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: receiver, lamports }))
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64')
    const senderBefore = await connection.getBalance(from)

    const sending = request('solana', 'solana_signAndSendTransaction', { transaction, pubkey: solana })
    const pending = await pendingApproval(browser.latch)
    expect(pending).toMatchObject({ namespace: 'solana', method: 'solana_signAndSendTransaction' })
    expect(await connection.getBalance(receiver)).toBe(0)
    browser.latch.approval.approve(pending.id)
    const { signature } = (await sending) as { signature: string }
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(receiver)).toBe(lamports)
    expect(senderBefore - (await connection.getBalance(from))).toBe(lamports + 5000)
  })

  it('signs solana_signMessage after approval; the ed25519 signature verifies against the embedded address', async () => {
    const message = 'hello from the embedded wallet'
    const signing = browser.adapter('solana').signMessage({
      connectorId: 'ID_AUTH',
      address: solana,
      message,
      network: world.solanaNetwork,
    })
    const pending = await pendingApproval(browser.latch)
    expect(pending.method).toBe('solana_signMessage')
    browser.latch.approval.approve(pending.id)
    expect(verifySolanaMessage(message, await signing, solana)).toBe(true)
    expect(verifySolanaMessage('another message', await signing, solana)).toBe(false)
  })
})

describe('embedded wallet: key material', () => {
  it('no answer the key frame posted (addresses, signatures, signed transactions) carries key material', async () => {
    const methods = new Set(browser.frame.log.requests.map((r) => r.method))
    expect(methods).toEqual(
      new Set([
        'connect',
        'evm_signTransaction',
        'evm_signMessage',
        'evm_signTypedData',
        'solana_signTransaction',
        'solana_signMessage',
      ]),
    )
    expect(browser.frame.log.posted.every((p) => !('error' in p.message))).toBe(true)
    expect(await world.allMnemonics()).toHaveLength(1)
    expect(await world.keyMaterialInFramePosts()).toEqual([])
  })
})
