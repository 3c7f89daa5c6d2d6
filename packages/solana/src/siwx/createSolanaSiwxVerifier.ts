import type { CaipNetwork, CaipNetworkId, SiwxMessageData, SiwxSession, SiwxVerifier } from '@latch/core'
import { ValidationError } from '@latch/core'
import { solanaDevnet, solanaMainnet, solanaTestnet } from '../networks/solanaNetworks'
import { decodeBase58 } from '../utils/base58'
import { formatSignInText, parseSignInText, toSiwxData } from './signInMessage'

const CLUSTER_NAMES: Record<string, string> = {
  [solanaMainnet.caipNetworkId]: 'mainnet',
  [solanaDevnet.caipNetworkId]: 'devnet',
  [solanaTestnet.caipNetworkId]: 'testnet',
}

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
 * Chain ID written as `mainnet`, `devnet`, `testnet` or `localnet`) and ed25519 verification with
 * @noble/curves (loaded when verifying). Signatures may be base58 (Latch's encoding), hex or base64.
 *
 * @param options - `localnet`: the network a `Chain ID: localnet` message refers to.
 * @returns The verifier.
 * @example
 * ```ts
 * const siwx = createSolanaSiwxVerifier()
 * const message = siwx.formatMessage(data)
 * const ok = await siwx.verify({ data, message, signature })
 * ```
 */
export function createSolanaSiwxVerifier(options: { localnet?: CaipNetwork } = {}): SiwxVerifier {
  const chainLabel = (chainId: CaipNetworkId) =>
    CLUSTER_NAMES[chainId] ?? (chainId === options.localnet?.caipNetworkId ? 'localnet' : chainId)
  const chainFromLabel = (label: string | undefined): CaipNetworkId => {
    const name = label?.replace(/^solana:/, '')
    const known = Object.entries(CLUSTER_NAMES).find(([, n]) => n === name)
    if (known) return known[0] as CaipNetworkId
    if (name === 'localnet' && options.localnet) return options.localnet.caipNetworkId
    if (label?.startsWith('solana:') && label.length > 'solana:'.length) return label as CaipNetworkId
    throw new ValidationError('Malformed sign-in message', {
      code: 'INVALID_SIWX_MESSAGE',
      details: `unknown Chain ID "${label ?? ''}"`,
    })
  }
  const formatMessage = (data: SiwxMessageData) =>
    formatSignInText({
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
    })
  const parseMessage = (message: string) => {
    const fields = parseSignInText(message)
    return toSiwxData(fields, chainFromLabel(fields.chainId))
  }

  return {
    namespace: 'solana',
    formatMessage,
    parseMessage,
    async verify(session: SiwxSession, verifyOptions: { domain?: string; now?: Date } = {}) {
      let parsed: SiwxMessageData
      try {
        parsed = parseMessage(session.message)
      } catch {
        return false
      }
      const data = session.data
      if (parsed.accountAddress !== data.accountAddress || parsed.nonce !== data.nonce) return false
      if (parsed.domain !== data.domain || parsed.chainId !== data.chainId) return false
      if (verifyOptions.domain !== undefined && parsed.domain !== verifyOptions.domain) return false
      const now = (verifyOptions.now ?? new Date()).getTime()
      if (parsed.notBefore && now < Date.parse(parsed.notBefore)) return false
      if (parsed.expirationTime && now >= Date.parse(parsed.expirationTime)) return false
      const signature = decodeSignature(session.signature)
      let publicKey: Uint8Array
      try {
        publicKey = decodeBase58(parsed.accountAddress)
      } catch {
        return false
      }
      if (!signature || publicKey.length !== 32) return false
      const { ed25519 } = await import('@noble/curves/ed25519.js')
      try {
        return ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey)
      } catch {
        return false
      }
    },
  }
}
