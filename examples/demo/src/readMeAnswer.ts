/** Largest answer of the protected endpoint the page reads. */
const MAX_ANSWER_CHARS = 64 * 1024

/**
 * Reads an answer of the demo server's protected endpoint (untrusted: size and shape checked):
 * its status and, on 200, the signed-in account addresses.
 *
 * @param response - The answer of `GET /api/me`.
 * @returns Status and accounts (empty unless 200 with well-formed accounts).
 * @example
 * ```ts
 * const { status, accounts } = await readMeAnswer(await fetch('/api/me'))
 * ```
 */
export async function readMeAnswer(response: Response): Promise<{ status: number; accounts: string[] }> {
  const text = await response.text()
  if (response.status !== 200 || text.length > MAX_ANSWER_CHARS)
    return { status: response.status, accounts: [] }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { status: response.status, accounts: [] }
  }
  const list = (body as { accounts?: unknown } | null)?.accounts
  const accounts = Array.isArray(list)
    ? list
        .map((a) => (a as { address?: unknown } | null)?.address)
        .filter((a): a is string => typeof a === 'string' && a.length <= 128)
    : []
  return { status: response.status, accounts }
}
