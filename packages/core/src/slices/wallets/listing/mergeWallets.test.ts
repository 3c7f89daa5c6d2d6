import { describe, expect, it } from 'vitest'
import type { Connector } from '../../../adapters/types'
import { mergeWallets } from './mergeWallets'

const metamaskConnector: Connector = {
  id: 'io.metamask',
  type: 'announced',
  name: 'MetaMask',
  chain: 'eip155',
  rdns: 'io.metamask',
  imageUrl: 'data:image/svg+xml,mm',
  installed: true,
}

describe('mergeWallets', () => {
  it('leaves the auth connector out of the wallet list: the email form and social buttons stand for it', () => {
    const auth: Connector = {
      id: 'ID_AUTH',
      type: 'ID_AUTH',
      name: 'Email & Socials',
      chain: 'eip155',
      installed: true,
    }
    const merged = mergeWallets({ discovered: [auth, metamaskConnector] })
    expect(merged.map((w) => w.id)).toEqual(['io.metamask'])
  })

  it('orders recent, installed, featured, recommended, listing and de-duplicates by id and rdns', () => {
    const merged = mergeWallets({
      recent: [{ id: 'trust', name: 'Trust Wallet', chains: ['eip155:1'] }],
      discovered: [metamaskConnector],
      featured: [{ id: 'rainbow', name: 'Rainbow', chains: ['eip155:1'] }],
      recommended: [
        {
          id: 'metamask',
          name: 'MetaMask',
          rdns: 'io.metamask',
          chains: ['eip155:1'],
          mobile_link: 'metamask://',
        },
        { id: 'trust', name: 'Trust Wallet', chains: ['eip155:1'] },
      ],
      listing: [
        { id: 'rainbow', name: 'Rainbow', chains: ['eip155:10'] },
        { id: 'zerion', name: 'Zerion', chains: ['eip155:1'] },
      ],
    })
    expect(merged.map((w) => w.id)).toEqual(['trust', 'io.metamask', 'rainbow', 'zerion'])
    const metamask = merged[1]
    expect(metamask).toMatchObject({
      installed: true,
      image_url: 'data:image/svg+xml,mm',
      mobile_link: 'metamask://',
    })
    expect(merged[2]?.chains).toEqual(['eip155:1', 'eip155:10'])
  })

  it('marks a registry wallet installed when a connector with its rdns is in the page', () => {
    const merged = mergeWallets({
      discovered: [],
      listing: [{ id: 'mm', name: 'MetaMask', rdns: 'io.metamask', chains: [] }],
    })
    expect(merged[0]?.installed).toBe(false)
    const withConnector = mergeWallets({
      discovered: [{ ...metamaskConnector, installed: true }],
      listing: [{ id: 'mm', name: 'MetaMask', rdns: 'io.metamask', chains: [] }],
    })
    expect(withConnector).toHaveLength(1)
    expect(withConnector[0]?.installed).toBe(true)
  })
})

describe('mergeWallets with Stacks/Bitcoin providers', () => {
  const leatherConnector: Connector = {
    id: 'LeatherProvider',
    type: 'wbip',
    name: 'Leather',
    chain: 'stacks',
    installed: true,
  }
  const asignaConnector: Connector = {
    id: 'AsignaProvider',
    type: 'wbip',
    name: 'Asigna',
    chain: 'stacks',
    installed: false,
  }
  const registry = [
    {
      id: 'leather',
      name: 'Leather',
      chains: ['stacks:1'],
      provider: { id: 'LeatherProvider', name: 'Leather', icon: '' },
    },
    {
      id: 'asigna',
      name: 'Asigna',
      chains: ['stacks:1'],
      provider: { id: 'AsignaProvider', name: 'Asigna', icon: '' },
    },
    { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', chains: ['eip155:1'] },
  ]

  it('lists a wallet found at its provider path once, merged with its registry entry and marked installed', () => {
    const merged = mergeWallets({ discovered: [leatherConnector, asignaConnector], listing: registry })
    expect(merged.filter((w) => w.name === 'Leather')).toHaveLength(1)
    expect(merged.filter((w) => w.name === 'Asigna')).toHaveLength(1)
    expect(merged.find((w) => w.name === 'Leather')?.installed).toBe(true)
    expect(merged.find((w) => w.name === 'Asigna')?.installed).toBe(false)
  })

  it('keeps installed wallets first: a known but absent connector never comes before an installed one', () => {
    const walletConnect: Connector = {
      id: 'walletConnect',
      type: 'walletConnect',
      name: 'WalletConnect',
      chain: 'eip155',
      installed: false,
    }
    const merged = mergeWallets({
      discovered: [asignaConnector, leatherConnector, walletConnect, metamaskConnector],
    })
    expect(merged.map((w) => w.name)).toEqual(['Leather', 'WalletConnect', 'MetaMask', 'Asigna'])
  })

  it('lists a wallet once whatever family found it: a hosted entry, a Wallet Standard name and an EIP-6963 announcement of one wallet merge by name', () => {
    const solanaPhantom: Connector = {
      id: 'Phantom',
      type: 'announced',
      name: 'Phantom',
      chain: 'solana',
      imageUrl: 'data:image/svg+xml,ph',
      installed: true,
    }
    const okx: Connector = {
      id: 'com.okex.wallet',
      type: 'announced',
      name: 'OKX',
      chain: 'eip155',
      installed: true,
    }
    const hosted = [
      { id: '9f2c', name: 'Phantom', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
      { id: '0b7e', name: 'OKX Wallet', chains: ['eip155:1'] },
      { id: 'c41a', name: 'Leather', chains: ['stacks:1'] },
    ]
    const leather: Connector = {
      id: 'LeatherProvider',
      type: 'wbip',
      name: 'Leather',
      chain: 'stacks',
      installed: false,
    }
    const merged = mergeWallets({ discovered: [solanaPhantom, okx, leather], listing: hosted })
    expect(merged.map((w) => [w.name, w.installed])).toEqual([
      ['Phantom', true],
      ['OKX', true],
      ['Leather', false],
    ])
    // the first entry keeps its own icon: the installed wallet's announced one
    expect(merged[0]?.image_url).toBe('data:image/svg+xml,ph')
  })
})
