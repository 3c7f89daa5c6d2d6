/**
 * The `Set-Cookie` value of a session cookie: HttpOnly, Secure, SameSite=Lax, on `path`, for
 * `maxAgeSeconds` (0 deletes it).
 *
 * @param name - Cookie name.
 * @param value - The token.
 * @param options - Path and lifetime.
 * @returns The header value.
 * @example
 * ```ts
 * headers.append('Set-Cookie', sessionCookie('latch_siwx', token, { path: '/', maxAgeSeconds: 3600 }))
 * ```
 */
export function sessionCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number },
): string {
  return `${name}=${value}; Path=${options.path}; Max-Age=${Math.max(0, options.maxAgeSeconds)}; HttpOnly; Secure; SameSite=Lax`
}

/**
 * The value of a cookie in a `Cookie` request header, or undefined.
 *
 * @param header - The `Cookie` header (untrusted).
 * @param name - Cookie name.
 * @returns Its value.
 * @example
 * ```ts
 * readCookie(request.headers.get('cookie'), 'latch_siwx')
 * ```
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}
