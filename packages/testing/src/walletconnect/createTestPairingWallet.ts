import { createPairingMemoryStorage } from '@latch/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { createWalletSigners, type PairingWalletKeys, WalletMethodError } from './walletSigners'

type Client = InstanceType<typeof SignClient>
type ProposalEvent = Parameters<Parameters<Client['on']>[1]>[0] & { id: number }
type AuthenticateEvent = {
  id: number
  params: { authPayload: Parameters<typeof populateAuthPayload>[0]['authPayload'] }
}

/**
 * A session proposal the wallet received.
 *
 * @example
 * ```ts
 * const proposal = await wallet.nextProposal()
 * proposal.requiredNamespaces.eip155?.chains // ['eip155:31337']
 * ```
 */
export type ReceivedProposal = {
  id: number
  expiryTimestamp: number
  pairingTopic: string
  requiredNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>
  optionalNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>
}

/**
 * A request the wallet received from the app through the session.
 *
 * @example
 * ```ts
 * wallet.requests.map((r) => r.method) // ['personal_sign']
 * ```
 */
export type ReceivedRequest = { id: number; topic: string; chainId: string; method: string; params: unknown }

/**
 * How the wallet answers the next requests: sign them, reject them as the user would (code 5000,
 * "User rejected."), or leave them unanswered (the app shows "waiting in wallet").
 *
 * @example
 * ```ts
 * wallet.setRequestMode('reject')
 * ```
 */
export type RequestMode = 'answer' | 'reject' | 'ignore'

/**
 * The sign-in request of a one-click authentication (`wc_sessionAuthenticate`), as the wallet
 * received it, with the chains and ReCap it grants written in.
 *
 * @example
 * ```ts
 * const rewrite = (payload: PairingSignInPayload) => ({ ...payload, nonce: 'attacker12345' })
 * ```
 */
export type PairingSignInPayload = ReturnType<typeof populateAuthPayload>

/**
 * Whether the wallet answers WalletConnect's one-click authentication: `false` (the default) for a
 * wallet without it, which answers the session proposal sent beside it; `true` to sign the request
 * with its EVM key (a real EIP-191 signature per requested chain); `{ rewrite }` to sign a changed
 * request (another nonce or domain), as a wallet that signs what the app did not ask would.
 *
 * @example
 * ```ts
 * wallet.setSignIn({ rewrite: (payload) => ({ ...payload, domain: 'evil.example' }) })
 * ```
 */
export type TestPairingSignIn = boolean | { rewrite?(payload: PairingSignInPayload): PairingSignInPayload }

/**
 * Options of {@link createTestPairingWallet}.
 *
 * @example
 * ```ts
 * const wallet = await createTestPairingWallet({ relayUrl: relay.url, keys: { evm: { privateKey, rpcUrl } } })
 * ```
 */
export type TestPairingWalletOptions = {
  /** The relay stand-in's URL. */
  relayUrl: string
  /** Keys per namespace. */
  keys: PairingWalletKeys
  /** Storage prefix; give each wallet in one process its own. Default `'latch-test-wallet'`. */
  storagePrefix?: string
  /** Name shown to the app. */
  name?: string
  /** Whether it answers one-click authentication (default `false`); see {@link TestPairingSignIn}. */
  signIn?: TestPairingSignIn
}

/**
 * A mobile wallet built on the real WalletConnect sign client, driven by the test.
 *
 * @example
 * ```ts
 * await wallet.pair(uri)
 * const proposal = await wallet.nextProposal()
 * await wallet.approve(proposal)
 * ```
 */
