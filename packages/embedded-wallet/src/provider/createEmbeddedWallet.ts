import {
  type AuthProvider,
  type AuthRequest,
  type AuthUser,
  type CaipNetwork,
  ConnectionError,
  cloneFrozen,
  sleep,
  systemClock,
  ValidationError,
} from '@latch/core/kit'
import { createFrameChannel, frameError } from '../client/createFrameChannel'
import {
  API_ERROR_CODES,
  API_PATHS,
  type DeviceStatusResponse,
  type EmailChangeResponse,
  type EmailStartResponse,
  type SessionResponse,
  type SocialResultMessage,
  type SocialStartResponse,
  type UserResponse,
} from '../protocol/api'
import type { FrameAccounts } from '../protocol/frame'
import { createAuthClient } from './createAuthClient'
import type { FarcasterLogin } from './createFarcasterLogin'
import { createSessionStore } from './createSessionStore'
import { handleEvmRequest } from './handleEvmRequest'
import { handleSolanaRequest } from './handleSolanaRequest'
import { jsonRpc } from './jsonRpc'
import { EMBEDDED_WALLET_MESSAGES } from './messages'
import type { FrameSigner } from './requestChecks'
import type { SmartAccountWallet } from './smartAccountWallet'
import { takeRequest } from './takeRequest'
import type { EmbeddedWallet, EmbeddedWalletAccount, EmbeddedWalletOptions, KeyFrameChannel } from './types'
import { walletAssets, walletCapabilities } from './walletAssets'
import type { WalletCalls } from './walletCalls'

