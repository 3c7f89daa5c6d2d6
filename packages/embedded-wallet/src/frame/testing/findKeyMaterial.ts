import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64, base64url, hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { deriveEd25519Key } from '../../keys/deriveEd25519Key'
import { EVM_DERIVATION_PATH } from '../../keys/deriveEvmAccount'
import { SOLANA_DERIVATION_PATH } from '../../keys/deriveSolanaAccount'
import { mnemonicToSeed } from '../../keys/mnemonicToSeed'
import { readShare } from '../../shares/walletShares'

/**
 * Every secret a wallet's mnemonic leads to, as bytes: the BIP-39 seed, the EVM private key, the
 * Solana 32-byte private seed and its 64-byte secret key (seed ‖ public key); and the wallet's
 * shares, as their text and their Shamir bytes.
 *
 * @example
 * ```ts
 * const secrets: KeySecrets = keySecretsOf(mnemonic)
 * ```
 */
export type KeySecrets = {
  mnemonic: string
  bytes: { name: string; value: Uint8Array }[]
  /** Share texts, without their dashes and spaces, upper case. */
  shares: { name: string; text: string }[]
}

/**
 * Derives the {@link KeySecrets} of a mnemonic, for tests that prove no message carries them.
 *
 * @param mnemonic - The wallet's mnemonic (rebuilt by the test).
 * @param shares - Share texts of the wallet to look for too (any split's device, auth or recovery share).
 * @returns The mnemonic, its derived secrets and the shares.
 * @example
 * ```ts
 * expect(findKeyMaterial(postedMessages, keySecretsOf(mnemonic))).toEqual([])
 * ```
 */
export function keySecretsOf(mnemonic: string, shares: readonly string[] = []): KeySecrets {
  const seed = mnemonicToSeed(mnemonic)
  const evmKey = HDKey.fromMasterSeed(seed).derive(EVM_DERIVATION_PATH).privateKey
  if (evmKey === null) throw new TypeError('no EVM private key')
  const solanaSeed = deriveEd25519Key(seed, SOLANA_DERIVATION_PATH)
  const solanaSecret = new Uint8Array([...solanaSeed, ...ed25519.getPublicKey(solanaSeed)])
  const read = shares.map((text) => ({ text, share: readShare(text) }))
  return {
    mnemonic,
    bytes: [
      { name: 'BIP-39 seed', value: seed },
      { name: 'EVM private key', value: evmKey },
      { name: 'Solana private seed', value: solanaSeed },
      { name: 'Solana secret key', value: solanaSecret },
      ...read.map(({ share }) => ({ name: `${share.kind} share (${share.setId})`, value: share.bytes })),
    ],
    shares: read.map(({ text, share }) => ({
      name: `${share.kind} share (${share.setId})`,
      text: compactShare(text),
    })),
  }
}

/**
 * Searches any value (messages, nested objects, strings, byte arrays) for key material: the
 * mnemonic or any two of its words in a row, each share's text (any case, with or without its
 * dashes), and each secret and share's bytes as hex (any case, with or without 0x, at any offset),
 * base58, base64 or base64url (decoded, so at any byte alignment) or raw bytes.
 *
 * @param value - What to search, e.g. every message a handler posted.
 * @param secrets - The secrets to look for.
 * @returns A description of each finding; empty when the value is clean.
 * @example
 * ```ts
 * expect(findKeyMaterial(posted, keySecretsOf(mnemonic))).toEqual([])
 * ```
 */
export function findKeyMaterial(value: unknown, secrets: KeySecrets): string[] {
  const findings: string[] = []
  const words = secrets.mnemonic.toLowerCase().split(/\s+/)
  const pairs = new Set(words.slice(1).map((word, i) => `${words[i]} ${word}`))
  const hexes = secrets.bytes.map(({ name, value: bytes }) => ({ name, text: hex.encode(bytes) }))

  const inBytes = (bytes: Uint8Array, where: string) => {
    for (const { name, value: secret } of secrets.bytes) {
      if (containsBytes(bytes, secret)) findings.push(`${name} in ${where}`)
    }
  }

  const inString = (text: string, path: string) => {
    const lower = text.toLowerCase()
    const tokens = lower.split(/[^a-z]+/).filter(Boolean)
    if (tokens.some((token, i) => i > 0 && pairs.has(`${tokens[i - 1]} ${token}`))) {
      findings.push(`mnemonic words at ${path}`)
    }
    for (const { name, text: secretHex } of hexes)
      if (lower.includes(secretHex)) findings.push(`${name} (hex) at ${path}`)
    const compact = compactShare(text)
    for (const { name, text: shareText } of secrets.shares)
      if (compact.includes(shareText)) findings.push(`${name} (text) at ${path}`)
    inBytes(new TextEncoder().encode(text), `${path} (utf-8)`)
    // From 20 characters: a 12-word wallet's share (17 bytes) is 24 in base58, 28 in base64.
    for (const token of text.split(/[^A-Za-z0-9+/=_-]+/).filter((t) => t.length >= 20)) {
      for (const [encoding, decoded] of decodings(token)) inBytes(decoded, `${path} (${encoding})`)
    }
  }

  const walk = (node: unknown, path: string, seen: Set<unknown>) => {
    if (typeof node === 'string') return inString(node, path)
    if (node instanceof Uint8Array) return inBytes(node, `${path} (bytes)`)
    if (node instanceof ArrayBuffer) return inBytes(new Uint8Array(node), `${path} (bytes)`)
    if (typeof node !== 'object' || node === null || seen.has(node)) return
    seen.add(node)
    for (const [key, child] of Object.entries(node)) {
      inString(key, `${path}.${key} (key)`)
      walk(child, `${path}.${key}`, seen)
    }
  }

  walk(value, '$', new Set())
  return findings
}

function compactShare(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '')
}

function decodings(token: string): [string, Uint8Array][] {
  const out: [string, Uint8Array][] = []
  const attempt = (encoding: string, run: () => Uint8Array) => {
    try {
      out.push([encoding, run()])
    } catch {
      // not this encoding
    }
  }
  const bare = token.replace(/^0x/i, '')
  attempt('hex', () => hex.decode(bare.toLowerCase()))
  const unpadded = token.replace(/=+$/, '')
  const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '=')
  attempt('base64', () => base64.decode(padded))
  attempt('base64url', () => base64url.decode(padded))
  attempt('base58', () => base58.decode(token))
  return out
}

function containsBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}