export type TestPairingWallet = {
  /** Addresses per namespace. */
  addresses: { eip155?: string; solana?: string; stacks?: string; bip122?: string }
  /** The underlying sign client. */
  client: Client
  /** Every request received, oldest first. */
  readonly requests: readonly ReceivedRequest[]
  /**
   * Every prompt the wallet showed its user, oldest first: `session_proposal`,
   * `session_authenticate` (one-click authentication) and each request's method.
   */
  readonly prompts: readonly string[]
  /** Whether it answers one-click authentication from now on; see {@link TestPairingSignIn}. */
  setSignIn(signIn: TestPairingSignIn): void
  /**
   * Answers the one-click authentications held while the request mode was `ignore` (the user
   * approving late), as the current mode and {@link TestPairingSignIn} say.
   */
  releaseSignIn(): Promise<void>
  /** Pair from a `wc:` URI (as scanning the QR does). */
  pair(uri: string): Promise<void>
  /** The next (or an already received, unhandled) session proposal. */
  nextProposal(): Promise<ReceivedProposal>
  /**
   * Approve a proposal with accounts for every requested chain of a namespace the wallet has keys
   * for. `methods` overrides the methods granted per namespace (default: the ones requested that the
   * wallet supports); `accounts` replaces the CAIP-10 accounts granted per namespace (to play a
   * wallet that answers with bad addresses); `sessionProperties` are the session's properties (e.g.
   * a `bundler_url` the app's SDK would read).
   */
  approve(
    proposal: ReceivedProposal,
    options?: {
      methods?: Record<string, string[]>
      accounts?: Record<string, string[]>
      sessionProperties?: Record<string, string>
    },
  ): Promise<{ topic: string }>
  /** Reject a proposal as the user would (or with the reason a wallet chooses). */
  reject(proposal: ReceivedProposal, reason?: { code: number; message: string }): Promise<void>
  /** How to answer the next requests. */
  setRequestMode(mode: RequestMode): void
  /** Resolves with the next request the wallet receives. */
  nextRequest(): Promise<ReceivedRequest>
  /** Topics of the wallet's live sessions. */
  sessionTopics(): string[]
  /** End a session from the wallet side. */
  disconnect(topic: string): Promise<void>
  /** Resolves when the app ends a session. */
  nextSessionDelete(): Promise<{ topic: string }>
  /** Close the relay connection and stop timers so the process can exit. */
  close(): Promise<void>
}

function toProposal(event: ProposalEvent): ReceivedProposal {
  const params = (event as unknown as { params: ReceivedProposal }).params
  return {
    id: params.id,
    expiryTimestamp: params.expiryTimestamp,
    pairingTopic: params.pairingTopic,
    requiredNamespaces: params.requiredNamespaces ?? {},
    optionalNamespaces: params.optionalNamespaces ?? {},
  }
}

/**
 * Starts a test pairing wallet: a real `@walletconnect/sign-client` 2.25 on the wallet side, with
 * in-memory storage, the request queue off, that signs with real keys (viem for EVM, ed25519 for
 * Solana, @stacks/transactions for Stacks). Its telemetry is off; it looks up a message's Verify
 * attestation on the SDK's verify host only when the app sent none (a Latch connector marks each
 * proposal and request as unattested, which the relay stand-in passes on), so with Latch it stays
 * on loopback.
 *
 * @param options - Relay URL, keys, storage prefix.
 * @returns The wallet.
 * @example
 * ```ts
 * const wallet = await createTestPairingWallet({ relayUrl: relay.url, keys: { solana: { seed } } })
 * await wallet.pair(uri)
 * await wallet.approve(await wallet.nextProposal())
 * ```
 */
