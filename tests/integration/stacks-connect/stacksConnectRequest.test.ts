import { CONNECT_ERROR_CODES, type StacksConnectRequest } from '@latch/stacks/connect'
import { describeStacksTransaction, verifyStacksMessageSignature } from '@latch/stacks/validation'
import {
  buildTestPsbt,
  createTestWbipWallet,
  decodeBitcoinTransaction,
  finalizePsbt,
  startStacksApiServer,
  TEST_KEYS,
  TEST_STX_FEE,
  type TestWalletFlavour,
  verifyPsbtInputSignature,
} from '@latch/testing/stacks'
import {
  addressFromVersionHash,
  addressHashModeToVersion,
  addressToString,
  Cl,
  deserializeTransaction,
} from '@stacks/transactions'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectWorld } from './connectWorld'

const FLAVOURS: TestWalletFlavour[] = ['leather', 'xverse']
const bob = createTestWbipWallet({ flavour: 'leather', network: 'testnet', keys: TEST_KEYS.bob }).accounts

let api: Awaited<ReturnType<typeof startStacksApiServer>>
let unmount: (() => void) | undefined
beforeAll(async () => {
  api = await startStacksApiServer()
})
afterAll(() => api.close())
afterEach(() => {
  unmount?.()
  unmount = undefined
  vi.unstubAllGlobals()
})

async function world(flavour: TestWalletFlavour, broadcast = false, review = false) {
  const w = await connectWorld(flavour, broadcast ? api : undefined, { review })
  unmount = w.unmount
  return w
}

/** The Stacks address whose key signed a serialized transaction. */
function signerOf(hex: string): string {
  const condition = deserializeTransaction(hex).auth.spendingCondition
  return addressToString(
    addressFromVersionHash(addressHashModeToVersion(condition.hashMode, 'testnet'), condition.signer),
  )
}

/** Code written for @stacks/connect 8, unchanged: it only knows `request`. */
async function payRent(request: StacksConnectRequest, recipient: string) {
  return request('stx_transferStx', { recipient, amount: '1000', memo: 'rent for march' })
}

