import { SOLANA_TEST_WALLET_ICON } from '@latch/icons/test-wallets'
import type {
  IdentifierString,
  SolanaSignInInput,
  SolanaSignInOutput,
  StandardEventsChangeProperties,
  StandardWallet,
  WalletAccount,
} from '@latch/solana'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, hex } from '@scure/base'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import { registerStandardWallet } from './registerStandardWallet'
import { sendRawTransaction, WalletRejectedError } from './sendRawTransaction'
import { formatSignInText } from './signInText'
import { signWireTransaction } from './wireTransaction'

/** Wallet requests the test wallet can be scripted to reject. */
export type SolanaTestWalletMethod =
  | 'connect'
  | 'signMessage'
  | 'signTransaction'
  | 'signAndSendTransaction'
  | 'signIn'

/**
 * Options of {@link createSolanaTestWallet}. Everything is serialisable so the same options drive
 * the browser-injected wallet.
 *
 * @example
 * ```ts
 * const wallet = createSolanaTestWallet({ name: 'Latch Test Wallet', rpcUrl: rpc.url })
 * ```
 */
export type SolanaTestWalletOptions = {
  /** 32-byte ed25519 seed as hex; random by default. */
  seedHex?: string
  /** Wallet name shown in the modal. */
  name?: string
  /** Icon as a data: URL. */
  icon?: string
  /** Chains declared (Wallet Standard ids). */
  chains?: readonly IdentifierString[]
  /** RPC the wallet itself sends through for `solana:signAndSendTransaction`. */
  rpcUrl?: string
  /** True when the app is already authorised (a silent connect then returns the account). */
  authorized?: boolean
  /**
   * Register `solana:signIn` (Sign-In-With-Solana: connect and sign in with one prompt). Defaults to
   * false: the wallet connects with `standard:connect` and signs with `solana:signMessage` only.
   */
  signIn?: boolean
}

/** Scripting handle of the test wallet. */
export type SolanaTestWalletControl = {
  /** Make the next `times` requests of `method` (or any method) fail with user rejection (4001). */
  rejectNext(method?: SolanaTestWalletMethod | 'any', times?: number): void
  /** Delay every answer by `ms` milliseconds (0 to stop). */
  setDelay(ms: number): void
  /** Disconnect from the wallet side: accounts become empty and a `change` event fires. */
  disconnect(): void
  /** Switch to another account (from a hex seed, random by default) and emit `change`. */
  switchAccount(seedHex?: string): string
  /** Forget the app's authorisation, as when the user revokes it in the wallet. */
  revoke(): void
  /** Interactive prompts shown so far (silent connects are not prompts). */
  readonly prompts: readonly SolanaTestWalletMethod[]
}

/**
 * What the injected page script exposes as `window.__latchSolanaTestWallet`.
 *
 * @example
 * ```ts
 * await page.evaluate(() => (window as unknown as { __latchSolanaTestWallet: SolanaTestWalletPageHandle })
 *   .__latchSolanaTestWallet.control.rejectNext('signTransaction'))
 * ```
 */
export type SolanaTestWalletPageHandle = { control: SolanaTestWalletControl; readonly address: string }

/**
 * A Wallet Standard test wallet with a real ed25519 key.
 *
 * @example
 * ```ts
 * const test = createSolanaTestWallet({ rpcUrl: rpc.url })
 * test.register(window)
 * ```
 */
export type SolanaTestWallet = {
  /** The Wallet Standard wallet object. */
  wallet: StandardWallet
  /** Current account address (base58). */
  readonly address: string
  /** Current 32-byte public key. */
  readonly publicKey: Uint8Array
  /** Scripting handle. */
  control: SolanaTestWalletControl
  /** Registers through the discovery protocol on `target` (a window or any EventTarget). */
  register(target: EventTarget): void
}

const SIGN_FEATURES: IdentifierString[] = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]
const DEFAULT_CHAINS: IdentifierString[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]
/** The Solana test-wallet mark of `@latch/icons` (an SVG data URL). */
const DEFAULT_ICON = SOLANA_TEST_WALLET_ICON

/**
 * Creates a Wallet Standard wallet for tests (features standard:connect, standard:disconnect,
 * standard:events, solana:signMessage, solana:signTransaction, solana:signAndSendTransaction, and
 * with `signIn: true` solana:signIn) that signs with a real ed25519 key and can be scripted to reject, delay or
 * disconnect. Runs in Node and, through {@link solanaTestWalletScript}, in a browser page.
 *
 * @param options - Seed, name, chains, RPC.
 * @returns The wallet, its address and a control handle.
 * @example
 * ```ts
 * const test = createSolanaTestWallet({ rpcUrl: rpc.url })
 * test.register(window)
 * test.control.rejectNext('signTransaction')
 * ```
 */