/**
 * The reference embedded wallet as an {@link AuthProvider} for `createLatch({ auth: { provider } })`:
 * email (code or new-device link), social (OAuth 2.0 with PKCE) and Farcaster (Sign In With
 * Farcaster, its code loaded on first use) login through the Latch auth service, and an EVM and a
 * Solana account whose keys are created, kept (encrypted) and used only inside the key frame, a hidden iframe on its own origin. The app's page holds the session token
 * and sees addresses, signatures and signed transactions, never a key. Nothing is requested and no
 * frame is created until the first sign-in call (or a restore with a saved session).
 *
 * Beyond the `AuthProvider`, it offers the visitor's recovery kit (`newRecoveryKit`), the export
 * of the wallet's secret (`exportWallet`), both shown by the key frame over the page, and the
 * account's devices (`listDevices`, `revokeDevice`, `signOutEverywhere`); their code loads on first use.
 *
 * Limits: smart accounts are not provided (the preferred account type is remembered, the account
 * stays an EOA).
 *
 * @param options - The auth service, the key frame, the app's networks.
 * @returns The provider, with the account methods.
 * @example
 * ```ts
 * const provider = createEmbeddedWallet({ authUrl, frameUrl, networks })
 * const latch = createLatch({ adapters: [evmAdapter()], networks, auth: { provider } })
 * // later, from the app's account settings
 * await provider.newRecoveryKit()
 * const devices = await provider.listDevices()
 * ```
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  const fetcher: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const client = createAuthClient({ authUrl: options.authUrl, fetch: fetcher })
  const session = createSessionStore(
    () => options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage),
  )
  const pollMs = options.devicePollMs ?? 1000
  let login: { loginId: string } | undefined
  let change: { changeId: string } | undefined
  let channel: KeyFrameChannel | undefined
  let wallet: { token: string; accounts: FrameAccounts } | undefined
  // EIP-5792 batches this wallet sent, for wallet_getCallsStatus: the code loads with the first batch
  let batches: Promise<WalletCalls> | undefined
  const calls = () => (batches ??= import('./walletCalls').then((m) => m.createWalletCalls()))
  // Farcaster login: its code loads with the first sign-in
  let farcasterLogin: Promise<FarcasterLogin> | undefined
  // the account type the signed-in user chose (the service keeps it; read with the user)
  let accountType: 'eoa' | 'smartAccount' = 'eoa'
  // account-type changes made here: a user read started before one does not bring the old type back
  let typeChanges = 0
  // the signed-in account as a smart account: its code (and the check of options.smartAccount) loads when first used
  let smart: { evm: string; wallet: Promise<SmartAccountWallet> } | undefined
  // told when the user changed without a call of Latch's (the smart account's delegation landed)
  const userWatchers = new Set<() => void>()

  const openChannel = (): KeyFrameChannel => {
    const open =
      channel ??
      (options.createChannel ? options.createChannel() : createFrameChannel({ frameUrl: options.frameUrl }))
    channel = open
    return open
  }
  const requireToken = () => {
    const token = session.getToken()
    if (!token) throw new ConnectionError(EMBEDDED_WALLET_MESSAGES.notSignedIn, { code: 'NOT_SIGNED_IN' })
    return token
  }
  /** Loads (or creates) this user's keys in the frame; answers the addresses. */
  const loadWallet = async (token: string): Promise<FrameAccounts> => {
    if (wallet?.token === token) return wallet.accounts
    const frame = openChannel()
    await frame.ready
    const [answer, { readFrameAccounts }] = await Promise.all([
      frame.call('connect', { token }),
      import('./readFrameAccounts'),
    ])
    const accounts = readFrameAccounts(answer)
    if (!accounts) throw frameError('connect')
    wallet = { token, accounts }
    return accounts
  }
  const startSession = async (response: SessionResponse) => {
    session.setToken(response.token)
    login = undefined
    await loadWallet(response.token)
  }
  const networkFor = (request: Pick<AuthRequest, 'namespace' | 'caipNetworkId'>): CaipNetwork => {
    const network = request.caipNetworkId
      ? options.networks.find((n) => n.caipNetworkId === request.caipNetworkId)
      : options.networks.find((n) => n.chainNamespace === request.namespace)
    if (!network?.rpcUrls.default.http[0])
      throw new ValidationError(EMBEDDED_WALLET_MESSAGES.unknownNetwork, {
        code: 'UNKNOWN_NETWORK',
        details: `No RPC URL for ${request.caipNetworkId ?? request.namespace}`,
      })
    return network
  }
  const rpcOf = (network: CaipNetwork) => (method: string, params: unknown) =>
    jsonRpc(String(network.rpcUrls.default.http[0]), method, params, fetcher)
  const smartAccountOf = (evm: `0x${string}`) => {
    if (smart?.evm !== evm)
      smart = {
        evm,
        wallet: import('./smartAccountWallet').then((m) =>
          m.openSmartAccount(options, evm, openChannel(), fetcher, userWatchers),
        ),
      }
    return smart.wallet
  }
  const isSmart = () => accountType === 'smartAccount' && options.smartAccount !== undefined
  const requireLogin = () => {
    if (!login) throw new ValidationError(EMBEDDED_WALLET_MESSAGES.noLogin, { code: 'NO_LOGIN' })
    return login
  }
  const requireChange = () => {
    if (!change)
      throw new ValidationError(EMBEDDED_WALLET_MESSAGES.noEmailChange, { code: 'NO_EMAIL_CHANGE' })
    return change
  }
  // Sends the code of one step of the pending email change (the current address's, then the new one's).
  const confirmChangeStep = async (
    path: typeof API_PATHS.emailChangePrimary | typeof API_PATHS.emailChangeSecondary,
    otp: string,
  ) => {
    const { changeId } = requireChange()
    await client.call({ path, body: { changeId, otp }, token: requireToken() })
  }

  const signOut = async () => {
    const token = session.getToken()
    session.setToken(undefined)
    wallet = undefined
    login = undefined
    change = undefined
    // the next visitor's account type is read with their user
    accountType = 'eoa'
    smart = undefined
    await channel?.call('disconnect', {}).catch(() => undefined)
    if (token) await client.call({ path: API_PATHS.signOut, token }).catch(() => undefined)
  }
  const farcaster = () =>
    (farcasterLogin ??= import('./createFarcasterLogin').then((m) =>
      m.createFarcasterLogin({
        client,
        origin: options.origin ?? (typeof location === 'undefined' ? '' : location.origin),
        deviceId: () => session.getDeviceId(),
        pollMs,
        clock: systemClock(),
        startSession,
      }),
    ))
  // The account calls (recovery kit, export, devices) load on first use.
  const account = <K extends keyof EmbeddedWalletAccount>(name: K) =>
    (async (...args: [never]) =>
      (await import('./createWalletAccount'))
        .createWalletAccount(
          async (method, params) => {
            await loadWallet(requireToken())
            return openChannel().call(method, params)
          },
          client,
          requireToken,
          signOut,
          openChannel,
          startSession,
          session,
        )
        [name](...args)) as EmbeddedWalletAccount[K]

  return {
    newRecoveryKit: account('newRecoveryKit'),
    exportWallet: account('exportWallet'),
    revokeDevice: account('revokeDevice'),
    listDevices: account('listDevices'),
    signOutEverywhere: account('signOutEverywhere'),
    connectPasskey: account('connectPasskey'),
    addPasskey: account('addPasskey'),
    listPasskeys: account('listPasskeys'),
    removePasskey: account('removePasskey'),
    async connectEmail({ email }) {
      const started = await client.call<EmailStartResponse>({
        path: API_PATHS.emailStart,
        body: { email, deviceId: session.getDeviceId() },
      })
      login = { loginId: started.loginId }
      return { action: started.action }
    },
    async connectDevice() {
      const pending = requireLogin()
      for (;;) {
        const status = await client.call<DeviceStatusResponse>({
          path: API_PATHS.deviceStatus,
          body: pending,
        })
        if (status.approved) return
        if (login !== pending)
          throw new ConnectionError(EMBEDDED_WALLET_MESSAGES.noLogin, { code: 'NO_LOGIN' })
        await sleep(systemClock(), pollMs)
      }
    },
    async connectOtp({ otp }) {
      const { loginId } = requireLogin()
      await startSession(
        await client.call<SessionResponse>({ path: API_PATHS.emailVerify, body: { loginId, otp } }),
      )
    },
    async resendOtp() {
      await client.call({ path: API_PATHS.emailResend, body: requireLogin() })
    },
    async getSocialRedirectUri({ provider }) {
      const origin = options.origin ?? (typeof location === 'undefined' ? '' : location.origin)
      return client.call<SocialStartResponse>({
        path: API_PATHS.socialStart.replace(':provider', encodeURIComponent(provider)),
        body: { origin },
      })
    },
    async connectSocial({ result }) {
      const message = (result ?? {}) as Partial<SocialResultMessage>
      if (typeof message.code !== 'string' || typeof message.state !== 'string' || message.error)
        throw new ConnectionError(EMBEDDED_WALLET_MESSAGES.socialFailed, {
          code: 'SOCIAL_FAILED',
          details: message.error ? `The provider answered "${message.error}"` : 'No code in the result',
        })
      await startSession(
        await client.call<SessionResponse>({
          path: API_PATHS.socialFinish,
          body: { state: message.state, code: message.code },
        }),
      )
    },
    getFarcasterUri: async () => (await farcaster()).getUri(),
    connectFarcaster: async () => (await farcaster()).connect(),
    async getUser(): Promise<AuthUser | null> {
      const changes = typeChanges
      const token = session.getToken()
      if (!token) return null
      let user: UserResponse['user']
      try {
        ;({ user } = await client.call<UserResponse>({ path: API_PATHS.user, method: 'GET', token }))
      } catch (error) {
        if ((error as { code?: unknown }).code !== API_ERROR_CODES.unauthorized) throw error
        session.setToken(undefined)
        wallet = undefined
        return null
      }
      const accounts = await loadWallet(token)
      if (changes === typeChanges) accountType = user.preferredAccountType
      return {
        ...(user.email ? { email: user.email } : {}),
        ...(user.username ? { username: user.username } : {}),
        ...(user.socialProvider
          ? { socialProvider: user.socialProvider as NonNullable<AuthUser['socialProvider']> }
          : {}),
        preferredAccountType: user.preferredAccountType,
        accounts: {
          eip155: [{ address: accounts.evm, type: isSmart() ? 'smartAccount' : 'eoa' }],
          solana: [{ address: accounts.solana, type: 'eoa' }],
        },
        ...(isSmart() ? { smartAccountDeployed: await (await smartAccountOf(accounts.evm)).deployed() } : {}),
      }
    },
    async updateEmail({ email }) {
      change = await client.call<EmailChangeResponse>({
        path: API_PATHS.emailChange,
        body: { email },
        token: requireToken(),
      })
    },
    async updateEmailPrimaryOtp({ otp }) {
      await confirmChangeStep(API_PATHS.emailChangePrimary, otp)
    },
    async updateEmailSecondaryOtp({ otp }) {
      await confirmChangeStep(API_PATHS.emailChangeSecondary, otp)
      change = undefined
    },
    async setPreferredAccountType({ type }) {
      typeChanges++
      // back to an EOA: the delegation is cleared on chain first (the account pays its gas); `smart`
      // is open once the signed-in user was read as a smart account
      if (type === 'eoa' && smart) await (await smart.wallet).undelegate()
      await client.call({ path: API_PATHS.accountType, body: { type }, token: requireToken() })
      accountType = type
    },
    watchUser(listener) {
      userWatchers.add(listener)
      return () => userWatchers.delete(listener)
    },
    signOut,
    async request(input) {
      // Taken in once, before anything is awaited: what was checked is what the frame signs.
      const { namespace, caipNetworkId, method, params } = takeRequest(input)
      const accounts = await loadWallet(requireToken())
      const frame = openChannel()
      const sign: FrameSigner = (frameMethod, frameParams) => frame.call(frameMethod, frameParams)
      const network = networkFor({ namespace, ...(caipNetworkId === undefined ? {} : { caipNetworkId }) })
      // a smart account's sends and batch statuses, on its chain
      if (
        namespace === 'eip155' &&
        isSmart() &&
        options.smartAccount?.caipNetworkId === network.caipNetworkId &&
        ['eth_sendTransaction', 'wallet_sendCalls', 'wallet_getCallsStatus'].includes(method)
      )
        return (await smartAccountOf(accounts.evm)).request(method, params, rpcOf(network))
      if (namespace === 'eip155')
        return handleEvmRequest(method, params, {
          address: accounts.evm,
          caipNetworkId: network.caipNetworkId,
          sign,
          rpc: rpcOf(network),
          calls,
        })
      return handleSolanaRequest(method, params, {
        address: accounts.solana,
        sign,
        rpc: rpcOf(network),
      })
    },
    async describeSmartAccount({ caipNetworkId }) {
      if (!isSmart() || options.smartAccount?.caipNetworkId !== caipNetworkId) return undefined
      const accounts = await loadWallet(requireToken())
      return (await smartAccountOf(accounts.evm)).describe()
    },
    async getCapabilities() {
      requireToken()
      const capabilities = walletCapabilities(options.networks)
      if (!isSmart()) return capabilities
      return (await import('./smartAccountWallet')).withSmartAccountCapabilities(capabilities, options)
    },
    async getAssets(params) {
      requireToken()
      return walletAssets(cloneFrozen(params, 'wallet_getAssets params'), {
        networks: options.networks,
        tokens: options.tokens ?? {},
        rpc: (network, method, rpcParams) => rpcOf(network)(method, rpcParams),
      })
    },
  }
}
