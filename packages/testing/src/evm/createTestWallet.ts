import { type Address, createWalletClient, defineChain, type Hex, http, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendAtomicBatch } from './sendAtomicBatch'
import { createTestWalletCalls } from './testWalletCalls'
import {
  createTestWalletPermissions,
  isGrantRevoke,
  type TestWalletPermissions,
} from './testWalletPermissions'
import { answerWalletConnect, type TestWalletSignIn } from './testWalletSignIn'
import {
  type TestWalletControls,
  type TestWalletInfo,
  type TestWalletProvider,
  type TestWalletRejection,
  type TestWalletRequest,
  TestWalletRpcError,
} from './testWalletTypes'

/**
 * Options of {@link createTestWallet}. Give `privateKeys` to sign in the wallet with real keys, or
 * `accounts` (addresses the dev chain has unlocked) to let the node sign.
 *
 * @example
 * ```ts
 * const options: CreateTestWalletOptions = {
 *   rpcUrl: chain.url, chainId: chain.chainId, privateKeys: [chain.accounts[0].privateKey],
 *   info: { uuid: '1', name: 'Test Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.latch.test' },
 * }
 * ```
 */
export type CreateTestWalletOptions = {
  /** JSON-RPC URL of the chain the wallet starts on. */
  rpcUrl: string
  /** Chain id the wallet starts on. */
  chainId: number
  /** Keys the wallet signs with (the first is the active account). */
  privateKeys?: readonly Hex[]
  /** Addresses the node has unlocked, used when no keys are given (the node signs). */
  accounts?: readonly Address[]
  /** What the wallet announces over EIP-6963. */
  info: TestWalletInfo
  /** Other chains the wallet already knows (chain id to RPC URL); others need `wallet_addEthereumChain`. */
  chains?: Readonly<Record<number, string>>
  /** Start already authorised for the page (as if connected before a reload). Defaults to false. */
  authorized?: boolean
  /**
   * Answer EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`) as a
   * wallet without atomic batches does: the calls go one after another. Defaults to false (the
   * methods reach the chain, which does not know them). With `{ atomic: { implementation } }` it is
   * a wallet whose account upgrades itself by EIP-7702: its first batch delegates the account to
   * `implementation` (Simple7702Account, see `deployAccountAbstraction`) in a type-4 transaction,
   * and every batch is one transaction calling the account's own `executeBatch` (all or none).
   */
  calls?: boolean | { atomic: { implementation: Address } }
  /**
   * Answer ERC-7846 `wallet_connect`, signing in with the `signInWithEthereum` capability in the
   * same prompt (see {@link TestWalletSignIn}; needs `privateKeys`). Defaults to none: the wallet
   * refuses the method as unsupported (4200) without a prompt, as wallets without it do.
   */
  signIn?: TestWalletSignIn
  /**
   * Answer ERC-7715 `wallet_grantPermissions`, a grant's `wallet_revokePermissions`
   * (`[{ permissionContext }]`) and `wallet_getGrantedExecutionPermissions` (see
   * {@link TestWalletPermissions}; needs `privateKeys`); each grant and grant revoke is a prompt.
   * Defaults to none: the methods reach the chain, which does not know them. The EIP-2255 revoke
   * (`[{ eth_accounts: {} }]`) works either way, without a prompt.
   */
  permissions?: TestWalletPermissions
}

/**
 * A scriptable EIP-1193 test wallet. See {@link createTestWallet}.
 *
 * @example
 * ```ts
 * wallet.rejectNext({ method: 'personal_sign' })
 * wallet.switchAccount(wallet.addresses[1])
 * ```
 */
export type TestWallet = TestWalletControls<Address> & {
  /** The EIP-1193 provider an app talks to. */
  readonly provider: TestWalletProvider
  /** The EIP-6963 info it announces. */
  readonly info: TestWalletInfo
  /** Every address the wallet holds, in order. */
  readonly addresses: readonly Address[]
  /** Every request received, in order (method and params), for assertions. */
  readonly calls: readonly TestWalletRequest[]
  /**
   * The requests that showed the user a prompt (connect, sign-in, signatures, transactions), in
   * order, whether the user then approved or rejected; a method the wallet refuses as unsupported
   * shows none.
   */
  readonly prompts: readonly string[]
  /** Announces over EIP-6963 on `target` now and on each `eip6963:requestProvider`. Returns an uninstall function. */
  announce(target: EventTarget): () => void
  /** The chain id the wallet is on. */
  readonly chainId: number
  /** Whether the page is authorised (connected). */
  readonly authorized: boolean
}

