import { describe, expect, it } from 'vitest'
import * as api from './provider'

describe('@latch/evm/provider public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "EVM_PROVIDER_ERRORS",
        "chainIdOf",
        "eip155Adapter",
        "getEip1193Provider",
        "getWalletClient",
        "readEip155",
        "waitForConnection",
        "watchEip155",
      ]
    `)
  })
})
