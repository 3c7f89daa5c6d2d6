import { describe, expect, it } from 'vitest'
import { solanaLocalnet } from './solanaLocalnet'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './solanaNetworks'
import { toStandardChain } from './toStandardChain'

describe('toStandardChain', () => {
  it('names each public cluster network by its Wallet Standard chain, any other genesis localnet', () => {
    expect(toStandardChain(solanaMainnet.caipNetworkId)).toBe('solana:mainnet')
    expect(toStandardChain(solanaDevnet.caipNetworkId)).toBe('solana:devnet')
    expect(toStandardChain(solanaTestnet.caipNetworkId)).toBe('solana:testnet')
    expect(solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const local = solanaLocalnet({ genesisHash: `${'A'.repeat(32)}tail`, http: 'http://127.0.0.1:8899' })
    expect(local.caipNetworkId).toBe(`solana:${'A'.repeat(32)}`)
    expect(toStandardChain(local.caipNetworkId)).toBe('solana:localnet')
  })
})
