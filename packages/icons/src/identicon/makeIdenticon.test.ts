import { describe, expect, it } from 'vitest'
import { makeIdenticon } from './makeIdenticon'

const A = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const B = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

describe('makeIdenticon', () => {
  it('gives the same picture for the same address every time, and another for another address', async () => {
    const first = await makeIdenticon(A)
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await makeIdenticon(A)).toBe(first)
    expect(await makeIdenticon(A.toLowerCase())).toBe(first)
    expect(await makeIdenticon(B)).not.toBe(first)
  })

  it('draws addresses of every family (Solana, Stacks, Bitcoin), each its own', async () => {
    const addresses = [
      'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
      'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
      'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    ]
    const pictures = await Promise.all(addresses.map(makeIdenticon))
    expect(new Set(pictures).size).toBe(3)
    for (const picture of pictures) expect(picture).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('makes none for an empty or over-long address', async () => {
    expect(await makeIdenticon('  ')).toBeUndefined()
    expect(await makeIdenticon('x'.repeat(129))).toBeUndefined()
  })
})
