import type { SiwxMessageData, SiwxSession } from '@latch/core'
import type { Eip4361VerifierOptions } from './createEip4361Verifier'
import { parseEip4361Message } from './parseEip4361Message'

const sameFields = (a: SiwxMessageData, b: SiwxMessageData) =>
  a.accountAddress.toLowerCase() === b.accountAddress.toLowerCase() &&
  a.chainId === b.chainId &&
  a.domain === b.domain &&
  a.uri === b.uri &&
  a.nonce === b.nonce &&
  a.version === b.version &&
  a.issuedAt === b.issuedAt &&
  a.expirationTime === b.expirationTime &&
  a.notBefore === b.notBefore

/**
 * Verifies a sign-in session: the message parses, matches the session data, is for `domain` (when
 * given), is within its `notBefore`/`expirationTime` at `now`, and is signed by the account (EOA
 * with viem; ERC-1271 and ERC-6492 smart accounts on chain through the app's RPC).
 *
 * @param session - Data, exact message text and signature.
 * @param verifyOptions - Expected domain and the time to check against (default now).
 * @param options - Network lookup and clients.
 * @returns True when every check passes.
 * @example
 * ```ts
 * await verifyEip4361Session(session, { domain: 'app.example' }, { getNetwork, clients })
 * ```
 */
export async function verifyEip4361Session(
  session: SiwxSession,
  verifyOptions: { domain?: string; now?: Date },
  options: Eip4361VerifierOptions,
): Promise<boolean> {
  let parsed: SiwxMessageData
  try {
    parsed = parseEip4361Message(session.message)
  } catch {
    return false
  }
  if (!sameFields(parsed, session.data)) return false
  if (verifyOptions.domain !== undefined && parsed.domain !== verifyOptions.domain) return false
  const now = (verifyOptions.now ?? new Date()).getTime()
  if (parsed.expirationTime !== undefined && now >= Date.parse(parsed.expirationTime)) return false
  if (parsed.notBefore !== undefined && now < Date.parse(parsed.notBefore)) return false
  if (!/^0x[0-9a-fA-F]+$/.test(session.signature)) return false
  const address = parsed.accountAddress as `0x${string}`
  const signature = session.signature as `0x${string}`
  const network = options.getNetwork(parsed.chainId)
  try {
    if (network) {
      const client = await options.clients.get(network)
      return await client.verifyMessage({ address, message: session.message, signature })
    }
    const { verifyMessage } = await import('viem')
    return await verifyMessage({ address, message: session.message, signature })
  } catch {
    return false
  }
}
