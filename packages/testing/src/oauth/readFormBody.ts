import type { IncomingMessage } from 'node:http'

/**
 * Reads an `application/x-www-form-urlencoded` request body (at most `limit` bytes).
 *
 * @param request - The incoming request.
 * @param limit - Largest body accepted; default 16 KB.
 * @returns The parsed fields, or `undefined` when the body is too large.
 * @example
 * ```ts
 * const form = await readFormBody(request)
 * form?.get('grant_type')
 * ```
 */
export async function readFormBody(
  request: IncomingMessage,
  limit = 16_384,
): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) return undefined
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
