import type { ChainAdapter } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createWalletConnectConnector } from '../connector/createWalletConnectConnector'
import { createWalletConnectAdapter } from './createWalletConnectAdapter'
import { walletConnectAdapter } from './walletConnectAdapter'

const CAPABILITIES = ['send', 'estimateFee', 'accountData', 'siwx'] as const

const capabilities = (adapter: ChainAdapter) => ({
  ...Object.fromEntries(CAPABILITIES.map((key) => [key, adapter[key] !== undefined])),
  nfts: adapter.accountData?.getNfts !== undefined,
})

const connector = () =>
  createWalletConnectConnector({
    networks: [],
    metadata: { name: 'App', description: 'd', url: 'http://127.0.0.1', icons: [] },
    relayUrl: 'ws://127.0.0.1:1',
  })

describe('walletConnectAdapter (its code loads with init)', () => {
  it('declares before loading exactly the capabilities of the adapter it loads, and lists the same connector', () => {
    const pairing = connector()
    for (const namespace of ['eip155', 'solana', 'stacks', 'bip122'] as const) {
      const front = walletConnectAdapter({ connector: pairing, namespace })
      const loaded = createWalletConnectAdapter({ connector: pairing, namespace })
      expect(capabilities(front)).toEqual(capabilities(loaded))
      expect(front.getConnectors()).toEqual(loaded.getConnectors())
      expect(front.getProvider?.('walletConnect')).toBe(loaded.getProvider?.('walletConnect'))
    }
  })
})