const toHexId = (id: number) => `0x${id.toString(16)}`

/** Requests a wallet shows the user a prompt for. */
const PROMPTING = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_connect',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

function paramsArray(args: TestWalletRequest): readonly unknown[] {
  return Array.isArray(args.params) ? args.params : []
}

/**
 * Creates a test wallet: an EIP-1193 provider for Node tests (and, through `announce`, for any
 * `EventTarget` standing in for `window`). It authorises on `eth_requestAccounts`, answers
 * `eth_accounts`/`eth_chainId` itself, switches and adds chains, signs `personal_sign`,
 * `eth_signTypedData_v4` and `eth_sendTransaction` with real keys (viem accounts), and forwards
 * every other call to the chain's JSON-RPC. It can be scripted to reject (4001), delay, switch
 * account or chain, or disconnect. For a browser page use {@link testWalletInitScript}.
 *
 * @param options - Chain, keys and EIP-6963 info.
 * @returns The wallet and its controls.
 * @example
 * ```ts
 * const chain = await startDevChain()
 * const wallet = createTestWallet({
 *   rpcUrl: chain.url, chainId: chain.chainId, privateKeys: [chain.accounts[0].privateKey],
 *   info: { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.latch.test' },
 * })
 * const uninstall = wallet.announce(window)
 * ```
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  const chains = new Map<number, string>(
    Object.entries(options.chains ?? {}).map(([id, url]) => [Number(id), url]),
  )
  chains.set(options.chainId, options.rpcUrl)
  let chainId = options.chainId
  let authorized = options.authorized ?? false
  let delayMs = 0
  const once: TestWalletRejection[] = []
  const always: TestWalletRejection[] = []
  const calls: TestWalletRequest[] = []
  const prompts: string[] = []
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const signers: LocalAccount[] = (options.privateKeys ?? []).map((key) => privateKeyToAccount(key))
  let addresses: Address[] =
    signers.length > 0 ? signers.map((a) => a.address) : [...(options.accounts ?? [])]
  if (addresses.length === 0) throw new RangeError('A test wallet needs privateKeys or accounts')

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const exposed = () => (authorized ? [...addresses] : [])
  let rpcId = 0
  const forward = async (method: string, params: readonly unknown[]) => {
    const url = chains.get(chainId)!
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
    if (body.error) throw new TestWalletRpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }
  const signerFor = (address: unknown): LocalAccount | undefined => {
    if (typeof address !== 'string') throw new TestWalletRpcError(-32602, 'Missing address')
    if (!authorized || !addresses.some((a) => a.toLowerCase() === address.toLowerCase()))
      throw new TestWalletRpcError(4100, 'The requested account has not been authorized by the user.')
    return signers.find((a) => a.address.toLowerCase() === address.toLowerCase())
  }

  const atomic = typeof options.calls === 'object' ? options.calls.atomic : undefined
  const batches = options.calls
    ? createTestWalletCalls({
        chainId: () => chainId,
        send: (transaction) => handle('eth_sendTransaction', [transaction]) as Promise<Hex>,
        receipt: (hash) => forward('eth_getTransactionReceipt', [hash]),
        ...(atomic
          ? {
              sendAtomic: async (from, calls) => {
                const signer = signerFor(from)
                if (!signer) throw new TestWalletRpcError(4100, 'The wallet holds no key for this account.')
                const url = chains.get(chainId)!
                return sendAtomicBatch({
                  signer,
                  chainId,
                  rpcUrl: url,
                  implementation: atomic.implementation,
                  calls,
                })
              },
            }
          : {}),
      })
    : undefined

  const permissions = options.permissions
    ? createTestWalletPermissions(
        { chainId: () => chainId, account: () => signerFor(addresses[0]) },
        options.permissions,
      )
    : undefined

  const handle = async (method: string, params: readonly unknown[]): Promise<unknown> => {
    const batchAnswer = await batches?.(method, params)
    if (batchAnswer) return batchAnswer.answer
    const permissionAnswer = await permissions?.(method, params)
    if (permissionAnswer) return permissionAnswer.answer
    switch (method) {
      case 'wallet_connect':
        if (!options.signIn) throw new TestWalletRpcError(4200, 'The requested method is not supported.')
        authorized = true
        emit('connect', { chainId: toHexId(chainId) })
        return answerWalletConnect(
          params,
          { signer: signerFor(addresses[0]), addresses: exposed(), chainId },
          options.signIn,
        )
      case 'eth_requestAccounts':
        authorized = true
        emit('connect', { chainId: toHexId(chainId) })
        return exposed()
      case 'eth_accounts':
        return exposed()
      case 'eth_chainId':
        return toHexId(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_requestPermissions':
        authorized = true
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_revokePermissions':
        authorized = false
        return null
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!chains.has(target))
          throw new TestWalletRpcError(4902, `Unrecognized chain ID "${toHexId(target)}".`)
        api.switchChain(target)
        return null
      }
      case 'wallet_addEthereumChain': {
        const p = params[0] as { chainId?: string; rpcUrls?: string[] } | undefined
        const target = Number(p?.chainId)
        const url = p?.rpcUrls?.[0]
        if (!Number.isSafeInteger(target) || !url)
          throw new TestWalletRpcError(-32602, 'Invalid chain parameters')
        chains.set(target, url)
        api.switchChain(target)
        return null
      }
      case 'personal_sign': {
        const signer = signerFor(params[1])
        if (!signer) return forward(method, params)
        const data = params[0] as string
        return signer.signMessage({ message: /^0x[0-9a-fA-F]*$/.test(data) ? { raw: data as Hex } : data })
      }
      case 'eth_signTypedData_v4': {
        const signer = signerFor(params[0])
        if (!signer) return forward(method, params)
        const raw = params[1]
        const typed = typeof raw === 'string' ? JSON.parse(raw) : raw
        const { EIP712Domain: _domain, ...types } = typed.types
        return signer.signTypedData({ ...typed, types })
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as Record<string, string | undefined>
        const signer = signerFor(tx.from)
        if (!signer) return forward(method, params)
        const url = chains.get(chainId)!
        const chain = defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [url] } },
        })
        const client = createWalletClient({ account: signer, chain, transport: http(url) })
        const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v))
        return client.sendTransaction({
          account: signer,
          chain,
          ...(tx.to ? { to: tx.to as Address } : {}),
          ...(tx.data || tx.input ? { data: (tx.data ?? tx.input) as Hex } : {}),
          ...(tx.value ? { value: big(tx.value)! } : {}),
          ...(tx.gas ? { gas: big(tx.gas)! } : {}),
        })
      }
      default:
        return forward(method, params)
    }
  }

  const provider: TestWalletProvider = {
    async request(args) {
      calls.push(args)
      if (
        (PROMPTING.has(args.method) && (args.method !== 'wallet_connect' || options.signIn)) ||
        (options.permissions &&
          (args.method === 'wallet_grantPermissions' ||
            (args.method === 'wallet_revokePermissions' && isGrantRevoke(paramsArray(args)))))
      )
        prompts.push(args.method)
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      const matches = (r: TestWalletRejection) => r.method === undefined || r.method === args.method
      const index = once.findIndex(matches)
      const rule = index >= 0 ? once.splice(index, 1)[0] : always.find(matches)
      if (rule) throw new TestWalletRpcError(rule.code ?? 4001, rule.message ?? 'User rejected the request.')
      return handle(args.method, paramsArray(args))
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  const api: TestWallet = {
    provider,
    info: Object.freeze({ ...options.info }),
    get addresses() {
      return addresses
    },
    calls,
    prompts,
    get chainId() {
      return chainId
    },
    get authorized() {
      return authorized
    },
    announce(target) {
      const detail = Object.freeze({ info: api.info, provider })
      const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      target.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => target.removeEventListener('eip6963:requestProvider', announce)
    },
    rejectNext(rejection = {}) {
      once.push(rejection)
    },
    rejectAlways(rejection = {}) {
      always.push(rejection)
    },
    clearRejections() {
      once.length = 0
      always.length = 0
    },
    setDelay(ms) {
      delayMs = ms
    },
    switchAccount(address) {
      const i = addresses.findIndex((a) => a.toLowerCase() === address.toLowerCase())
      if (i < 0) throw new RangeError(`The test wallet does not hold ${address}`)
      addresses = [addresses[i]!, ...addresses.filter((_, j) => j !== i)]
      if (authorized) emit('accountsChanged', exposed())
    },
    switchChain(target) {
      if (!chains.has(target)) throw new RangeError(`The test wallet does not know chain ${target}`)
      if (target === chainId) return
      chainId = target
      emit('chainChanged', toHexId(target))
    },
    disconnect() {
      authorized = false
      emit('accountsChanged', [])
      emit('disconnect', new TestWalletRpcError(4900, 'The provider is disconnected from all chains.'))
    },
  }
  return api
}
