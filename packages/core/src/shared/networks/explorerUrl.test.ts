import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../testing/memoryAdapter'
import { explorerUrl } from './explorerUrl'
import type { CaipNetwork } from './types'

const withExplorer = (url: string): CaipNetwork => ({
  ...testNetworks.ethereum,
  blockExplorers: { default: { name: 'Explorer', url } },
})

describe('explorerUrl', () => {
  it('links an address and a transaction under the network explorer, keeping a base path and query', () => {
    const network = withExplorer('https://explorer.example/eth/?cluster=devnet')
    expect(explorerUrl(network, { address: '0xAbC' })).toBe(
      'https://explorer.example/eth/address/0xAbC?cluster=devnet',
    )
    expect(explorerUrl(network, { transaction: '0x12' })).toBe(
      'https://explorer.example/eth/tx/0x12?cluster=devnet',
    )
  })

  it('gives nothing for a network without an explorer or with one that is not http(s)', () => {
    expect(explorerUrl(testNetworks.ethereum, { address: '0xabc' })).toBeUndefined()
    expect(explorerUrl(undefined, { address: '0xabc' })).toBeUndefined()
    for (const url of ['javascript:alert(1)//', 'data:text/html,x', 'http://evil.example', 'ftp://x.example'])
      expect(explorerUrl(withExplorer(url), { address: '0xabc' }), url).toBeUndefined()
    expect(explorerUrl(withExplorer('http://127.0.0.1:8545'), { address: '0xabc' })).toBe(
      'http://127.0.0.1:8545/address/0xabc',
    )
  })

  it('keeps a hostile address inside one path segment', () => {
    expect(explorerUrl(withExplorer('https://x.example'), { address: '../../evil?x=1#y' })).toBe(
      'https://x.example/address/..%2F..%2Fevil%3Fx%3D1%23y',
    )
  })
})