describe('@stacks/connect-style request through Latch', () => {
  for (const flavour of FLAVOURS) {
    it(`${flavour}: stx_transferStx broadcasts exactly the requested transfer, signed by the connected key, and the local Stacks API applies it`, async () => {
      const { wallet, request } = await world(flavour, true)
      const me = wallet.accounts.stxAddress
      api.state.stx.set(me, 5_000_000n)
      const bobBefore = api.state.stx.get(bob.stxAddress) ?? 0n

      const result = await payRent(request, bob.stxAddress)

      const hex = wallet.signed.at(-1)!
      await expect(describeStacksTransaction(hex, 'testnet')).resolves.toMatchObject({
        type: 'token_transfer',
        recipient: bob.stxAddress,
        amount: 1000n,
        memo: 'rent for march',
        txid: result.txid,
      })
      expect(result.transaction).toBe(hex)
      expect(() => deserializeTransaction(hex).verifyOrigin()).not.toThrow()
      expect(signerOf(hex)).toBe(me)
      // what the node reports after the broadcast
      const listing = (await (
        await fetch(`${api.url}/extended/v1/address/${me}/transactions?limit=1`)
      ).json()) as { results: { tx_id: string; sender_address: string; token_transfer: object }[] }
      expect(listing.results[0]).toMatchObject({
        tx_id: `0x${result.txid}`,
        sender_address: me,
        token_transfer: { recipient_address: bob.stxAddress, amount: '1000' },
      })
      expect(api.state.stx.get(me)).toBe(5_000_000n - 1000n - TEST_STX_FEE)
      expect(api.state.stx.get(bob.stxAddress)).toBe(bobBefore + 1000n)
    })
  }

  it("a transfer the local Stacks API refuses (not enough funds) fails with -32603 and the node's reason, and moves nothing", async () => {
    const { wallet, request } = await world('xverse', true)
    const me = wallet.accounts.stxAddress
    api.state.stx.set(me, 500n)
    const listed = api.state.stxTxs.length
    await expect(payRent(request, bob.stxAddress)).rejects.toMatchObject({
      name: 'StacksConnectError',
      code: -32603,
      data: 'TX_REJECTED',
      cause: expect.objectContaining({ reason: 'NotEnoughFunds' }),
    })
    expect(api.state.stx.get(me)).toBe(500n)
    expect(api.state.stxTxs.length).toBe(listed)
  })

  it('stx_callContract with Clarity values and hex arguments signs a call with exactly those arguments and a deny-mode post-condition', async () => {
    const { wallet, request } = await world('leather')
    const me = wallet.accounts.stxAddress
    const contract = `${bob.stxAddress}.vault` as const
    const result = await request('stx_callContract', {
      contract,
      functionName: 'deposit',
      functionArgs: [Cl.uint(2n ** 128n - 1n), Cl.principal(me)],
      postConditions: [{ type: 'stx-postcondition', address: me, condition: 'lte', amount: 5000 }],
      postConditionMode: 'deny',
      network: 'testnet',
    })
    const hex = wallet.signed.at(-1)!
    const tx = await describeStacksTransaction(hex, 'testnet')
    expect(tx).toMatchObject({ type: 'contract_call', contract, functionName: 'deposit', txid: result.txid })
    if (tx.type === 'contract_call')
      expect(tx.functionArgs).toEqual([Cl.uint(2n ** 128n - 1n), Cl.principal(me)])
    expect(signerOf(hex)).toBe(me)
    expect(deserializeTransaction(hex).postConditionMode).toBe(2) // deny

    // the same call with serialized (hex) arguments, as @stacks/connect also takes them
    await request('stx_callContract', {
      contract,
      functionName: 'deposit',
      functionArgs: [Cl.serialize(Cl.uint(7)), Cl.serialize(Cl.principal(me))],
    })
    const again = await describeStacksTransaction(wallet.signed.at(-1)!, 'testnet')
    if (again.type === 'contract_call') expect(again.functionArgs).toEqual([Cl.uint(7), Cl.principal(me)])
  })

  it('stx_transferSip10Ft signs the token contract transfer(amount, sender, recipient, none) guarded by an exact post-condition', async () => {
    const { wallet, request } = await world('xverse')
    const me = wallet.accounts.stxAddress
    await request('stx_transferSip10Ft', {
      recipient: bob.stxAddress,
      asset: `${bob.stxAddress}.usd-token::usd`,
      amount: 250,
    })
    const tx = deserializeTransaction(wallet.signed.at(-1)!)
    const described = await describeStacksTransaction(wallet.signed.at(-1)!, 'testnet')
    expect(described).toMatchObject({
      type: 'contract_call',
      contract: `${bob.stxAddress}.usd-token`,
      functionName: 'transfer',
    })
    if (described.type === 'contract_call')
      expect(described.functionArgs).toEqual([
        Cl.uint(250),
        Cl.principal(me),
        Cl.principal(bob.stxAddress),
        Cl.none(),
      ])
    expect(tx.postConditionMode).toBe(2)
    expect(tx.postConditions.values).toHaveLength(1)
  })

  for (const flavour of FLAVOURS) {
    it(`${flavour}: stx_signMessage returns the connected key and a signature that verifies for the connected address only`, async () => {
      const { wallet, request } = await world(flavour)
      const message = 'Sign in to the app ✓'
      const { signature, publicKey } = await request('stx_signMessage', { message })
      expect(publicKey).toBe(wallet.accounts.stxPublicKey)
      await expect(
        verifyStacksMessageSignature({ address: wallet.accounts.stxAddress, message, signature }),
      ).resolves.toBe(true)
      await expect(
        verifyStacksMessageSignature({ address: bob.stxAddress, message, signature }),
      ).resolves.toBe(false)
    })

    it(`${flavour}: getAddresses answers @stacks/connect's address entries with the wallet's keys; stx_getAddresses only the STX one`, async () => {
      const { wallet, request } = await world(flavour)
      const a = wallet.accounts
      const { addresses } = await request('getAddresses')
      expect(addresses).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ symbol: 'STX', address: a.stxAddress, publicKey: a.stxPublicKey }),
          expect.objectContaining({
            symbol: 'BTC',
            purpose: 'payment',
            address: a.btcPaymentAddress,
            publicKey: a.btcPaymentPublicKey,
          }),
        ]),
      )
      await expect(request('stx_getAddresses', { network: 'testnet' })).resolves.toEqual({
        addresses: [
          expect.objectContaining({ symbol: 'STX', address: a.stxAddress, publicKey: a.stxPublicKey }),
        ],
      })
    })

    it(`${flavour}: sendTransfer (Bitcoin) with a number amount signs a transaction paying exactly that to the recipient`, async () => {
      const { wallet, request } = await world(flavour)
      const result = await request('sendTransfer', {
        recipients: [{ address: bob.btcPaymentAddress, amount: 12_345 }],
        network: 'testnet',
      })
      const tx = decodeBitcoinTransaction(wallet.signed.at(-1)!, 'testnet')
      expect(result).toEqual({ txid: tx.txid })
      expect(tx.outputs).toEqual([{ address: bob.btcPaymentAddress, amount: 12_345n }])
    })

    it(`${flavour}: signPsbt with plain input indexes signs them with the connected payment key and answers a base64 PSBT`, async () => {
      const { wallet, request } = await world(flavour)
      const psbt = buildTestPsbt({
        ownerPublicKey: wallet.accounts.btcPaymentPublicKey,
        inputAmount: 50_000n,
        to: bob.btcPaymentAddress,
        amount: 40_000n,
        network: 'testnet',
      })
      const result = await request('signPsbt', { psbt, signInputs: [0] })
      expect(verifyPsbtInputSignature(result.psbt, 0)).toEqual({
        valid: true,
        publicKey: wallet.accounts.btcPaymentPublicKey,
      })
      expect(decodeBitcoinTransaction(finalizePsbt(result.psbt), 'testnet').outputs).toEqual([
        { address: bob.btcPaymentAddress, amount: 40_000n },
      ])
    })

    it(`${flavour}: a refused request fails with @stacks/connect's UserRejection (-32000), a closed prompt with UserCanceled (-31001)`, async () => {
      const { wallet, request } = await world(flavour)
      wallet.rejectNext()
      await expect(request('stx_signMessage', { message: 'hi' })).rejects.toMatchObject({
        name: 'StacksConnectError',
        code: -32000,
        data: '4001',
        cause: expect.objectContaining({ name: 'UserRejectedRequestError' }),
      })
      wallet.cancelNext()
      await expect(
        request('sendTransfer', { recipients: [{ address: bob.btcPaymentAddress, amount: 1000n }] }),
      ).rejects.toMatchObject({ code: CONNECT_ERROR_CODES.UserCanceled })
    })
  }

  it('with features.review, stx_callContract first waits in ApproveTransaction before the wallet; Continue signs exactly that call, decline fails with UserRejection (-32000) and the wallet hears nothing', async () => {
    const { latch, wallet, request } = await world('leather', false, true)
    const me = wallet.accounts.stxAddress
    const call = {
      contract: `${bob.stxAddress}.vault` as const,
      functionName: 'deposit',
      functionArgs: [Cl.uint(5n), Cl.principal(me)],
      postConditionMode: 'allow' as const,
    }
    const waiting = async () =>
      vi.waitFor(() => {
        const [pending] = latch.getState().approval.pending
        if (!pending) throw new Error('nothing waits')
        return pending
      })
    const calls = wallet.calls.length
    const declined = request('stx_callContract', call)
    const first = await waiting()
    expect(first).toMatchObject({ namespace: 'stacks', method: 'stx_callContract', beforeWallet: true })
    expect(latch.approval.decline(first.id)).toBe(true)
    await expect(declined).rejects.toMatchObject({ name: 'StacksConnectError', code: -32000 })
    expect(wallet.calls.length).toBe(calls)

    const approved = request('stx_callContract', call)
    const second = await waiting()
    expect(wallet.calls.length).toBe(calls)
    latch.approval.approve(second.id)
    const result = await approved
    // the wallet was asked once, after Continue, and signed the call that waited
    expect(wallet.calls.length).toBe(calls + 1)
    const tx = await describeStacksTransaction(wallet.signed.at(-1)!, 'testnet')
    expect(tx).toMatchObject({ type: 'contract_call', functionName: 'deposit', txid: result.txid })
    if (tx.type === 'contract_call') expect(tx.functionArgs).toEqual([Cl.uint(5n), Cl.principal(me)])
  })

  it('with features.review, a Bitcoin signPsbt waits before the wallet too, while getAddresses and stx_signMessage go straight to it', async () => {
    const { latch, wallet, request } = await world('xverse', false, true)
    await request('getAddresses')
    await request('stx_signMessage', { message: 'hi' })
    expect(latch.getState().approval.pending).toEqual([])
    const psbt = buildTestPsbt({
      ownerPublicKey: wallet.accounts.btcPaymentPublicKey,
      inputAmount: 50_000n,
      to: bob.btcPaymentAddress,
      amount: 40_000n,
      network: 'testnet',
    })
    const calls = wallet.calls.length
    const signing = request('signPsbt', { psbt, signInputs: [0] })
    const pending = await vi.waitFor(() => {
      const [first] = latch.getState().approval.pending
      if (!first) throw new Error('nothing waits')
      return first
    })
    expect(pending).toMatchObject({ namespace: 'bip122', method: 'signPsbt', beforeWallet: true })
    expect(wallet.calls.length).toBe(calls)
    latch.approval.approve(pending.id)
    const result = await signing
    expect(verifyPsbtInputSignature(result.psbt, 0)).toMatchObject({ valid: true })
  })

  it('the request(options, method, params) overload works with the connected provider and refuses another one', async () => {
    const { wallet, request } = await world('leather')
    await expect(
      request({ provider: wallet.provider, forceWalletSelect: false }, 'stx_signMessage', { message: 'hi' }),
    ).resolves.toMatchObject({ publicKey: wallet.accounts.stxPublicKey })
    const before = wallet.calls.length
    await expect(request({ provider: {} }, 'stx_signMessage', { message: 'hi' })).rejects.toMatchObject({
      code: -32602,
      data: 'INVALID_OPTIONS',
    })
    expect(wallet.calls.length).toBe(before)
  })
})

