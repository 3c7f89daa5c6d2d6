import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { KEY_ERROR_MESSAGES, KeyError } from './KeyError'

const HARDENED = 0x80000000

/**
 * SLIP-0010 ed25519 derivation: the 32-byte private seed at a hardened-only path from a BIP-39
 * seed (master key from HMAC-SHA512 keyed with "ed25519 seed"; each child from HMAC-SHA512 of the
 * parent chain code over 0x00 ‖ parent key ‖ index).
 *
 * @param seed - The BIP-39 seed.
 * @param path - A path such as `m/44'/501'/0'/0'`; every level must be hardened.
 * @returns The 32-byte ed25519 private seed of that path.
 * @throws {KeyError} `INVALID_PARAMS` for a malformed or non-hardened path.
 * @example
 * ```ts
 * const privateSeed = deriveEd25519Key(mnemonicToSeed(mnemonic), "m/44'/501'/0'/0'")
 * ```
 */
export function deriveEd25519Key(seed: Uint8Array, path: string): Uint8Array {
  const segments = path.split('/')
  if (segments[0] !== 'm') throw invalidPath(path)
  let node = hmac(sha512, utf8ToBytes('ed25519 seed'), seed)
  for (const segment of segments.slice(1)) {
    const match = /^(\d+)'$/.exec(segment)
    const index = match?.[1] === undefined ? Number.NaN : Number(match[1])
    if (!Number.isSafeInteger(index) || index >= HARDENED) throw invalidPath(path)
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index + HARDENED)
    const next = hmac(sha512, node.subarray(32), data)
    node.fill(0)
    data.fill(0)
    node = next
  }
  const key = node.slice(0, 32)
  node.fill(0)
  return key
}

function invalidPath(path: string): KeyError {
  return new KeyError(KEY_ERROR_MESSAGES.invalidPath, {
    code: 'INVALID_PARAMS',
    details: `"${path}" is not a hardened-only path`,
  })
}
