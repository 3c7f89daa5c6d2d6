import type { CaipNetwork } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { buildProposalNamespaces } from './buildProposalNamespaces'

const net = (caipNetworkId: CaipNetwork['caipNetworkId'], url?: string): CaipNetwork => ({
  id: caipNetworkId.split(':')[1] ?? '',
  caipNetworkId,
  chainNamespace: caipNetworkId.split(':')[0] as CaipNetwork['chainNamespace'],
  name: caipNetworkId,
  nativeCurrency: { name: 'x', symbol: 'X', decimals: 18 },
  rpcUrls: { default: { http: url ? [url] : [] } },
})

describe('buildProposalNamespaces', () => {
  const networks = [
    net('eip155:1', 'http://127.0.0.1:1'),
    net('eip155:31337', 'http://127.0.0.1:2'),
    net('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'http://127.0.0.1:3'),
    net('stacks:1'),
    net('bip122:000000000019d6689c085ae165831e93'),
    net('cosmos:cosmoshub-4', 'http://127.0.0.1:4'),
  ]

  it('groups the app networks into one namespace per pairing family, skipping families the protocol does not serve', () => {
    const { required, optional } = buildProposalNamespaces(networks)
    expect(required).toEqual({})
    expect(Object.keys(optional).sort()).toEqual(['bip122', 'eip155', 'solana', 'stacks'])
    expect(optional.eip155?.chains).toEqual(['eip155:1', 'eip155:31337'])
    expect(optional.stacks?.methods).toContain('stx_callContract')
    expect(optional.bip122?.methods).toEqual(['getAddresses', 'sendTransfer', 'signPsbt', 'signMessage'])
  })

  it('builds rpcMap only from the app own rpcUrls, keyed by CAIP-2 id and reference', () => {
    const { optional } = buildProposalNamespaces(networks)
    expect(optional.eip155?.rpcMap).toEqual({
      'eip155:1': 'http://127.0.0.1:1',
      '1': 'http://127.0.0.1:1',
      'eip155:31337': 'http://127.0.0.1:2',
      '31337': 'http://127.0.0.1:2',
    })
    expect(optional.stacks?.rpcMap).toEqual({})
  })

  it('moves required namespaces into requiredNamespaces and applies method overrides', () => {
    const { required, optional } = buildProposalNamespaces(networks, {
      required: ['eip155'],
      methods: { solana: ['solana_signMessage'] },
    })
    expect(Object.keys(required)).toEqual(['eip155'])
    expect(optional.eip155).toBeUndefined()
    expect(optional.solana?.methods).toEqual(['solana_signMessage'])
  })
})
