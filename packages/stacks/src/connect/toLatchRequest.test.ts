import { describe, expect, it } from 'vitest'
import { type ConnectRequestContext, toLatchRequest } from './toLatchRequest'

const stx = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM'
const context: ConnectRequestContext = {
  stacksNetwork: 'testnet',
  bitcoinNetwork: 'testnet',
  addresses: [
    { address: stx, symbol: 'STX', purpose: 'stacks' },
    { address: 'tb1qpayment', symbol: 'BTC', purpose: 'payment' },
  ],
}

describe("toLatchRequest turns @stacks/connect's parameters into Latch's", () => {
  it('safe-integer number amounts, fees and nonces become bigints; strings and bigints stay', async () => {
    await expect(
      toLatchRequest(
        'stx_transferStx',
        { recipient: stx, amount: 1000, fee: '300', nonce: 2n, memo: 'm' },
        context,
      ),
    ).resolves.toEqual({
      method: 'stx_transferStx',
      params: { recipient: stx, amount: 1000n, fee: '300', nonce: 2n, memo: 'm' },
    })
  })

  it('drops the fields Latch does not send (publicKey hint, matching sender address, network)', async () => {
    await expect(
      toLatchRequest('stx_signMessage', { message: 'hi', publicKey: '02ff' }, context),
    ).resolves.toEqual({ method: 'stx_signMessage', params: { message: 'hi' } })
    await expect(
      toLatchRequest(
        'stx_transferStx',
        { recipient: stx, amount: '1', address: stx, network: 'devnet' },
        context,
      ),
    ).resolves.toEqual({ method: 'stx_transferStx', params: { recipient: stx, amount: '1' } })
  })

  it('maps profile to person, a string Clarity version to its number, stx_getAddresses to getAddresses', async () => {
    await expect(toLatchRequest('stx_updateProfile', { profile: { name: 'A' } }, context)).resolves.toEqual({
      method: 'stx_updateProfile',
      params: { person: { name: 'A' } },
    })
    await expect(
      toLatchRequest(
        'stx_deployContract',
        { name: 'c', clarityCode: '(ok u1)', clarityVersion: '3' },
        context,
      ),
    ).resolves.toMatchObject({ params: { clarityVersion: 3 } })
    await expect(toLatchRequest('stx_getAddresses', undefined, context)).resolves.toEqual({
      method: 'getAddresses',
      params: undefined,
    })
  })

  it("signPsbt's plain indexes are the payment address's", async () => {
    await expect(
      toLatchRequest('signPsbt', { psbt: 'cHNidP8=', signInputs: [0, 2] }, context),
    ).resolves.toEqual({
      method: 'signPsbt',
      params: {
        psbt: 'cHNidP8=',
        signInputs: [
          { index: 0, address: 'tb1qpayment' },
          { index: 2, address: 'tb1qpayment' },
        ],
      },
    })
  })

  const refused: [string, Parameters<typeof toLatchRequest>[0], unknown, string][] = [
    ['parameters that are not an object', 'stx_signMessage', 'hi', 'INVALID_PARAMS'],
    [
      'a Bitcoin request for mainnet on testnet',
      'sendTransfer',
      { recipients: [], network: 'mainnet' },
      'WRONG_NETWORK',
    ],
    [
      'a Stacks request for regtest',
      'stx_signMessage',
      { message: 'x', network: 'regtest' },
      'WRONG_NETWORK',
    ],
    [
      'a Clarity version 4',
      'stx_deployContract',
      { name: 'c', clarityCode: 'x', clarityVersion: 4 },
      'INVALID_PARAMS',
    ],
    [
      'a sighash other than ALL',
      'signPsbt',
      { psbt: 'x', signInputs: [0], allowedSighash: ['NONE'] },
      'INVALID_PARAMS',
    ],
    ['no inputs to sign', 'signPsbt', { psbt: 'x' }, 'INVALID_PARAMS'],
    [
      'a SIP-010 asset without its token name',
      'stx_transferSip10Ft',
      { recipient: stx, asset: `${stx}.t`, amount: 1 },
      'INVALID_PARAMS',
    ],
  ]
  for (const [what, method, params, code] of refused) {
    it(`${what} is a ValidationError ${code}`, async () => {
      await expect(toLatchRequest(method, params, context)).rejects.toMatchObject({
        name: 'ValidationError',
        code,
      })
    })
  }

  it('a @stacks/connect method without a Latch counterpart is -32601', async () => {
    await expect(toLatchRequest('stx_getAccounts', {}, context)).rejects.toMatchObject({ code: -32601 })
  })
})
