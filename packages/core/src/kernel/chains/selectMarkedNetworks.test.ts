import { describe, expect, it } from 'vitest'
import { selectMarkedNetworks } from './selectMarkedNetworks'

describe("selectMarkedNetworks: the network list marks a family's network only while a wallet of it is connected", () => {
  it('marks the active network of each connected family and none of a family without a wallet', () => {
    const marked = selectMarkedNetworks({
      chains: { activeNetworkIds: { eip155: 'eip155:1', solana: 'solana:devnet', stacks: 'stacks:1' } },
      connections: { connections: { eip155: [{}], solana: [] } },
    })
    expect(marked).toEqual({ eip155: 'eip155:1' })
  })

  it('marks nothing while no wallet is connected', () => {
    expect(
      selectMarkedNetworks({
        chains: { activeNetworkIds: { eip155: 'eip155:1' } },
        connections: { connections: {} },
      }),
    ).toEqual({})
  })
})
