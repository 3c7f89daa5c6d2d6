import { equalBytes } from '@noble/curves/utils.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes, hexToBytes, randomBytes } from '@noble/hashes/utils.js'
import { base32nopad } from '@scure/base'
import { entropyToMnemonic, mnemonicToEntropy, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { SHARE_ERROR_MESSAGES, ShareError } from './ShareError'

/**
 * Which of the wallet's three shares this is: kept by the device (the key frame's encrypted store),
 * by the auth service (released after sign-in), or by the visitor (the recovery kit).
 *
 * @example
 * ```ts
 * const kind: ShareKind = 'recovery'
 * ```
 */
export type ShareKind = 'device' | 'auth' | 'recovery'

/**
 * One share of a wallet's secret, with what is needed to combine it safely.
 *
 * @example
 * ```ts
 * const share: WalletShare = readShare(text)
 * share.setId // the split it belongs to
 * ```
 */
export type WalletShare = {
  kind: ShareKind
  /**
   * Hex id of the split this share comes from (7 random bytes, then the recovery share's x);
   * shares of one split combine.
   */
  setId: string
  /** A 64-bit check of the secret (SHA-256 over the split id and the secret, cut): proves a rebuild. */
  check: Uint8Array
  /** The Shamir share itself (the secret's length plus one byte). */
  bytes: Uint8Array
}

/**
 * The three shares of one split, as text.
 *
 * @example
 * ```ts
 * const { setId, device, auth, recovery } = await splitWalletSecret(mnemonic)
 * ```
 */
export type WalletShareSet = { setId: string; device: string; auth: string; recovery: string }

const VERSION = 1
const KINDS: readonly ShareKind[] = ['device', 'auth', 'recovery']
const SET_ID_LENGTH = 8
const CHECK_LENGTH = 8
const CHECKSUM_LENGTH = 4
const HEADER_LENGTH = 2 + SET_ID_LENGTH + CHECK_LENGTH + 1
/** BIP-39 entropy lengths a wallet secret may have (12 or 24 words). */
const SECRET_LENGTHS: ReadonlySet<number> = new Set([16, 32])
/** Longest share text accepted (a 24-word secret's share is 112 characters with its dashes). */
export const SHARE_TEXT_MAX_LENGTH = 200
const encoder = new TextEncoder()

/**
 * Splits a wallet's BIP-39 secret (its entropy, so any two shares give back the same phrase) into
 * three shares, any two of which rebuild it (Shamir over GF(256), `shamir-secret-sharing`): one for
 * the device, one for the auth service and one for the visitor's recovery kit. Every split gets a
 * fresh id, so shares of an older split (before a device was revoked) do not combine with new ones.
 *
 * @param mnemonic - The wallet's recovery phrase (12 or 24 English BIP-39 words).
 * @returns The split's id and its three shares as text (see {@link writeShare}).
 * @throws {ShareError} `SECRET_INVALID` when the phrase is not BIP-39.
 * @example
 * ```ts
 * const set = await splitWalletSecret(mnemonic)
 * await combineWalletShares(set.device, set.recovery) // mnemonic
 * ```
 */
export async function splitWalletSecret(mnemonic: string): Promise<WalletShareSet> {
  if (!validateMnemonic(mnemonic, wordlist))
    throw new ShareError(SHARE_ERROR_MESSAGES.invalidSecret, { code: 'SECRET_INVALID' })
  const secret = mnemonicToEntropy(mnemonic, wordlist)
  const { split } = await import('shamir-secret-sharing')
  const parts = await split(secret, 3, 2)
  // The id's last byte is where the recovery share lies (its x, public in Shamir's scheme), so a
  // frame that holds the two others can rebuild it exactly (`recomputeRecoveryShare`).
  const setIdBytes = concatBytes(
    randomBytes(SET_ID_LENGTH - 1),
    Uint8Array.of((parts[2] as Uint8Array).at(-1) as number),
  )
  const check = secretCheck(setIdBytes, secret)
  secret.fill(0)
  const setId = bytesToHex(setIdBytes)
  const [device, auth, recovery] = KINDS.map((kind, index) =>
    writeShare({ kind, setId, check, bytes: parts[index] as Uint8Array }),
  ) as [string, string, string]
  for (const part of parts) part.fill(0)
  return { setId, device, auth, recovery }
}

/**
 * Rebuilds the wallet's recovery phrase from two shares of one split, in any order.
 *
 * @param first - A share (text from {@link writeShare}, or read).
 * @param second - Another share of the same split.
 * @returns The recovery phrase.
 * @throws {ShareError} `SHARE_INVALID` for text that is not a share, `SHARE_SAME_KIND` for two
 *   copies of one share, `SHARE_MISMATCH` for shares of different splits, `SHARE_TAMPERED` when the
 *   result fails the secret's check.
 * @example
 * ```ts
 * const mnemonic = await combineWalletShares(deviceShare, authShare)
 * ```
 */
export async function combineWalletShares(
  first: string | WalletShare,
  second: string | WalletShare,
): Promise<string> {
  const a = typeof first === 'string' ? readShare(first) : first
  const b = typeof second === 'string' ? readShare(second) : second
  if (a.setId !== b.setId || !equalBytes(a.check, b.check))
    throw new ShareError(SHARE_ERROR_MESSAGES.mismatch, { code: 'SHARE_MISMATCH' })
  if (a.kind === b.kind || equalBytes(a.bytes, b.bytes))
    throw new ShareError(SHARE_ERROR_MESSAGES.sameKind, { code: 'SHARE_SAME_KIND' })
  if (a.bytes.length !== b.bytes.length || a.bytes.at(-1) === b.bytes.at(-1))
    throw new ShareError(SHARE_ERROR_MESSAGES.tampered, { code: 'SHARE_TAMPERED' })
  const { combine } = await import('shamir-secret-sharing')
  const secret = await combine([a.bytes, b.bytes])
  try {
    if (!SECRET_LENGTHS.has(secret.length) || !equalBytes(secretCheck(hexToBytes(a.setId), secret), a.check))
      throw new ShareError(SHARE_ERROR_MESSAGES.tampered, { code: 'SHARE_TAMPERED' })
    return entropyToMnemonic(secret, wordlist)
  } finally {
    secret.fill(0)
  }
}

/**
 * Writes a share as text: RFC 4648 base32 in groups of four, so it can be printed and typed. The
 * bytes are a version, the kind, the split id, the secret's check, the share and a 4-byte SHA-256
 * checksum that catches a typo.
 *
 * @param share - The share.
 * @returns Text such as `AEAQ-…-7XKD`.
 * @example
 * ```ts
 * const text = writeShare(share)
 * readShare(text).setId === share.setId // true
 * ```
 */
export function writeShare(share: WalletShare): string {
  const body = concatBytes(
    Uint8Array.of(VERSION, KINDS.indexOf(share.kind) + 1),
    hexToBytes(share.setId),
    share.check,
    Uint8Array.of(share.bytes.length),
    share.bytes,
  )
  const bytes = concatBytes(body, sha256(body).subarray(0, CHECKSUM_LENGTH))
  return (base32nopad.encode(bytes).match(/.{1,4}/g) ?? []).join('-')
}

/**
 * Reads a share written by {@link writeShare}. Untrusted input: spaces, dashes and letter case are
 * ignored, 0, 1 and 8 are read as O, I and B (the letters they are mistaken for), and the length is
 * capped before decoding.
 *
 * @param text - The share text (a recovery code, or a stored share).
 * @returns The share.
 * @throws {ShareError} `SHARE_INVALID` when it is not a share of this format or its checksum fails.
 * @example
 * ```ts
 * const share = readShare('AEAQ-…')
 * ```
 */
export function readShare(text: string): WalletShare {
  if (typeof text !== 'string' || text.length > SHARE_TEXT_MAX_LENGTH) throw invalid()
  const cleaned = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/0/g, 'O')
    .replace(/1/g, 'I')
    .replace(/8/g, 'B')
  if (!/^[A-Z2-7]+$/.test(cleaned)) throw invalid()
  let bytes: Uint8Array
  try {
    bytes = base32nopad.decode(cleaned)
  } catch {
    throw invalid()
  }
  if (bytes.length < HEADER_LENGTH + CHECKSUM_LENGTH + 2) throw invalid()
  const body = bytes.subarray(0, bytes.length - CHECKSUM_LENGTH)
  if (!equalBytes(sha256(body).subarray(0, CHECKSUM_LENGTH), bytes.subarray(body.length))) throw invalid()
  const kind = KINDS[(body[1] ?? 0) - 1]
  const shareLength = body[HEADER_LENGTH - 1] ?? 0
  if (body[0] !== VERSION || kind === undefined || !SECRET_LENGTHS.has(shareLength - 1)) throw invalid()
  if (body.length !== HEADER_LENGTH + shareLength) throw invalid()
  return {
    kind,
    setId: bytesToHex(body.subarray(2, 2 + SET_ID_LENGTH)),
    check: body.slice(2 + SET_ID_LENGTH, 2 + SET_ID_LENGTH + CHECK_LENGTH),
    bytes: body.slice(HEADER_LENGTH),
  }
}

function secretCheck(setId: Uint8Array, secret: Uint8Array): Uint8Array {
  return sha256(concatBytes(encoder.encode('latch-wallet-secret'), setId, secret)).slice(0, CHECK_LENGTH)
}

function invalid(): ShareError {
  return new ShareError(SHARE_ERROR_MESSAGES.invalid, { code: 'SHARE_INVALID' })
}
