import { describe, expect, it } from 'vitest'
import * as kit from './kit'

describe('@latch/solana/kit public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(kit).sort()).toMatchInlineSnapshot(`
      [
        "WalletAnswerRefusedError",
        "createLatchKitSigner",
      ]
    `)
  })
})
