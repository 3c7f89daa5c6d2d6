import type { IncomingMessage } from 'node:http'
import { apiErrors } from '../errors/apiErrors'

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 16_384

/**
 * Reads a JSON object body (empty body = `{}`). Too large → 413, not JSON or not an object → 400
 * INVALID_REQUEST.
 *
 * @param request - The incoming request.
 * @returns The parsed object.
 * @example
 * ```ts
 * const body = await readJsonBody(request)
 * ```
 */
export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw apiErrors.bodyTooLarge(MAX_BODY_BYTES)
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw apiErrors.bodyNotJson()
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw apiErrors.bodyNotObject()
  return parsed as Record<string, unknown>
}
