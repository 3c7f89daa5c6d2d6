import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../shared/networks/types'
import type { AccountDataSource } from './AccountDataSource'
import { lazyAccountDataSource } from './lazyAccountDataSource'

const network: CaipNetwork = {
  id: '1',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}
const source = (): AccountDataSource => ({
  getTokenBalances: async () => [
    { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, value: 5n } as never,
  ],
  getActivity: async () => ({ items: [], next: undefined }) as never,
  getNfts: async () => [{ id: '1' } as never],
})

describe('lazyAccountDataSource (account data whose readers load on the first read)', () => {
  it('loads nothing when created, then once, and answers as the loaded source', async () => {
    const load = vi.fn(async () => source())
    const lazySource = lazyAccountDataSource(load)
    expect(load).not.toHaveBeenCalled()
    expect(await lazySource.getTokenBalances({ address: '0x1', network })).toHaveLength(1)
    expect(await lazySource.getNfts?.({ address: '0x1', network })).toEqual([{ id: '1' }])
    await lazySource.getActivity({ address: '0x1', network })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again after a failed load', async () => {
    const load = vi.fn<() => Promise<AccountDataSource>>().mockRejectedValueOnce(new TypeError('offline'))
    load.mockResolvedValue(source())
    const lazySource = lazyAccountDataSource(load)
    await expect(lazySource.getTokenBalances({ address: '0x1', network })).rejects.toThrow('offline')
    expect(await lazySource.getTokenBalances({ address: '0x1', network })).toHaveLength(1)
  })

  it('has no NFT reader when the loaded source lists none', () => {
    expect(lazyAccountDataSource(async () => source(), { nfts: false }).getNfts).toBeUndefined()
  })
})
