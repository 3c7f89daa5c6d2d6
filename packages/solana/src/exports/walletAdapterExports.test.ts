import { describe, expect, it } from 'vitest'
import * as walletAdapter from './wallet-adapter'

describe('@latch/solana/wallet-adapter public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(walletAdapter).sort()).toMatchInlineSnapshot(`
      [
        "LATCH_WALLET_ICON",
        "LatchWalletAdapter",
        "LatchWalletName",
        "WalletAnswerRefusedError",
      ]
    `)
  })
})
