/**
 * The body of a request as text, or undefined when it is larger than `maxBytes` (read no further).
 *
 * @param request - The request.
 * @param maxBytes - Cap.
 * @returns The text, or undefined when too large.
 * @example
 * ```ts
 * const text = await readCappedText(request, 64 * 1024)
 * ```
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
