import { hexToBytes } from '@noble/hashes/utils.js'
import { deserializeTransaction } from '@stacks/transactions'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestWbipWallet } from './createTestWbipWallet'
import { deriveTestAccounts } from './deriveTestAccounts'
import { TEST_STX_FEE } from './stacksWalletOps'
import { startStacksApiServer } from './startStacksApiServer'
import { TEST_KEYS } from './testKeys'

type Api = Awaited<ReturnType<typeof startStacksApiServer>>

const alice = deriveTestAccounts(TEST_KEYS.alice, 'testnet')
const bob = deriveTestAccounts(TEST_KEYS.bob, 'testnet')

async function stxBalance(api: Api, address: string): Promise<bigint> {
  const body = (await (await fetch(`${api.url}/extended/v1/address/${address}/stx`)).json()) as {
    balance: string
  }
  return BigInt(body.balance)
}

describe('a Stacks test wallet that broadcasts to the local Stacks API', () => {
  let api: Api
  beforeEach(async () => {
    api = await startStacksApiServer()
    api.state.stx.set(alice.stxAddress, 5_000_000n)
  })
  afterEach(async () => {
    await api.close()
  })

  it('broadcasts its STX transfers with the nonce the node gives, and the node moves the balances', async () => {
    const wallet = createTestWbipWallet({ flavour: 'sip030', keys: TEST_KEYS.alice, broadcastUrl: api.url })
    for (const amount of ['1000000', '250000']) {
      const result = (await wallet.provider.request('stx_transferStx', {
        recipient: bob.stxAddress,
        amount,
      })) as { txId: string }
      expect(api.state.stxTxs[0]).toMatchObject({ txid: `0x${result.txId}`, recipient: bob.stxAddress })
    }
    expect(await stxBalance(api, alice.stxAddress)).toBe(5_000_000n - 1_250_000n - 2n * TEST_STX_FEE)
    expect(await stxBalance(api, bob.stxAddress)).toBe(1_250_000n)
    const nonces = wallet.signed.map((hex) => deserializeTransaction(hex).auth.spendingCondition.nonce)
    expect(nonces).toEqual([0n, 1n])
    const account = (await (await fetch(`${api.url}/v2/accounts/${alice.stxAddress}`)).json()) as {
      nonce: number
    }
    expect(account.nonce).toBe(2)
  })

  it('fails the request with the node’s reason when the node refuses the transfer, and nothing moves', async () => {
    const wallet = createTestWbipWallet({ flavour: 'leather', keys: TEST_KEYS.alice, broadcastUrl: api.url })
    await expect(
      wallet.provider.request('stx_transferStx', { recipient: bob.stxAddress, amount: '5000000' }),
    ).rejects.toMatchObject({ error: { code: -32603, message: expect.stringContaining('NotEnoughFunds') } })
    expect(await stxBalance(api, alice.stxAddress)).toBe(5_000_000n)
    expect(api.state.stxTxs).toEqual([])
  })

  it('takes a contract call without running it: the sender pays the fee, its nonce moves on and the call is listed as one', async () => {
    const wallet = createTestWbipWallet({ flavour: 'sip030', keys: TEST_KEYS.alice, broadcastUrl: api.url })
    const contract = `${bob.stxAddress}.demo-swap`
    const result = (await wallet.provider.request('stx_callContract', {
      contract,
      functionName: 'swap',
      functionArgs: [`01${5n.toString(16).padStart(32, '0')}`],
      postConditionMode: 'allow',
    })) as { txId: string }
    expect(api.state.stxTxs[0]).toMatchObject({
      txid: `0x${result.txId}`,
      sender: alice.stxAddress,
      recipient: contract,
      amount: 0n,
      call: { contract, functionName: 'swap' },
    })
    expect(await stxBalance(api, alice.stxAddress)).toBe(5_000_000n - TEST_STX_FEE)
    expect(api.state.nonces.get(alice.stxAddress)).toBe(1n)
    const listed = (await (
      await fetch(`${api.url}/extended/v1/address/${alice.stxAddress}/transactions`)
    ).json()) as { results: Record<string, unknown>[] }
    expect(listed.results[0]).toMatchObject({
      tx_id: `0x${result.txId}`,
      tx_type: 'contract_call',
      contract_call: { contract_id: contract, function_name: 'swap' },
    })
  })

  it('the node refuses a transfer whose signature was tampered with, a replayed nonce and another network', async () => {
    const wallet = createTestWbipWallet({ flavour: 'xverse', keys: TEST_KEYS.alice })
    await wallet.provider.request('stx_transferStx', { recipient: bob.stxAddress, amount: '1000' })
    const signed = Uint8Array.from(hexToBytes(wallet.signed[0]!))
    const post = (body: Uint8Array<ArrayBuffer>) =>
      fetch(`${api.url}/v2/transactions`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { reason?: string } }))
    // the amount (last bytes before the 34-byte memo) changed after signing
    const tampered = signed.slice()
    tampered[tampered.length - 35] = (tampered[tampered.length - 35] ?? 0) ^ 1
    await expect(post(tampered)).resolves.toMatchObject({
      status: 400,
      body: { reason: 'SignatureValidation' },
    })
    await expect(post(signed)).resolves.toMatchObject({ status: 200 })
    await expect(post(signed)).resolves.toMatchObject({ status: 400, body: { reason: 'BadNonce' } })
    const mainnet = createTestWbipWallet({ flavour: 'xverse', keys: TEST_KEYS.alice, network: 'mainnet' })
    await mainnet.provider.request('stx_transferStx', {
      recipient: deriveTestAccounts(TEST_KEYS.bob, 'mainnet').stxAddress,
      amount: '1000',
    })
    await expect(post(Uint8Array.from(hexToBytes(mainnet.signed[0]!)))).resolves.toMatchObject({
      status: 400,
      body: { reason: 'BadTransactionVersion' },
    })
    expect(api.state.stxTxs).toHaveLength(1)
  })

  it('lists a funded Bitcoin address’s output at /address/{a}/utxo, and none for an empty one', async () => {
    api.state.btc.set(alice.btcPaymentAddress, { confirmed: 50_000n })
    const utxos = await (await fetch(`${api.url}/address/${alice.btcPaymentAddress}/utxo`)).json()
    expect(utxos).toEqual([
      { txid: expect.stringMatching(/^[0-9a-f]{64}$/), vout: 0, value: 50_000, status: expect.anything() },
    ])
    await expect((await fetch(`${api.url}/address/${bob.btcPaymentAddress}/utxo`)).json()).resolves.toEqual(
      [],
    )
  })
})