export function createSolanaTestWallet(options: SolanaTestWalletOptions = {}): SolanaTestWallet {
  const chains = options.chains ?? DEFAULT_CHAINS
  let secret = options.seedHex ? hex.decode(options.seedHex) : ed25519.utils.randomSecretKey()
  let publicKey = ed25519.getPublicKey(secret)
  let authorized = options.authorized ?? false
  let connected: WalletAccount[] = []
  let delayMs = 0
  const rejects: { method: SolanaTestWalletMethod | 'any'; left: number }[] = []
  const prompts: SolanaTestWalletMethod[] = []
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()

  const account = (): WalletAccount => ({
    address: base58.encode(publicKey),
    publicKey: publicKey.slice(),
    chains,
    features: options.signIn ? [...SIGN_FEATURES, 'solana:signIn'] : SIGN_FEATURES,
  })
  const emit = (properties: StandardEventsChangeProperties) => {
    for (const listener of listeners) listener(properties)
  }
  const prompt = async (method: SolanaTestWalletMethod) => {
    prompts.push(method)
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const rule = rejects.find((r) => r.left > 0 && (r.method === 'any' || r.method === method))
    if (rule) {
      rule.left -= 1
      throw new WalletRejectedError()
    }
  }
  const requireAccount = (input: WalletAccount) => {
    if (!connected.some((a) => a.address === input.address))
      throw new TestKitError(TEST_KIT_MESSAGES.accountNotConnected, { code: 'NOT_CONNECTED' })
  }
  const sign = (message: Uint8Array) => ed25519.sign(message, secret)

  const signIn = async (input: SolanaSignInInput): Promise<SolanaSignInOutput> => {
    await prompt('signIn')
    authorized = true
    connected = [account()]
    const domain =
      input.domain ?? (globalThis as { location?: { host: string } }).location?.host ?? 'localhost'
    const text = formatSignInText({ ...input, domain, address: account().address })
    const signedMessage = new TextEncoder().encode(text)
    return { account: account(), signedMessage, signature: sign(signedMessage), signatureType: 'ed25519' }
  }

  const signAndSend = async (transaction: Uint8Array, skipPreflight: boolean): Promise<Uint8Array> => {
    if (!options.rpcUrl) throw new TestKitError(TEST_KIT_MESSAGES.noRpcUrl, { code: 'NO_RPC_URL' })
    const { signed, signature } = signWireTransaction(transaction, publicKey, sign)
    await sendRawTransaction(options.rpcUrl, signed, skipPreflight)
    return signature
  }

  const wallet: StandardWallet = {
    version: '1.0.0',
    name: options.name ?? 'Latch Test Wallet',
    icon: options.icon ?? DEFAULT_ICON,
    chains,
    get accounts() {
      return connected.slice()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (input?.silent) {
            // a silent connect answers only an app the wallet still trusts
            connected = authorized ? [account()] : []
            return { accounts: connected.slice() }
          }
          await prompt('connect')
          authorized = true
          connected = [account()]
          emit({ accounts: connected.slice() })
          return { accounts: connected.slice() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          if (connected.length === 0) return
          connected = []
          emit({ accounts: [] })
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: StandardEventsChangeProperties) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          await prompt('signMessage')
          return inputs.map((input) => {
            requireAccount(input.account)
            return {
              signedMessage: input.message,
              signature: sign(input.message),
              signatureType: 'ed25519' as const,
            }
          })
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) => {
          await prompt('signTransaction')
          return inputs.map((input) => {
            requireAccount(input.account)
            return { signedTransaction: signWireTransaction(input.transaction, publicKey, sign).signed }
          })
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (
          ...inputs: {
            account: WalletAccount
            transaction: Uint8Array
            options?: { skipPreflight?: boolean }
          }[]
        ) => {
          await prompt('signAndSendTransaction')
          const out: { signature: Uint8Array }[] = []
          for (const input of inputs) {
            requireAccount(input.account)
            out.push({
              signature: await signAndSend(input.transaction, input.options?.skipPreflight ?? false),
            })
          }
          return out
        },
      },
      ...(options.signIn
        ? {
            'solana:signIn': {
              version: '1.0.0',
              signIn: async (...inputs: SolanaSignInInput[]) => {
                const out: SolanaSignInOutput[] = []
                for (const input of inputs) out.push(await signIn(input))
                return out
              },
            },
          }
        : {}),
    },
  }

  const control: SolanaTestWalletControl = {
    rejectNext: (method = 'any', times = 1) => {
      rejects.push({ method, left: times })
    },
    setDelay: (ms) => {
      delayMs = ms
    },
    disconnect: () => {
      connected = []
      emit({ accounts: [] })
    },
    switchAccount: (seedHex) => {
      secret = seedHex ? hex.decode(seedHex) : ed25519.utils.randomSecretKey()
      publicKey = ed25519.getPublicKey(secret)
      if (connected.length > 0) {
        connected = [account()]
        emit({ accounts: connected.slice() })
      }
      return account().address
    },
    revoke: () => {
      authorized = false
    },
    get prompts() {
      return prompts.slice()
    },
  }

  return {
    wallet,
    get address() {
      return base58.encode(publicKey)
    },
    get publicKey() {
      return publicKey.slice()
    },
    control,
    register: (target) => registerStandardWallet(target, wallet),
  }
}
