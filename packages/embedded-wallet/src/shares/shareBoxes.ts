import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, hexToBytes } from '@noble/hashes/utils.js'
import { base64urlnopad } from '@scure/base'
import { SHARE_ERROR_MESSAGES, ShareError } from './ShareError'
import { readShare, type WalletShare } from './walletShares'

/**
 * What a sealed box is for; each purpose derives its own key, so a box made for one cannot be
 * opened as another.
 *
 * - `device-share`: the device share, sealed under the recovery share and kept by the auth service,
 *   so a new device that rebuilt the wallet from the auth share and the recovery kit gets its own
 *   device share back (the service cannot open it).
 * - `passkey`: the recovery share, sealed under a passkey's PRF output, kept by the auth service.
 *
 * @example
 * ```ts
 * const purpose: BoxPurpose = 'device-share'
 * ```
 */
export type BoxPurpose = 'device-share' | 'passkey'

const BOX_VERSION = 1
const IV_LENGTH = 12
/** Longest box text accepted (a 24-word share sealed is under 200 characters). */
export const BOX_TEXT_MAX_LENGTH = 400
const encoder = new TextEncoder()

/**
 * The value that proves to the auth service that a visitor holds the recovery kit, without telling
 * it the share: HKDF-SHA256 of the recovery share (salt: the split id), base64url. The service keeps
 * only its SHA-256 ({@link hashRecoveryCheck}), counts wrong attempts, and releases the auth share
 * for a right one.
 *
 * @param recovery - The recovery share (text or read).
 * @returns 43 characters of base64url.
 * @example
 * ```ts
 * const check = recoveryCheck(kit.code)
 * ```
 */
export function recoveryCheck(recovery: string | WalletShare): string {
  const share = typeof recovery === 'string' ? readShare(recovery) : recovery
  return base64urlnopad.encode(
    hkdf(sha256, share.bytes, hexToBytes(share.setId), encoder.encode('latch-recovery-check'), 32),
  )
}

/**
 * What the auth service stores of a recovery check: its SHA-256, base64url.
 *
 * @param check - The check from {@link recoveryCheck}.
 * @returns 43 characters of base64url.
 * @example
 * ```ts
 * const stored = hashRecoveryCheck(check)
 * ```
 */
export function hashRecoveryCheck(check: string): string {
  return base64urlnopad.encode(sha256(encoder.encode(check)))
}

/**
 * Seals `text` with AES-GCM-256 under a key derived (HKDF-SHA256) from `keyMaterial`, the split id
 * and the purpose, with a fresh 12-byte IV; the split id and purpose are also its additional data.
 *
 * @param text - What to seal (a share's text).
 * @param keyMaterial - High-entropy bytes: a recovery share's bytes or a passkey's PRF output.
 * @param setId - The split the box belongs to.
 * @param purpose - What the box is for.
 * @returns The box as base64url text.
 * @example
 * ```ts
 * const box = await sealText(set.device, readShare(set.recovery).bytes, set.setId, 'device-share')
 * ```
 */
export async function sealText(
  text: string,
  keyMaterial: Uint8Array,
  setId: string,
  purpose: BoxPurpose,
): Promise<string> {
  const key = await boxKey(keyMaterial, setId, purpose, 'encrypt')
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_LENGTH))
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(setId, purpose) },
    key,
    encoder.encode(text),
  )
  return base64urlnopad.encode(concatBytes(Uint8Array.of(BOX_VERSION), iv, new Uint8Array(sealed)))
}

/**
 * Opens a box made by {@link sealText} with the same key material, split id and purpose.
 *
 * @param box - The box text (untrusted: its length is capped).
 * @param keyMaterial - The bytes it was sealed under.
 * @param setId - The split it belongs to.
 * @param purpose - What it is for.
 * @returns The sealed text.
 * @throws {ShareError} `BOX_INVALID` when the box is malformed, changed, or sealed under other keys.
 * @example
 * ```ts
 * const deviceShare = await openText(box, readShare(kitCode).bytes, setId, 'device-share')
 * ```
 */
export async function openText(
  box: string,
  keyMaterial: Uint8Array,
  setId: string,
  purpose: BoxPurpose,
): Promise<string> {
  const invalid = () => new ShareError(SHARE_ERROR_MESSAGES.boxInvalid, { code: 'BOX_INVALID' })
  if (typeof box !== 'string' || box.length > BOX_TEXT_MAX_LENGTH) throw invalid()
  let bytes: Uint8Array
  try {
    bytes = base64urlnopad.decode(box)
  } catch {
    throw invalid()
  }
  if (bytes[0] !== BOX_VERSION || bytes.length < 1 + IV_LENGTH + 16) throw invalid()
  const key = await boxKey(keyMaterial, setId, purpose, 'decrypt')
  try {
    const opened = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(1, 1 + IV_LENGTH), additionalData: additionalData(setId, purpose) },
      key,
      bytes.slice(1 + IV_LENGTH),
    )
    return new TextDecoder('utf-8', { fatal: true }).decode(opened)
  } catch (cause) {
    throw new ShareError(SHARE_ERROR_MESSAGES.boxInvalid, { code: 'BOX_INVALID', cause })
  }
}

function boxKey(
  keyMaterial: Uint8Array,
  setId: string,
  purpose: BoxPurpose,
  use: KeyUsage,
): Promise<CryptoKey> {
  const raw = hkdf(sha256, keyMaterial, hexToBytes(setId), encoder.encode(`latch-box-${purpose}`), 32)
  return globalThis.crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, [use])
}

function additionalData(setId: string, purpose: BoxPurpose): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${setId}:${purpose}`)
}
