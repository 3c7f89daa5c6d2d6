/**
 * Draws a Farcaster sign-in link as a QR code (an SVG, scalable, with its quiet zone). The encoder,
 * `qrcode-generator` (an optional peer dependency), loads on the first call: only an app that
 * offers Farcaster login and shows ConnectingFarcaster loads it.
 *
 * @param uri - The sign-in link.
 * @returns The SVG text (no inline style: its colours are attributes).
 * @example
 * ```ts
 * const { svg } = await createFarcasterQr('https://farcaster.xyz/~/siwf?channelToken=c')
 * ```
 */
export async function createFarcasterQr(uri: string): Promise<{ svg: string }> {
  const { default: qrcode } = await import('qrcode-generator')
  const code = qrcode(0, 'M')
  // in byte mode (the encoder's default): a URL is not all digits or upper case
  code.addData(uri)
  code.make()
  return { svg: code.createSvgTag({ cellSize: 1, margin: 4, scalable: true }) }
}
