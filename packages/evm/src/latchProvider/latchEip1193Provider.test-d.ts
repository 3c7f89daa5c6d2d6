import { createLatch, type Latch, type LatchProviders } from '@latch/core'
import { evmAdapter, type LatchEip1193Provider } from '@latch/evm'
import { getEip1193Provider } from '@latch/evm/provider'
import type { BrowserProvider } from 'ethers'
import type { custom, EIP1193Provider } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'

declare const latch: Latch

describe("@latch/evm fills in core's provider map for eip155", () => {
  it("types latch.getProvider('eip155') as viem's EIP1193Provider, routed through Latch", () => {
    expectTypeOf<LatchProviders['eip155']>().toEqualTypeOf<LatchEip1193Provider>()
    const app = createLatch({ adapters: [evmAdapter()], networks: [] })
    expectTypeOf(app.getProvider('eip155')).toEqualTypeOf<LatchEip1193Provider | undefined>()
    expectTypeOf<LatchEip1193Provider>().toExtend<EIP1193Provider>()
    // getEip1193Provider (what @latch/wagmi re-exports) is the same type
    expectTypeOf(getEip1193Provider).returns.toEqualTypeOf<LatchEip1193Provider>()
  })

  it("is what viem's custom() transport and ethers' BrowserProvider take as they are", () => {
    const provider = latch.getProvider('eip155')
    if (provider) {
      expectTypeOf(provider).toExtend<Parameters<typeof custom>[0]>()
      expectTypeOf(provider).toExtend<ConstructorParameters<typeof BrowserProvider>[0]>()
    }
    // typed requests: viem's request map answers eth_accounts with addresses
    expectTypeOf(getEip1193Provider(latch).request({ method: 'eth_accounts' })).resolves.toEqualTypeOf<
      `0x${string}`[]
    >()
  })
})
