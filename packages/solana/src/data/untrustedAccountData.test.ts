import type { CaipNetwork } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createSolanaAccountData } from './createSolanaAccountData'

// A JSON-RPC endpoint that answers each method with a fixed result: stands in for a misbehaving
// RPC (the integration tests run the well-behaved local one over litesvm).
function rpcAnswering(results: Record<string, unknown>, raw?: string): typeof fetch {
  return async (_url, init) => {
    const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string }
    const body = raw ?? JSON.stringify({ jsonrpc: '2.0', id, result: results[method] })
    return new Response(body, { status: 200 })
  }
}

const network: CaipNetwork = {
  id: 'localnet',
  caipNetworkId: 'solana:localnet',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const ME = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const MINT = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const tokenAccount = (amount: unknown, decimals: unknown = 6, mint: unknown = MINT) => ({
  pubkey: ME,
  account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
})

describe('Solana account data read from the RPC is untrusted', () => {
  it('a malformed token account is skipped and the others kept, instead of failing every balance', async () => {
    const fetch = rpcAnswering({
      getBalance: { value: 2_000_000_000 },
      getTokenAccountsByOwner: {
        value: [
          tokenAccount('1500000'),
          tokenAccount('lots'),
          null,
          tokenAccount('1', 300),
          tokenAccount('7', 0, 42),
        ],
      },
    })
    const tokens = await createSolanaAccountData({ fetch }).getTokenBalances({ address: ME, network })
    expect(tokens.map((t) => [t.address, t.quantity.numeric])).toEqual([
      [undefined, '2'],
      [MINT, '1.5'],
      [MINT, '1.5'],
    ])
  })

  it('an answer that is not JSON, or a balance that is not lamports, is a typed invalid response', async () => {
    const notJson = createSolanaAccountData({ fetch: rpcAnswering({}, '<html>') })
    await expect(notJson.getTokenBalances({ address: ME, network })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
    })
    const badLamports = createSolanaAccountData({ fetch: rpcAnswering({ getBalance: { value: 'x' } }) })
    await expect(badLamports.getTokenBalances({ address: ME, network })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
    })
  })

  it('activity skips a malformed signature and reads at most one page', async () => {
    // distinct base58 signatures: n written with the digits 1 to 9
    const sig = (n: number) =>
      `${'5'.repeat(80)}${n.toString(9).replace(/\d/g, (d) => String(Number(d) + 1))}`
    const signatures = [
      { signature: sig(1), err: null, blockTime: 1_700_000_000 },
      { signature: 42, err: null, blockTime: 1 },
      null,
      ...Array.from({ length: 500 }, (_, i) => ({ signature: sig(i + 2), err: null, blockTime: 1 })),
    ]
    const fetch = rpcAnswering({ getSignaturesForAddress: signatures, getTransaction: null })
    const { items } = await createSolanaAccountData({ fetch, pageSize: 20 }).getActivity({
      address: ME,
      network,
    })
    expect(items).toHaveLength(18)
    expect(items[0]?.id).toBe(sig(1))
  })

  it('activity shows no token transfer whose decimals are outside 0 to 255, as balances skip such accounts', async () => {
    const OTHER = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    const balance = (accountIndex: number, owner: string, amount: string) => ({
      accountIndex,
      mint: MINT,
      owner,
      uiTokenAmount: { amount, decimals: 300 },
    })
    const fetch = rpcAnswering({
      getSignaturesForAddress: [{ signature: '5'.repeat(88), err: null, blockTime: 1_700_000_000 }],
      getTransaction: {
        blockTime: 1_700_000_000,
        meta: {
          err: null,
          fee: 5000,
          preBalances: [10_000, 0],
          postBalances: [5000, 0],
          preTokenBalances: [balance(0, ME, '10'), balance(1, OTHER, '0')],
          postTokenBalances: [balance(0, ME, '4'), balance(1, OTHER, '6')],
        },
        transaction: { message: { accountKeys: [ME, OTHER] } },
      },
    })
    const { items } = await createSolanaAccountData({ fetch }).getActivity({ address: ME, network })
    expect(items).toHaveLength(1)
    expect(items[0]?.transfers.filter((t) => t.tokenAddress === MINT)).toEqual([])
  })
})
