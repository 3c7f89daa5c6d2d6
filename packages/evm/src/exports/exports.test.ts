import { describe, expect, it } from 'vitest'
import * as api from './index'

describe('@latch/evm public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "INJECTED_CONNECTOR_ID",
        "USDT_CONTRACTS",
        "createEvmSiwxVerifier",
        "evmAdapter",
        "formatEip4361Message",
        "isEvmAddress",
        "isUsdtContract",
        "parseEip4361Message",
        "parseEvmChainId",
        "toChecksumAddress",
        "toEip155NetworkId",
        "toHexChainId",
      ]
    `)
  })
})
