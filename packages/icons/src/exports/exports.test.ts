import { describe, expect, it } from 'vitest'
import * as icons from './index'

describe('@latch/icons public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(icons).sort()).toMatchInlineSnapshot(`
      [
        "loadNetworkIcon",
        "loadSocialMark",
        "loadTokenIcon",
        "loadWalletIcon",
        "makeIdenticon",
        "networkIconName",
        "tokenIconName",
        "walletIconName",
      ]
    `)
  })
})
