import { describe, expect, it } from 'vitest'
import * as solana from './index'

describe('@latch/solana public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(solana).sort()).toMatchInlineSnapshot(`
      [
        "APP_READY_EVENT",
        "InsufficientFundsError",
        "REGISTER_WALLET_EVENT",
        "SOLANA_ACTIVITY_PAGE_SIZE",
        "SolanaTransactionError",
        "TOKEN_PROGRAM_IDS",
        "createSolanaAccountData",
        "createSolanaRpcClient",
        "createSolanaSiwxVerifier",
        "decodeBase58",
        "encodeBase58",
        "formatSignInText",
        "formatUnits",
        "isSolanaAddress",
        "parseSignInText",
        "solanaAdapter",
        "solanaDevnet",
        "solanaLocalnet",
        "solanaMainnet",
        "solanaTestnet",
        "toStandardChain",
        "validateSolanaSend",
        "watchStandardWallets",
      ]
    `)
  })

  it('creates independent adapters that discover nothing before init (no window access at import)', () => {
    const a = solana.solanaAdapter()
    const b = solana.solanaAdapter()
    expect(a.getConnectors()).toEqual([])
    expect(a).not.toBe(b)
    expect(typeof globalThis.window).toBe('undefined')
  })
})
