import type { AppClient } from '@farcaster/auth-client'
import { toSafeLinkUrl } from '@latch/core'
import { apiErrors } from '../errors/apiErrors'

/**
 * What the relay says of a channel: still waiting, gone (expired, closed or unknown), or the
 * Farcaster app's signed message (untrusted until verified).
 *
 * @example
 * ```ts
 * const seen: RelayChannelState = { state: 'completed', message, signature: '0x…', username: 'ada' }
 * ```
 */
export type RelayChannelState =
  | { state: 'pending' }
  | { state: 'gone' }
  | { state: 'completed'; message: string; signature: `0x${string}`; username?: string }

const CHANNEL_TOKEN = /^[A-Za-z0-9._~-]{1,256}$/
const SIGNATURE = /^0x[0-9a-fA-F]{2,2048}$/
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
/** Longest SIWF message accepted (one is ~600 characters). */
const MAX_MESSAGE = 4_096

/**
 * Opens a channel on the relay for one sign-in, with the service's own nonce, and checks the
 * relay's answer (a channel token, a web link, the same nonce).
 *
 * @param client - The app client on the service's relay.
 * @param request - The SIWF URI (the app page's origin), domain (its host) and nonce.
 * @returns The channel token and the link to show.
 * @throws AuthServiceError 502 `FARCASTER_UNAVAILABLE` when the relay fails or answers nonsense.
 * @example
 * ```ts
 * const { channelToken, url } = await openRelayChannel(client, { siweUri: origin, domain, nonce })
 * ```
 */
export async function openRelayChannel(
  client: AppClient,
  request: { siweUri: string; domain: string; nonce: string },
): Promise<{ channelToken: string; url: string }> {
  const answer = await client.createChannel({ ...request, acceptAuthAddress: false })
  const data: Partial<Record<'channelToken' | 'url' | 'nonce', unknown>> = answer.isError
    ? {}
    : (answer.data ?? {})
  const url = toSafeLinkUrl(data.url)
  const channelToken = data.channelToken
  if (answer.isError || typeof channelToken !== 'string' || !CHANNEL_TOKEN.test(channelToken) || !url)
    throw apiErrors.farcasterUnavailable()
  if (data.nonce !== request.nonce) throw apiErrors.farcasterUnavailable()
  return { channelToken, url }
}

/**
 * Reads a channel's status from the relay, shape-checking what it answers.
 *
 * @param client - The app client on the service's relay.
 * @param channelToken - The channel.
 * @returns Its state.
 * @throws AuthServiceError 502 `FARCASTER_UNAVAILABLE` when the relay fails or answers nonsense.
 * @example
 * ```ts
 * const seen = await readRelayChannel(client, login.channelToken)
 * if (seen.state === 'pending') return { json: { state: 'pending' } }
 * ```
 */
export async function readRelayChannel(client: AppClient, channelToken: string): Promise<RelayChannelState> {
  const answer = await client.status({ channelToken })
  if (answer.isError) throw apiErrors.farcasterUnavailable()
  const status = answer.response.status
  if (status === 401 || status === 404) return { state: 'gone' }
  if (status === 202) return { state: 'pending' }
  const data: Partial<Record<'state' | 'message' | 'signature' | 'username', unknown>> = answer.data ?? {}
  const { message, signature, username } = data
  if (
    status !== 200 ||
    data.state !== 'completed' ||
    typeof message !== 'string' ||
    message.length > MAX_MESSAGE ||
    typeof signature !== 'string' ||
    !SIGNATURE.test(signature)
  )
    throw apiErrors.farcasterUnavailable()
  return {
    state: 'completed',
    message,
    signature: signature as `0x${string}`,
    // shown only, never trusted: the fid comes from the verified message
    ...(typeof username === 'string' && USERNAME.test(username) ? { username } : {}),
  }
}
