import { describe, expect, it } from 'vitest'
import { solanaLocalnet } from '../networks/solanaLocalnet'
import { solanaDevnet, solanaMainnet, solanaTestnet } from '../networks/solanaNetworks'
import { solanaChainLabel } from './solanaChainLabel'

describe('the Chain ID a Sign-In-With-Solana message writes', () => {
  it('names the public clusters of the networks module, localnet for the app’s local network, else the CAIP-2 id', () => {
    expect(solanaChainLabel(solanaMainnet.caipNetworkId)).toBe('mainnet')
    expect(solanaChainLabel(solanaDevnet.caipNetworkId)).toBe('devnet')
    expect(solanaChainLabel(solanaTestnet.caipNetworkId)).toBe('testnet')
    const local = solanaLocalnet({
      genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC',
      http: 'http://127.0.0.1:8899',
    })
    expect(solanaChainLabel(local.caipNetworkId, local)).toBe('localnet')
    expect(solanaChainLabel(local.caipNetworkId)).toBe(local.caipNetworkId)
  })
})
