import type { IncomingMessage } from 'node:http'

/**
 * Reads a JSON object request body of at most `limit` bytes, as untrusted input.
 *
 * @param request - The incoming request.
 * @param limit - Largest body accepted, in bytes.
 * @returns The object; `'tooLarge'` past `limit`; undefined when it is not a JSON object.
 * @example
 * ```ts
 * const body = await readRelayBody(request, 16_384)
 * if (body === 'tooLarge') return reply(413, { error: 'Body too large' })
 * ```
 */
export async function readRelayBody(
  request: IncomingMessage,
  limit: number,
): Promise<Record<string, unknown> | 'tooLarge' | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) return 'tooLarge'
    chunks.push(chunk as Buffer)
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