export async function createTestPairingWallet(options: TestPairingWalletOptions): Promise<TestPairingWallet> {
  const signers = createWalletSigners(options.keys)
  const client = await SignClient.init({
    projectId: 'latch-test-wallet',
    relayUrl: options.relayUrl,
    logger: 'silent',
    storage: createPairingMemoryStorage(),
    customStoragePrefix: options.storagePrefix ?? 'latch-test-wallet',
    telemetryEnabled: false,
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: options.name ?? 'Latch Test Wallet',
      description: 'Pairing-protocol wallet for offline tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  const proposals: ReceivedProposal[] = []
  const proposalWaiters: ((p: ReceivedProposal) => void)[] = []
  const requests: ReceivedRequest[] = []
  const requestWaiters: ((r: ReceivedRequest) => void)[] = []
  const deleteWaiters: ((d: { topic: string }) => void)[] = []
  const prompts: string[] = []
  let mode: RequestMode = 'answer'
  let signIn: TestPairingSignIn = options.signIn ?? false

  // One-click authentication: with a listener the SDK shows this request instead of the proposal.
  const held: AuthenticateEvent[] = []
  const authenticate = async (event: AuthenticateEvent) => {
    prompts.push('session_authenticate')
    if (mode === 'ignore') held.push(event)
    else await answerSignIn(event)
  }
  const answerSignIn = async (event: AuthenticateEvent) => {
    const { id, params } = event
    const address = signers.addresses.eip155
    if (mode === 'reject' || !address) {
      await client.rejectSessionAuthenticate({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const granted = populateAuthPayload({
      authPayload: params.authPayload,
      chains: params.authPayload.chains,
      methods: [...(signers.methods.eip155 ?? [])],
    })
    const payload = typeof signIn === 'object' && signIn.rewrite ? signIn.rewrite(granted) : granted
    const auths = []
    for (const chain of payload.chains) {
      const iss = `did:pkh:${chain}:${address}`
      const message = client.formatAuthMessage({ request: payload, iss })
      const signature = await signers.answer(chain, 'personal_sign', [message, address])
      auths.push(buildAuthObject(payload, { t: 'eip191', s: String(signature) }, iss))
    }
    await client.approveSessionAuthenticate({ id, auths })
  }
  const onAuthenticate = (event: AuthenticateEvent) => void authenticate(event)
  if (signIn) client.on('session_authenticate', onAuthenticate)

  client.on('session_proposal', (event) => {
    prompts.push('session_proposal')
    const proposal = toProposal(event as ProposalEvent)
    const waiter = proposalWaiters.shift()
    if (waiter) waiter(proposal)
    else proposals.push(proposal)
  })

  client.on('session_request', (event) => {
    const { id, topic, params } = event
    const request: ReceivedRequest = {
      id,
      topic,
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
    }
    requests.push(request)
    prompts.push(request.method)
    for (const waiter of requestWaiters.splice(0)) waiter(request)
    if (mode === 'ignore') return
    const respond = async () => {
      if (mode === 'reject') {
        await client.respond({
          topic,
          response: { id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
        })
        return
      }
      try {
        const result = await signers.answer(request.chainId, request.method, request.params)
        await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
      } catch (error) {
        const code = error instanceof WalletMethodError ? error.code : -32603
        await client.respond({
          topic,
          response: { id, jsonrpc: '2.0', error: { code, message: (error as Error).message } },
        })
      }
    }
    void respond()
  })

  client.on('session_delete', ({ topic }) => {
    for (const waiter of deleteWaiters.splice(0)) waiter({ topic })
  })

  const namespacesFor = (
    proposal: ReceivedProposal,
    methodOverrides: Record<string, string[]> | undefined,
  ) => {
    const namespaces: Record<
      string,
      { accounts: string[]; chains: string[]; methods: string[]; events: string[] }
    > = {}
    const requested = [proposal.requiredNamespaces, proposal.optionalNamespaces]
    for (const group of requested) {
      for (const [key, value] of Object.entries(group)) {
        const namespace = key.split(':')[0] ?? key
        const address = signers.addresses[namespace as keyof typeof signers.addresses]
        if (!address) continue
        const chains = value.chains ?? (key.includes(':') ? [key] : [])
        const supported = signers.methods[namespace] ?? []
        const current = namespaces[namespace] ?? { accounts: [], chains: [], methods: [], events: [] }
        const methods = methodOverrides?.[namespace] ?? value.methods.filter((m) => supported.includes(m))
        namespaces[namespace] = {
          chains: [...new Set([...current.chains, ...chains])],
          accounts: [...new Set([...current.accounts, ...chains.map((c) => `${c}:${address}`)])],
          methods: [...new Set([...current.methods, ...methods])],
          events: [...new Set([...current.events, ...value.events])],
        }
      }
    }
    return namespaces
  }

  return {
    addresses: signers.addresses,
    client,
    requests,
    prompts,
    async releaseSignIn() {
      for (const event of held.splice(0)) await answerSignIn(event)
    },
    setSignIn(next) {
      client.off('session_authenticate', onAuthenticate)
      signIn = next
      if (next) client.on('session_authenticate', onAuthenticate)
    },
    async pair(uri) {
      await client.pair({ uri })
    },
    nextProposal() {
      const ready = proposals.shift()
      if (ready) return Promise.resolve(ready)
      return new Promise((resolve) => proposalWaiters.push(resolve))
    },
    async approve(proposal, approveOptions) {
      const namespaces = namespacesFor(proposal, approveOptions?.methods)
      for (const [namespace, accounts] of Object.entries(approveOptions?.accounts ?? {})) {
        const granted = namespaces[namespace]
        if (granted) granted.accounts = accounts
      }
      const { topic, acknowledged } = await client.approve({
        id: proposal.id,
        namespaces,
        ...(approveOptions?.sessionProperties ? { sessionProperties: approveOptions.sessionProperties } : {}),
      })
      await acknowledged()
      return { topic }
    },
    async reject(proposal, reason = { code: 5000, message: 'User rejected.' }) {
      await client.reject({ id: proposal.id, reason })
    },
    setRequestMode(next) {
      mode = next
    },
    nextRequest() {
      return new Promise((resolve) => requestWaiters.push(resolve))
    },
    sessionTopics: () => client.session.getAll().map((s) => s.topic),
    async disconnect(topic) {
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    nextSessionDelete() {
      return new Promise((resolve) => deleteWaiters.push(resolve))
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
}
