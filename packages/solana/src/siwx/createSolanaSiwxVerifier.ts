import type { CaipNetwork, CaipNetworkId, SiwxMessageData, SiwxVerifier } from '@latch/core/kit'
import { defineSiwxVerifier, ValidationError } from '@latch/core/kit'
import { SOLANA_MESSAGES } from '../errors/solanaMessages'
import { SOLANA_CLUSTERS } from '../networks/solanaClusters'
import { decodeBase58 } from '../utils/base58'
import { formatSignInText, parseSignInText, toSiwxData } from './signInMessage'
import { solanaChainLabel } from './solanaChainLabel'

/** A CAIP-2 Solana network id (its reference as CAIP-2 allows). */
const isSolanaNetworkId = (value: string): value is CaipNetworkId =>
  /^solana:[-_a-zA-Z0-9]{1,64}$/.test(value)

function decodeSignature(signature: string): Uint8Array | null {
  try {
    const bytes = decodeBase58(signature)
    if (bytes.length === 64) return bytes
  } catch {}
  if (/^(0x)?[0-9a-fA-F]{128}$/.test(signature)) {
    const hex = signature.replace(/^0x/, '')
    return Uint8Array.from({ length: 64 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16))
  }
  try {
    const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0))
    return bytes.length === 64 ? bytes : null
  } catch {
    return null
  }
}

/**
 * Sign-In-With-Solana for Latch's sign-in flow: the CAIP-122 text format Solana wallets use (the
 * Chain ID written as `mainnet`, `devnet`, `testnet` or `localnet`), parsed strictly (fields in
 * order and once, date-times that exist), and ed25519 verification with @noble/curves (loaded when
 * verifying). `check`/`verify` compare every field of the signed message with the session data and
 * the expected domain, URI, network and nonce, and check the time bounds before the signature.
 * Signatures may be base58 (Latch's encoding), hex or base64.
 *
 * @param options - `localnet`: the network a `Chain ID: localnet` message refers to.
 * @returns The verifier.
 * @example
 * ```ts
 * const siwx = createSolanaSiwxVerifier()
 * const message = siwx.formatMessage(data)
 * const ok = await siwx.verify({ data, message, signature }, { domain: location.host, uri: location.origin })
 * ```
 */
export function createSolanaSiwxVerifier(options: { localnet?: CaipNetwork } = {}): SiwxVerifier {
  const chainLabel = (chainId: CaipNetworkId) => solanaChainLabel(chainId, options.localnet)
  const chainFromLabel = (label: string | undefined): CaipNetworkId => {
    const name = label?.replace(/^solana:/, '')
    const known = Object.entries(SOLANA_CLUSTERS).find(([, n]) => n === name)
    if (known) return known[0] as CaipNetworkId
    if (name === 'localnet' && options.localnet) return options.localnet.caipNetworkId
    if (label !== undefined && isSolanaNetworkId(label)) return label
    throw new ValidationError(SOLANA_MESSAGES.invalidSiwxMessage, {
      code: 'INVALID_SIWX_MESSAGE',
      details: `unknown Chain ID "${label ?? ''}"`,
    })
  }
  return defineSiwxVerifier({
    namespace: 'solana',
    formatMessage: (data: SiwxMessageData) =>
      formatSignInText({
        ...(data.scheme !== undefined ? { scheme: data.scheme } : {}),
        domain: data.domain,
        address: data.accountAddress,
        uri: data.uri,
        version: data.version,
        chainId: chainLabel(data.chainId),
        nonce: data.nonce,
        issuedAt: data.issuedAt,
        ...(data.statement !== undefined ? { statement: data.statement } : {}),
        ...(data.expirationTime !== undefined ? { expirationTime: data.expirationTime } : {}),
        ...(data.notBefore !== undefined ? { notBefore: data.notBefore } : {}),
        ...(data.requestId !== undefined ? { requestId: data.requestId } : {}),
        ...(data.resources !== undefined ? { resources: data.resources } : {}),
      }),
    parseMessage: (message: string) => {
      const fields = parseSignInText(message)
      return toSiwxData(fields, chainFromLabel(fields.chainId))
    },
    async verifySignature({ message, signature, data }) {
      const signatureBytes = decodeSignature(signature)
      const publicKey = decodeBase58(data.accountAddress)
      if (!signatureBytes || publicKey.length !== 32) return false
      const { ed25519 } = await import('@noble/curves/ed25519.js')
      return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)
    },
  })
}
