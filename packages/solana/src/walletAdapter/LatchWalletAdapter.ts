import type { Latch } from '@latch/core'
import {
  BaseMessageSignerWalletAdapter,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  WalletDisconnectionError,
  type WalletError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import type { PublicKey, Transaction, TransactionVersion } from '@solana/web3.js'
import { readSolanaConnection, type SolanaConnection } from '../bridges/readSolanaConnection'
import { signMessageWithLatch, signTransactionsWithLatch } from '../bridges/signWithLatch'
import { waitForSolanaConnection } from '../bridges/waitForSolanaConnection'
import { watchSolanaConnection } from '../bridges/watchSolanaConnection'
import { LATCH_WALLET_ICON } from './latchIcon'

/**
 * The wallet name of {@link LatchWalletAdapter} in wallet-adapter's lists and `select()`.
 *
 * @example
 * ```ts
 * const { select } = useWallet()
 * select(LatchWalletName)
 * ```
 */
export const LatchWalletName = 'Latch' as WalletName<'Latch'>

/**
 * Options of {@link LatchWalletAdapter}.
 *
 * @example
 * ```ts
 * const config: LatchWalletAdapterConfig = { latch }
 * ```
 */
export type LatchWalletAdapterConfig = {
  /** The Latch instance (with a solana adapter) whose connection the adapter uses. */
  latch: Latch
  /** Icon shown in wallet-adapter's wallet lists (default Latch's mark). */
  icon?: string
}

type Versions = ReadonlySet<TransactionVersion>

/** web3.js, loaded with the first account the adapter shows (an app on wallet-adapter has it already). */
let web3: Promise<typeof import('@solana/web3.js')> | undefined
const loadWeb3 = () => {
  web3 ??= import('@solana/web3.js')
  return web3
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * A `@solana/wallet-adapter-base` adapter for whatever the visitor connected through Latch on
 * solana: a Wallet Standard wallet, a WalletConnect session or the embedded wallet. Give it to
 * `@solana/wallet-adapter-react`'s `WalletProvider` and `useWallet()`, `sendTransaction` and
 * `signMessage` keep working on Latch's connection.
 *
 * - `connect()` uses Latch's Solana connection, or opens Latch's modal on solana and resolves when
 *   the visitor connects there (closing it rejects); `autoConnect()` never opens the modal.
 * - `disconnect()` disconnects Latch's Solana connection.
 * - `publicKey` follows Latch both ways: a wallet connected, switched or disconnected in Latch's
 *   modal emits the adapter's `connect` (with the new key) or `disconnect`.
 * - `signTransaction`, `signAllTransactions` (one wallet prompt), `signMessage` and `sendTransaction`
 *   (signed through Latch, sent through the app's `Connection`) go through Latch's solana adapter.
 *   Each answer is checked: the very transaction asked for, signed by the connected key.
 *
 * Failures are wallet-adapter's `WalletError`s (what `WalletProvider`'s `onError` gets) whose
 * `error` is Latch's typed error, e.g. `WalletAnswerRefusedError` or `UserRejectedRequestError`.
 *
 * @example
 * ```tsx
 * const wallets = useMemo(() => [new LatchWalletAdapter({ latch })], [])
 * <ConnectionProvider endpoint={rpcUrl}>
 *   <WalletProvider wallets={wallets} autoConnect>
 *     <App />
 *   </WalletProvider>
 * </ConnectionProvider>
 * ```
 */
export class LatchWalletAdapter extends BaseMessageSignerWalletAdapter<'Latch'> {
  name = LatchWalletName
  url = 'https://www.npmjs.com/package/@latch/solana'
  icon: string
  readonly supportedTransactionVersions: Versions = new Set<TransactionVersion>(['legacy', 0])

  readonly #latch: Latch
  readonly #stop: () => void
  #publicKey: PublicKey | null = null
  #connecting = false
  #turn = 0

  constructor(config: LatchWalletAdapterConfig) {
    super()
    this.#latch = config.latch
    this.icon = config.icon ?? LATCH_WALLET_ICON
    this.#stop = watchSolanaConnection(this.#latch, (connection) => this.#follow(connection))
    const current = readSolanaConnection(this.#latch)
    if (current) this.#follow(current)
  }

  get publicKey(): PublicKey | null {
    return this.#publicKey
  }

  get connecting(): boolean {
    return this.#connecting
  }

  /** Latch's modal can always be loaded: it is the page's own. */
  get readyState(): WalletReadyState {
    return WalletReadyState.Loadable
  }

  /** Shows `connection`'s account (or none) and emits `connect` / `disconnect` when it changed. */
  async #adopt(connection: SolanaConnection | undefined): Promise<void> {
    const turn = ++this.#turn
    if (!connection) {
      if (!this.#publicKey) return
      this.#publicKey = null
      this.emit('disconnect')
      return
    }
    if (this.#publicKey?.toBase58() === connection.address) return
    const { PublicKey } = await loadWeb3()
    // a later change of Latch's state wins over this one
    if (turn !== this.#turn) return
    this.#publicKey = new PublicKey(connection.address)
    this.emit('connect', this.#publicKey)
  }

  /** Follows a change made in Latch; a failure to show it (web3.js not loading) is an `error` event. */
  #follow(connection: SolanaConnection | undefined): void {
    this.#adopt(connection).catch((error: unknown) => {
      this.#fail(new WalletConnectionError(messageOf(error), error))
    })
  }

  #fail(error: WalletError): WalletError {
    this.emit('error', error)
    return error
  }

  #require(): PublicKey {
    if (!this.#publicKey) throw this.#fail(new WalletNotConnectedError())
    return this.#publicKey
  }

  /**
   * Takes Latch's connection when it has one, after its restore on load (never opens the modal).
   *
   * @example
   * ```ts
   * await adapter.autoConnect()
   * ```
   */
  override async autoConnect(): Promise<void> {
    await this.#latch.ready()
    await this.#adopt(readSolanaConnection(this.#latch))
  }

  /**
   * Connects: Latch's Solana connection, or the one the visitor makes in Latch's modal.
   *
   * @example
   * ```ts
   * await adapter.connect()
   * ```
   */
  async connect(): Promise<void> {
    if (this.connected || this.#connecting) return
    this.#connecting = true
    try {
      await this.#adopt(await waitForSolanaConnection(this.#latch))
    } catch (error) {
      throw this.#fail(new WalletConnectionError(messageOf(error), error))
    } finally {
      this.#connecting = false
    }
  }

  /**
   * Disconnects Latch's Solana connection.
   *
   * @example
   * ```ts
   * await adapter.disconnect()
   * ```
   */
  async disconnect(): Promise<void> {
    try {
      await this.#latch.disconnect({ namespace: 'solana' })
    } catch (error) {
      this.#fail(new WalletDisconnectionError(messageOf(error), error))
    }
    await this.#adopt(readSolanaConnection(this.#latch))
  }

  /**
   * Stops following Latch's state (the adapter is not used again).
   *
   * @example
   * ```ts
   * useEffect(() => () => adapter.destroy(), [adapter])
   * ```
   */
  destroy(): void {
    this.#stop()
  }

  /**
   * Signs a transaction (legacy or v0) with the connected account, through Latch.
   *
   * @param transaction - The transaction; the account's signature is added to it.
   * @returns The same transaction, signed.
   * @example
   * ```ts
   * const signed = await adapter.signTransaction(transaction)
   * ```
   */
  async signTransaction<T extends TransactionOrVersionedTransaction<Versions>>(transaction: T): Promise<T> {
    return (await this.#sign([transaction]))[0]!
  }

  /**
   * Signs several transactions with one wallet prompt, through Latch.
   *
   * @param transactions - The transactions; the account's signature is added to each.
   * @returns The same transactions, signed.
   * @example
   * ```ts
   * const [a, b] = await adapter.signAllTransactions([first, second])
   * ```
   */
  override async signAllTransactions<T extends TransactionOrVersionedTransaction<Versions>>(
    transactions: T[],
  ): Promise<T[]> {
    return this.#sign(transactions)
  }

  async #sign<T extends TransactionOrVersionedTransaction<Versions>>(transactions: T[]): Promise<T[]> {
    const publicKey = this.#require()
    try {
      const bytes = transactions.map((t) =>
        isVersionedTransaction(t)
          ? t.serialize()
          : t.serialize({ requireAllSignatures: false, verifySignatures: false }),
      )
      const { signatures } = await signTransactionsWithLatch(this.#latch, bytes, publicKey.toBase58())
      transactions.forEach((t, i) => {
        const signature = signatures[i]!
        if (isVersionedTransaction(t)) t.addSignature(publicKey, signature)
        else t.addSignature(publicKey, signature as Parameters<Transaction['addSignature']>[1])
      })
      return transactions
    } catch (error) {
      throw this.#fail(new WalletSignTransactionError(messageOf(error), error))
    }
  }

  /**
   * Signs a message with the connected account, through Latch.
   *
   * @param message - The bytes to sign.
   * @returns The 64-byte ed25519 signature.
   * @example
   * ```ts
   * const signature = await adapter.signMessage(new TextEncoder().encode('hello'))
   * ```
   */
  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const publicKey = this.#require()
    try {
      return (await signMessageWithLatch(this.#latch, message, publicKey.toBase58())).signature
    } catch (error) {
      throw this.#fail(new WalletSignMessageError(messageOf(error), error))
    }
  }
}
