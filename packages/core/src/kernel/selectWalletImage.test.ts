import { describe, expect, it } from 'vitest'
import { selectWalletImage } from './selectWalletImage'

describe('selectWalletImage', () => {
  const state = { wallets: { images: { abc: 'blob:https://app.example/1' } as Record<string, string> } }

  it("shows a wallet's own safe image, else its loaded registry image", () => {
    expect(selectWalletImage(state, { image_url: 'https://cdn.example/w.png' })).toBe(
      'https://cdn.example/w.png',
    )
    expect(selectWalletImage(state, { image_id: 'abc' })).toBe('blob:https://app.example/1')
  })

  it("never hands an <img> a script or page URL from an app's own wallet data", () => {
    expect(selectWalletImage(state, { image_url: 'javascript:alert(1)' })).toBeUndefined()
    expect(
      selectWalletImage(state, { image_url: 'data:text/html,<script>alert(1)</script>' }),
    ).toBeUndefined()
  })

  it('finds no image for an image_id named like an Object member', () => {
    for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(selectWalletImage(state, { image_id: id }), id).toBeUndefined()
  })
})
