import { type CaipNetwork, UnknownWalletError, UserRejectedRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../provider/types'
import { switchEvmChain } from './switchEvmChain'

const network: CaipNetwork = {
  id: '10',
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example/op'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
}

/**
 * A stand-in for wallets whose error shapes cannot run here (MetaMask mobile wraps 4902 in a
 * -32603 error's `data.originalError`). It records requests and answers like such a wallet.
 */
function wallet(switchError: unknown) {
  let chainId = '0x1'
  let known = false
  const calls: { method: string; params?: unknown }[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push({ method, params })
      if (method === 'eth_chainId') return chainId
      if (method === 'wallet_switchEthereumChain') {
        if (!known) throw switchError
        chainId = '0xa'
        return null
      }
      if (method === 'wallet_addEthereumChain') {
        known = true // added but not switched: the flow must switch again
        return null
      }
      throw new Error(`unexpected ${method}`)
    },
  }
  return { provider, calls }
}

describe('switching EVM networks', () => {
  it('adds the chain with the app network details when the wallet answers 4902, then switches again', async () => {
    const { provider, calls } = wallet({ code: 4902, message: 'Unrecognized chain ID "0xa".' })
    expect(await switchEvmChain(provider, network)).toBe(10)
    expect(calls.map((c) => c.method)).toEqual([
      'eth_chainId',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ])
    expect(calls[2]?.params).toEqual([
      {
        chainId: '0xa',
        chainName: 'OP Mainnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://rpc.example/op'],
        blockExplorerUrls: ['https://explorer.example'],
      },
    ])
  })

  it('recognises 4902 wrapped in a -32603 error (data.originalError.code)', async () => {
    const { provider, calls } = wallet({
      code: -32603,
      message: 'Internal',
      data: { originalError: { code: 4902 } },
    })
    expect(await switchEvmChain(provider, network)).toBe(10)
    expect(calls.map((c) => c.method)).toContain('wallet_addEthereumChain')
  })

  it('does not offer to add the chain after a user rejection or an unrelated failure', async () => {
    const rejected = wallet({ code: 4001, message: 'User rejected' })
    await expect(switchEvmChain(rejected.provider, network)).rejects.toBeInstanceOf(UserRejectedRequestError)
    const sip030Rejected = wallet({ code: -32000, message: 'User rejected (SIP-030 code)' })
    await expect(switchEvmChain(sip030Rejected.provider, network)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const other = wallet({ code: 5000, message: 'Nope' })
    await expect(switchEvmChain(other.provider, network)).rejects.toBeInstanceOf(UnknownWalletError)
    for (const w of [rejected, sip030Rejected, other])
      expect(w.calls.map((c) => c.method)).not.toContain('wallet_addEthereumChain')
  })
})
