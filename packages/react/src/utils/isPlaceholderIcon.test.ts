import { getBundledProviders, getBundledWallets, monogramIcon } from '@latch/core'
import { loadWalletIcon } from '@latch/icons'
import { KNOWN_WALLETS, monogramIcon as stacksMonogramIcon } from '@latch/stacks'
import { describe, expect, it } from 'vitest'
import { isPlaceholderIcon } from './isPlaceholderIcon'

describe('isPlaceholderIcon', () => {
  it("recognises every monogram Latch lists a wallet with (core's registry, the Stacks descriptors)", () => {
    const listed = [
      ...getBundledWallets().map((w) => w.image_url),
      ...getBundledProviders().map((p) => p.icon),
      ...KNOWN_WALLETS.map((w) => w.icon),
      monogramIcon('?'),
      stacksMonogramIcon('9 lives'),
    ]
    for (const src of listed) expect(isPlaceholderIcon(src ?? ''), src).toBe(true)
  })

  it('recognises an empty SVG, and never a real image', async () => {
    expect(
      isPlaceholderIcon(
        'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
      ),
    ).toBe(true)
    expect(isPlaceholderIcon((await loadWalletIcon({ id: 'leather' })) ?? '')).toBe(false)
    expect(isPlaceholderIcon('data:image/png;base64,iVBORw0KGgo=')).toBe(false)
    expect(isPlaceholderIcon('blob:http://127.0.0.1/1')).toBe(false)
    expect(isPlaceholderIcon('data:image/svg+xml,%E0%A4%A')).toBe(false)
  })
})
