import { describe, expect, it } from 'vitest'
import * as testWallets from './testWallets'

describe('@latch/icons/test-wallets public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(testWallets).sort()).toMatchInlineSnapshot(`
      [
        "EVM_TEST_WALLET_ICON",
        "SOLANA_TEST_WALLET_ICON",
        "STACKS_TEST_WALLET_ICON",
      ]
    `)
  })
})
