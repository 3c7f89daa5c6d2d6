/**
 * A QR code of a pairing URI: the module matrix (for custom renderers) and a ready SVG string.
 *
 * @example
 * ```ts
 * const qr: PairingQr = await createPairingQr(uri)
 * qr.modules[0]?.[0] // true: the top-left finder pattern is dark
 * ```
 */
export type PairingQr = {
  /** The encoded text. */
  uri: string
  /** Modules per side. */
  size: number
  /** `modules[row][col]` is true for a dark module. */
  modules: boolean[][]
  /**
   * An `<svg>` drawing the code as one path in `currentColor` with a quiet zone, scalable through its
   * `viewBox`, with no inline style (safe under a strict Content-Security-Policy).
   */
  svg: string
}

/**
 * Options of {@link createPairingQr}.
 *
 * @example
 * ```ts
 * await createPairingQr(uri, { errorCorrection: 'Q', margin: 2 })
 * ```
 */
export type PairingQrOptions = {
  /** Error correction level. Default `'M'`. */
  errorCorrection?: 'L' | 'M' | 'Q' | 'H'
  /** Quiet zone in modules. Default 4 (the QR standard's). */
  margin?: number
  /** Accessible label of the SVG. Default `'Pairing QR code'`. */
  label?: string
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Encodes a pairing URI as a QR code. The generator (`qrcode-generator`, a peer dependency) is
 * loaded with a dynamic `import()` on first use, so it never weighs on the page's initial bundle.
 *
 * @param uri - The `wc:` URI (or any text).
 * @param options - Error correction, quiet zone and label.
 * @returns The module matrix and an SVG string.
 * @example
 * ```ts
 * const { svg } = await createPairingQr(connector.getState().uri ?? '')
 * container.innerHTML = svg
 * ```
 */
export async function createPairingQr(uri: string, options: PairingQrOptions = {}): Promise<PairingQr> {
  const { default: qrcode } = await import('qrcode-generator')
  const code = qrcode(0, options.errorCorrection ?? 'M')
  code.addData(uri, 'Byte')
  code.make()
  const size = code.getModuleCount()
  const margin = options.margin ?? 4
  const modules: boolean[][] = []
  let path = ''
  for (let row = 0; row < size; row++) {
    const line: boolean[] = []
    for (let col = 0; col < size; col++) {
      const dark = code.isDark(row, col)
      line.push(dark)
      if (dark) path += `M${col + margin} ${row + margin}h1v1h-1z`
    }
    modules.push(line)
  }
  const side = size + margin * 2
  const label = escapeXml(options.label ?? 'Pairing QR code')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${label}" ` +
    `shape-rendering="crispEdges"><path fill="currentColor" d="${path}"/></svg>`
  return { uri, size, modules, svg }
}
