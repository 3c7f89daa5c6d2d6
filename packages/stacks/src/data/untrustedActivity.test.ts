import { describe, expect, it } from 'vitest'
import { defineBitcoinNetwork, defineStacksNetwork } from '../networks/stacksNetworks'
import { createEsploraAccountData } from './createEsploraAccountData'
import { createStacksAccountData } from './createStacksAccountData'
import type { FetchLike } from './fetchJson'

// A fetch that answers every request with one body: stands in for a misbehaving API server (the
// integration tests run the well-behaved one for real).
const answering =
  (body: unknown): FetchLike =>
  async () =>
    new Response(JSON.stringify(body), { status: 200 })

const ME = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG'
const OTHER = 'ST000000000000000000002AMW42H'
const stxTx = (id: string, amount: unknown = '1000000') => ({
  tx_id: id,
  tx_status: 'success',
  burn_block_time: 1_700_000_000,
  sender_address: ME,
  token_transfer: { recipient_address: OTHER, amount },
})

/** A Stacks txid: 0x + 64 hex. */
const id = (digit: string) => `0x${digit.repeat(64)}`

describe('activity read from the app-configured APIs is untrusted', () => {
  it('Stacks: a malformed transaction is skipped and the others kept, at most 50 per page', async () => {
    const results = [stxTx(id('a')), null, stxTx(id('b'), 'lots'), 'x', stxTx(id('c'))]
    const data = createStacksAccountData({ fetch: answering({ total: 5, results }) })
    const network = defineStacksNetwork('testnet', 'http://127.0.0.1:1')
    const { items } = await data.getActivity({ address: ME, network })
    expect(items.map((i) => i.id)).toEqual([id('a'), id('c')])
    const flood = Array.from({ length: 5_000 }, (_, i) => stxTx(`0x${i.toString(16).padStart(64, '0')}`))
    const many = createStacksAccountData({ fetch: answering({ total: 5_000, results: flood }) })
    expect((await many.getActivity({ address: ME, network })).items).toHaveLength(50)
  })

  it('Bitcoin: a malformed transaction is skipped, and a next page only follows a real txid', async () => {
    const me = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    const good = (txid: string) => ({
      txid,
      status: { confirmed: true, block_time: 1_700_000_000 },
      vin: [],
      vout: [{ scriptpubkey_address: me, value: 1_000 }],
    })
    const txs = [
      good('aa'.repeat(32)),
      null,
      { ...good('bb'.repeat(32)), vout: [{ scriptpubkey_address: me, value: 'x' }] },
    ]
    const network = defineBitcoinNetwork('testnet', 'http://127.0.0.1:1')
    const page = await createEsploraAccountData({ fetch: answering(txs) }).getActivity({
      address: me,
      network,
    })
    expect(page.items.map((i) => i.id)).toEqual(['aa'.repeat(32)])
    const planted = [
      ...Array.from({ length: 24 }, (_, i) => good(i.toString(16).padStart(64, '0'))),
      good('../../admin'),
    ]
    const next = await createEsploraAccountData({ fetch: answering(planted) }).getActivity({
      address: me,
      network,
    })
    expect(next.next).toBeUndefined()
  })

  it('Stacks: a tx_id that is not 0x + 64 hex is skipped (it would become an explorer link), an over-long address is left blank', async () => {
    const network = defineStacksNetwork('testnet', 'http://127.0.0.1:1')
    const results = [
      stxTx('javascript:alert(1)'),
      stxTx('0xabc'),
      stxTx(`${id('d')}/../../x`),
      stxTx(id('e')),
      { ...stxTx(id('f')), sender_address: 'S'.repeat(10_000) },
    ]
    const data = createStacksAccountData({ fetch: answering({ total: 5, results }) })
    const { items } = await data.getActivity({ address: ME, network })
    expect(items.map((i) => i.id)).toEqual([id('e'), id('f')])
    expect(items[1]?.transfers[0]?.from).toBe('')
  })

  it('Stacks: an amount or balance longer than any STX amount is refused as an invalid response', async () => {
    const network = defineStacksNetwork('testnet', 'http://127.0.0.1:1')
    const huge = '9'.repeat(200_000)
    const data = createStacksAccountData({
      fetch: answering({ total: 2, results: [stxTx(id('a'), huge), stxTx(id('b'))] }),
    })
    expect((await data.getActivity({ address: ME, network })).items.map((i) => i.id)).toEqual([id('b')])
    const balance = createStacksAccountData({ fetch: answering({ balance: huge }) })
    await expect(balance.getStxBalance(ME, network)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })
})
