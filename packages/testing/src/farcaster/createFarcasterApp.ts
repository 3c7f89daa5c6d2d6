/**
 * TEST / DEV PART — the visitor's Farcaster app (Warpcast's role) in a test or the local demo.
 * With `@farcaster/auth-client`'s wallet client it reads a Sign In With Farcaster link, fetches the
 * channel's parameters from the relay, builds the SIWF message, signs it with the fid's custody key
 * (a viem local account) and posts it to the relay.
 */
import type { Address, LocalAccount } from 'viem'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'

/**
 * Options of {@link createFarcasterApp}.
 *
 * @example
 * ```ts
 * const options: FarcasterAppOptions = { relayUrl: relay.url, authKey: relay.authKey }
 * ```
 */
export type FarcasterAppOptions = {
  /** The relay's base URL. */
  relayUrl: string
  /** The relay's auth key (`X-Farcaster-Auth-Relay-Key`). */
  authKey: string
}

/**
 * One approval: the link the app showed, the fid, the key that signs, and (to make a refused
 * sign-in in a test) what to sign in place of the channel's own domain or nonce.
 *
 * @example
 * ```ts
 * const approval: FarcasterApproval = { uri, fid: 1n, custody: privateKeyToAccount(key) }
 * ```
 */
export type FarcasterApproval = {
  uri: string
  fid: bigint
  custody: LocalAccount
  /** Sign this domain instead of the channel's. */
  domain?: string
  /** Sign this nonce instead of the channel's. */
  nonce?: string
}

/**
 * What the Farcaster app signed and posted.
 *
 * @example
 * ```ts
 * const { message, signature, channelToken } = await farcaster.approve(approval)
 * ```
 */
export type FarcasterApproved = {
  channelToken: string
  message: string
  signature: `0x${string}`
  address: Address
}

/**
 * The Farcaster app actor.
 *
 * @example
 * ```ts
 * const farcaster: FarcasterApp = createFarcasterApp({ relayUrl: relay.url, authKey: relay.authKey })
 * ```
 */
export type FarcasterApp = {
  /** Signs the sign-in the link stands for and posts it to the relay. */
  approve(approval: FarcasterApproval): Promise<FarcasterApproved>
}

type ChannelParams = {
  siweUri?: unknown
  domain?: unknown
  nonce?: unknown
  notBefore?: unknown
  expirationTime?: unknown
  requestId?: unknown
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : undefined)

/**
 * Creates the Farcaster app actor for a relay.
 *
 * @param options - The relay and its auth key.
 * @returns The actor.
 * @example
 * ```ts
 * const farcaster = createFarcasterApp({ relayUrl: relay.url, authKey: relay.authKey })
 * await farcaster.approve({ uri: await page.locator('[data-latch-farcaster-link]').getAttribute('href'), fid, custody })
 * ```
 */
export function createFarcasterApp(options: FarcasterAppOptions): FarcasterApp {
  return {
    async approve(approval) {
      const { createAppClient, createWalletClient } = await import('@farcaster/auth-client')
      // the Farcaster app reads no chain: its connector is never called
      const noChain = () =>
        Promise.reject(new TestKitError(TEST_KIT_MESSAGES.farcasterNoChain, { code: 'STEP_REFUSED' }))
      const ethereum = { getFid: noChain, isValidAuthAddress: noChain, publicClient: undefined as never }
      const wallet = createWalletClient({ relay: options.relayUrl, ethereum })
      const refused = (step: string, detail: unknown) =>
        new TestKitError(TEST_KIT_MESSAGES.farcasterStepRefused(step), {
          code: 'STEP_REFUSED',
          details: String(detail),
        })
      const parsed = wallet.parseSignInURI({ uri: approval.uri })
      if (parsed.isError) throw refused('parse the sign-in link', parsed.error?.message)
      const { channelToken } = parsed
      const channel = await createAppClient({ relay: options.relayUrl, ethereum }).status({ channelToken })
      if (channel.isError || channel.response.status !== 202)
        throw refused('read the channel', channel.error?.message ?? channel.response?.status)
      const params: ChannelParams = channel.data.signatureParams ?? {}
      const notBefore = date(params.notBefore)
      const expirationTime = date(params.expirationTime)
      const requestId = text(params.requestId)
      const built = wallet.buildSignInMessage({
        address: approval.custody.address,
        fid: Number(approval.fid),
        uri: text(params.siweUri) ?? '',
        domain: approval.domain ?? text(params.domain) ?? '',
        nonce: approval.nonce ?? text(params.nonce) ?? '',
        ...(notBefore ? { notBefore } : {}),
        ...(expirationTime ? { expirationTime } : {}),
        ...(requestId ? { requestId } : {}),
      })
      if (built.isError) throw refused('build the message', built.error?.message)
      const signature = await approval.custody.signMessage({ message: built.message })
      const posted = await wallet.authenticate({
        channelToken,
        authKey: options.authKey,
        message: built.message,
        signature,
        fid: Number(approval.fid),
        authMethod: 'custody',
      })
      if (posted.isError || posted.response.status !== 201)
        throw refused('post to the relay', posted.error?.message ?? posted.response?.status)
      return { channelToken, message: built.message, signature, address: approval.custody.address }
    },
  }
}
