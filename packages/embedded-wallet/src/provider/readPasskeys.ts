import type { EmbeddedWalletPasskey } from './types'

/**
 * The most passkeys read from an answer.
 *
 * @example
 * ```ts
 * if (passkeys.length > PASSKEYS_MAX) return undefined
 * ```
 */
export const PASSKEYS_MAX = 100

/**
 * The longest passkey (credential) id read, or sent in `removePasskey` (base64url of WebAuthn's
 * 1023-byte maximum).
 *
 * @example
 * ```ts
 * if (id.length > PASSKEY_ID_MAX_LENGTH) return undefined
 * ```
 */
export const PASSKEY_ID_MAX_LENGTH = 1400

const PASSKEY_ID = /^[A-Za-z0-9_-]+$/

/**
 * Whether `id` can be a passkey id: non-empty base64url of at most {@link PASSKEY_ID_MAX_LENGTH}.
 *
 * @param id - The value.
 * @returns True when it has that shape.
 * @example
 * ```ts
 * isPasskeyId('q3Zx') // true
 * ```
 */
export function isPasskeyId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= PASSKEY_ID_MAX_LENGTH && PASSKEY_ID.test(id)
}

/**
 * Reads the auth service's passkey list (`GET ACCOUNT_API_PATHS.passkeys`) as untrusted input: at
 * most {@link PASSKEYS_MAX} passkeys, each with a passkey id, a finite `createdAt`, a finite or
 * null `lastUsedAt` and a boolean `prf`. Only those fields are kept, in fresh objects.
 *
 * @param answer - What the service answered.
 * @returns The passkeys, or `undefined` when the answer is not that shape.
 * @example
 * ```ts
 * const passkeys = readPasskeys(await client.call({ path: ACCOUNT_API_PATHS.passkeys, method: 'GET', token }))
 * ```
 */
export function readPasskeys(answer: unknown): EmbeddedWalletPasskey[] | undefined {
  const { passkeys } = Object(answer) as Record<string, unknown>
  if (!Array.isArray(passkeys) || passkeys.length > PASSKEYS_MAX) return undefined
  const read: EmbeddedWalletPasskey[] = []
  for (const passkey of passkeys as unknown[]) {
    const { id, createdAt, lastUsedAt, prf } = Object(passkey) as Record<string, unknown>
    if (
      !isPasskeyId(id) ||
      !Number.isFinite(createdAt) ||
      !(lastUsedAt === null || Number.isFinite(lastUsedAt)) ||
      typeof prf !== 'boolean'
    )
      return undefined
    read.push({ id, createdAt: createdAt as number, lastUsedAt: lastUsedAt as number | null, prf })
  }
  return read
}
