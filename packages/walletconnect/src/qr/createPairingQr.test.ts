import { describe, expect, it } from 'vitest'
import { createPairingQr } from './createPairingQr'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300'

function finderAt(modules: boolean[][], row: number, col: number): boolean {
  // A finder pattern: dark 7x7 ring, light ring inside, dark 3x3 centre.
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = r === 0 || r === 6 || c === 0 || c === 6
      const centre = r >= 2 && r <= 4 && c >= 2 && c <= 4
      if (modules[row + r]?.[col + c] !== (ring || centre)) return false
    }
  }
  return true
}

describe('createPairingQr', () => {
  it('encodes a pairing URI as a square QR matrix of a valid version with its three finder patterns', async () => {
    const qr = await createPairingQr(URI)
    expect(qr.uri).toBe(URI)
    expect((qr.size - 17) % 4).toBe(0)
    expect(qr.modules).toHaveLength(qr.size)
    for (const row of qr.modules) expect(row).toHaveLength(qr.size)
    expect(finderAt(qr.modules, 0, 0)).toBe(true)
    expect(finderAt(qr.modules, 0, qr.size - 7)).toBe(true)
    expect(finderAt(qr.modules, qr.size - 7, 0)).toBe(true)
  })

  it('draws every dark module once in a CSP-safe SVG with a 4-module quiet zone and an accessible label', async () => {
    const qr = await createPairingQr(URI)
    const dark = qr.modules.flat().filter(Boolean).length
    expect(qr.svg.match(/h1v1h-1z/g)).toHaveLength(dark)
    expect(qr.svg).toContain(`viewBox="0 0 ${qr.size + 8} ${qr.size + 8}"`)
    expect(qr.svg).toContain('role="img"')
    expect(qr.svg).toContain('aria-label="Pairing QR code"')
    expect(qr.svg).not.toContain('style')
    expect(qr.svg).toMatch(/^<svg [^>]*>.*<\/svg>$/)
  })

  it('gives a different code for a fresh URI and escapes the label', async () => {
    const a = await createPairingQr(URI)
    const b = await createPairingQr(URI.replace('7f6e', 'aaaa'), { label: 'Scan "me" <now>' })
    expect(b.modules).not.toEqual(a.modules)
    expect(b.svg).toContain('aria-label="Scan &#34;me&#34; &#60;now&#62;"')
  })
})
