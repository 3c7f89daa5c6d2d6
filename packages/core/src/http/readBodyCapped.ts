/**
 * Reads a response's (or a server's incoming request's) body up to `maxBytes`. A longer body is not read further (the stream is
 * cancelled) and reads as `'tooLarge'`. A failed read (the request was aborted, the connection
 * dropped) rejects with the stream's own error, for the caller to type.
 *
 * @param response - The response (or request) whose body to read.
 * @param maxBytes - Most bytes accepted.
 * @returns The bytes, or `'tooLarge'`.
 * @example
 * ```ts
 * const bytes = await readBodyCapped(response, 5_000_000)
 * if (bytes === 'tooLarge') throw invalid('body too large')
 * ```
 */
export async function readBodyCapped(
  response: Response | Request,
  maxBytes: number,
): Promise<Uint8Array | 'tooLarge'> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    return 'tooLarge'
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer())
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return 'tooLarge'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