describe('parameters are checked before the wallet is contacted', () => {
  const cases: [string, (request: StacksConnectRequest) => Promise<unknown>, object][] = [
    [
      'a negative amount',
      (r) => r('stx_transferStx', { recipient: bob.stxAddress, amount: -1 }),
      { code: -32602, data: 'AMOUNT_OUT_OF_RANGE' },
    ],
    [
      'an amount over 2^64-1',
      (r) => r('stx_transferStx', { recipient: bob.stxAddress, amount: '18446744073709551616' }),
      { code: -32602, data: 'AMOUNT_OUT_OF_RANGE' },
    ],
    [
      'a fractional number amount',
      (r) => r('stx_transferStx', { recipient: bob.stxAddress, amount: 1.5 }),
      { code: -32602, data: 'INVALID_AMOUNT' },
    ],
    [
      'a number amount past 2^53, which lost its exact value',
      (r) => r('stx_transferStx', { recipient: bob.stxAddress, amount: 2 ** 60 + 1 }),
      { code: -32602, data: 'INVALID_AMOUNT' },
    ],
    [
      'a mainnet recipient on testnet',
      (r) =>
        r('stx_transferStx', {
          recipient: createTestWbipWallet({ flavour: 'leather', network: 'mainnet' }).accounts.stxAddress,
          amount: '1',
        }),
      { code: -32602 },
    ],
    [
      'a request for mainnet while the connection is on testnet',
      (r) => r('stx_transferStx', { recipient: bob.stxAddress, amount: '1', network: 'mainnet' }),
      { code: -32602, data: 'WRONG_NETWORK' },
    ],
    [
      "post-condition mode 'originator', which Latch does not send",
      (r) =>
        r('stx_callContract', {
          contract: `${bob.stxAddress}.vault`,
          functionName: 'deposit',
          postConditionMode: 'originator',
        }),
      { code: -32602, data: 'INVALID_PARAMS' },
    ],
    [
      'a sender address that is not the connected account',
      (r) => r('stx_transferStx', { recipient: bob.stxAddress, amount: '1', address: bob.stxAddress }),
      { code: -32602, data: 'INVALID_PARAMS' },
    ],
    [
      'a Bitcoin recipient of another network',
      (r) =>
        r('sendTransfer', {
          recipients: [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 1 }],
        }),
      { code: -32602 },
    ],
    [
      'an unknown method',
      (r) => (r as (method: string, params?: unknown) => Promise<unknown>)('stx_mintEverything', {}),
      { code: -32601, data: '-32601', message: expect.stringContaining('stx_mintEverything') },
    ],
    [
      'a method Latch has no counterpart for (Leather Gaia accounts)',
      (r) => r('stx_getAccounts', {}),
      { code: -32601 },
    ],
  ]
  for (const [what, call, expected] of cases) {
    it(`${what} is refused`, async () => {
      const { wallet, request } = await world('leather')
      const before = wallet.calls.length
      await expect(call(request)).rejects.toMatchObject({ name: 'StacksConnectError', ...expected })
      expect(wallet.calls.length).toBe(before)
    })
  }

  it('with no wallet connected a request fails as not connected', async () => {
    const { latch, request, wallet } = await world('xverse')
    await latch.disconnect({ namespace: 'stacks' })
    const before = wallet.calls.length
    await expect(request('stx_signMessage', { message: 'hi' })).rejects.toMatchObject({
      code: CONNECT_ERROR_CODES.UnknownError,
      data: 'NOT_CONNECTED',
    })
    expect(wallet.calls.length).toBe(before)
  })
})
