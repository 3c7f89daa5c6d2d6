import { MethodNotSupportedError, UnknownWalletError, ValidationError, WalletRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { readSafeInfo } from './readSafeInfo'
import { framedSafe, TEST_SAFE } from './testing/framedSafe'

const SAFE = TEST_SAFE
const TO = '0x2222222222222222222222222222222222222222'
const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`

describe('Safe EIP-1193 provider', () => {
  it('answers accounts and chain from the Safe info, without asking the parent', async () => {
    const { provider, posted } = framedSafe({})
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([SAFE])
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([SAFE])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(posted).toEqual([])
  })

  it('proposes eth_sendTransaction as a Safe transaction and resolves with its safeTxHash', async () => {
    const { provider, posted } = framedSafe({ sendTransactions: () => ({ safeTxHash: SAFE_TX_HASH }) })
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: SAFE, to: TO, value: '0xde0b6b3a7640000', gas: '0x5208' }],
    })
    expect(hash).toBe(SAFE_TX_HASH)
    expect(posted[0]?.message).toMatchObject({
      method: 'sendTransactions',
      params: { txs: [{ to: TO, value: '1000000000000000000', data: '0x' }] },
    })
  })

  it('refuses a malformed transaction before anything is posted, and a reply without a safeTxHash', async () => {
    const { provider, posted } = framedSafe({ sendTransactions: () => ({ safeTxHash: 'not a hash' }) })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: 'nope', value: '0x1' }] }),
    ).rejects.toBeInstanceOf(ValidationError)
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: TO, value: 1.5 }] }),
    ).rejects.toBeInstanceOf(ValidationError)
    expect(posted).toEqual([])
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: TO, value: '0x1' }] }),
    ).rejects.toBeInstanceOf(UnknownWalletError)
  })

  it('asks the owners to sign the text of a personal_sign and returns the Safe signature', async () => {
    const signature = `0x${'cd'.repeat(65)}`
    const { provider, posted } = framedSafe({ signMessage: () => ({ messageHash: SAFE_TX_HASH, signature }) })
    const hex = `0x${Buffer.from('Hello Safe').toString('hex')}`
    await expect(provider.request({ method: 'personal_sign', params: [hex, SAFE] })).resolves.toBe(signature)
    expect(posted[0]?.message).toMatchObject({ method: 'signMessage', params: { message: 'Hello Safe' } })
  })

  it('says a message is waiting for its owners when the Safe has no signature yet', async () => {
    const { provider } = framedSafe({ signMessage: () => ({ messageHash: SAFE_TX_HASH }) })
    const error = await provider
      .request({ method: 'personal_sign', params: ['0x6869', SAFE] })
      .catch((e) => e)
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({ code: 'SAFE_SIGNATURE_PENDING', meta: { hash: SAFE_TX_HASH } })
  })

  it('passes typed data as an object to signTypedMessage', async () => {
    const signature = `0x${'ef'.repeat(65)}`
    const { provider, posted } = framedSafe({ signTypedMessage: () => ({ signature }) })
    const typed = { domain: { name: 'Latch' }, types: {}, primaryType: 'X', message: {} }
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [SAFE, JSON.stringify(typed)] }),
    ).resolves.toBe(signature)
    expect(posted[0]?.message).toMatchObject({ method: 'signTypedMessage', params: { typedData: typed } })
  })

  it('sends reads through rpcCall and refuses methods a Safe does not answer', async () => {
    const { provider, posted } = framedSafe({ rpcCall: () => '0x10' })
    await expect(provider.request({ method: 'eth_blockNumber', params: [] })).resolves.toBe('0x10')
    expect(posted[0]?.message).toMatchObject({
      method: 'rpcCall',
      params: { call: 'eth_blockNumber', params: [] },
    })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
    expect(posted).toHaveLength(1)
  })
})

describe('readSafeInfo', () => {
  it('keeps a valid answer and refuses hostile ones', () => {
    expect(readSafeInfo({ safeAddress: SAFE, chainId: 1, owners: [], threshold: 1 })).toEqual({
      safeAddress: SAFE,
      chainId: 1,
      isReadOnly: false,
    })
    for (const bad of [
      null,
      [],
      'x',
      { safeAddress: '0x12', chainId: 1 },
      { safeAddress: SAFE, chainId: -1 },
    ])
      expect(() => readSafeInfo(bad)).toThrow(UnknownWalletError)
    expect(() => readSafeInfo({ safeAddress: SAFE, chainId: '1' })).toThrow(UnknownWalletError)
  })
})
