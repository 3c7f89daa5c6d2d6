import { describe, expect, it } from 'vitest'
import * as api from './index'

describe('@latch/wagmi public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "WAGMI_ERRORS",
        "createLatchWagmiConfig",
        "getEip1193Provider",
        "getWalletClient",
        "latchConnector",
      ]
    `)
  })
})
