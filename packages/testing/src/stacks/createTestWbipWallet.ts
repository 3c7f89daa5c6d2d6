import { STACKS_TEST_WALLET_ICON } from '@latch/icons/test-wallets'
import { STACKS_METHODS } from '@latch/stacks'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import {
  type Bip322AddressType,
  bitcoinPayment,
  fromBase64,
  signBip322Message,
  signBitcoinMessage,
  signPsbtInputs,
  signTransfer,
  toBase64,
} from './bitcoinWalletOps'
import { deriveAccountKeys } from './deriveAccountKeys'
import { deriveTestAccounts, type TestAccounts } from './deriveTestAccounts'
import { runStacksOp } from './stacksWalletOps'
import { TEST_KEYS, type TestKeys } from './testKeys'
import {
  invalidParams,
  readSendTransfer,
  readSignPsbt,
  type TestWalletFlavour,
  type WalletErrorObject,
} from './walletShapes'

/**
 * What the next request does instead of succeeding.
 *
 * @example
 * ```ts
 * const outcome: ScriptedOutcome = 'cancel'
 * ```
 */
export type ScriptedOutcome = 'reject' | 'cancel' | WalletErrorObject

/**
 * Options of {@link createTestWbipWallet}.
 *
 * @example
 * ```ts
 * createTestWbipWallet({ flavour: 'leather', network: 'testnet' } satisfies TestWbipWalletOptions)
 * ```
 */
export type TestWbipWalletOptions = {
  flavour: TestWalletFlavour
  network?: 'mainnet' | 'testnet'
  keys?: TestKeys
  /** Provider path of a `sip030` wallet (it registers in `wbip_providers` under this id). */
  id?: string
  name?: string
  /**
   * Type of the Bitcoin payment address (Xverse and plain WBIP wallets; Leather's is always
   * P2WPKH): `p2wpkh` (default), `p2sh` (P2SH-P2WPKH, Xverse's default) or `p2tr` (a Taproot
   * account). Transfers and PSBT signing need the default.
   */
  paymentAddressType?: Bip322AddressType
  /** Icon of the wallet's registration (a data: URL); default Latch's Stacks test-wallet mark. */
  icon?: string
  /**
   * Base URL of the Stacks node (API) the wallet broadcasts to, as a real wallet does: it reads
   * its next nonce from `GET /v2/accounts/{address}` and posts each STX transfer, contract call
   * and deploy (and a signed transaction asked to broadcast) to `POST /v2/transactions`; a refused
   * broadcast fails the request (-32603). Without it the wallet signs only, counting nonces from 0.
   */
  broadcastUrl?: string
}

/**
 * One request the wallet received.
 *
 * @example
 * ```ts
 * const last: RecordedCall | undefined = wallet.calls.at(-1)
 * ```
 */
export type RecordedCall = { method: string; params: unknown }

/** The wallet events an Xverse-like test wallet emits (sats-connect names). */
type WalletEventName = 'disconnect' | 'accountChange'

/** A Leather-like wallet answers every method Latch asks a Stacks or Bitcoin wallet for. */
const ALL: readonly string[] = STACKS_METHODS
/** Stacks methods whose signed transaction a wallet broadcasts. */
const BROADCAST = ['stx_transferStx', 'stx_callContract', 'stx_deployContract']

const SUPPORTED: Record<TestWalletFlavour, readonly string[]> = {
  leather: ALL,
  xverse: ALL.filter((m) => m !== 'stx_updateProfile'),
  sip030: [...ALL.filter((m) => m !== 'stx_updateProfile' && m !== 'signMessage'), 'getInfo'],
}

/**
 * A scriptable Stacks/Bitcoin test wallet that behaves like Leather, Xverse or a plain SIP-030 /
 * WBIP wallet: each flavour's provider path, parameter and result shapes, envelopes and error
 * codes (Leather rejects with 4001 and throws its JSON-RPC error; Xverse answers -32000 inside a
 * resolved JSON-RPC error; the plain wallet throws -32000 and answers bare results with `txId`).
 * It signs for real: Stacks transactions and messages with `@stacks/transactions`, PSBTs and
 * transfers with `@scure/btc-signer`, Bitcoin messages BIP-322 like Leather and Xverse (simple
 * for P2WPKH and P2TR, full for P2SH-P2WPKH) or BIP-137 when an Xverse-style caller asks for
 * `protocol: 'ECDSA'`.
 *
 * @param options - Flavour, network, keys, payment address type.
 * @returns The wallet: `provider`, `accounts`, `calls`, `signed`, `rejectNext()`, `cancelNext()`,
 *   `failNext(error)`, `disconnect()`, `switchAccount(index)`, `install(window)`.
 * @example
 * ```ts
 * const leather = createTestWbipWallet({ flavour: 'leather', network: 'testnet' })
 * leather.install(window)
 * leather.rejectNext()
 * ```
 */
export function createTestWbipWallet(options: TestWbipWalletOptions) {
  const { flavour } = options
  const network = options.network ?? 'testnet'
  const walletKeys = options.keys ?? TEST_KEYS.alice
  const paymentType: Bip322AddressType =
    flavour === 'leather' ? 'p2wpkh' : (options.paymentAddressType ?? 'p2wpkh')
  const calls: RecordedCall[] = []
  const signed: string[] = []
  const queue: ScriptedOutcome[] = []
  /** The active account: its keys, signer, addresses and nonces (account 0 until a switch). */
  const account = (index: number) => {
    const keys = deriveAccountKeys(walletKeys, index)
    const btc = { privateKey: keys.bitcoin, network, onSigned: (hex: string) => signed.push(hex) }
    const derived = deriveTestAccounts(keys, network)
    const accounts: TestAccounts =
      paymentType === 'p2wpkh'
        ? derived
        : {
            ...derived,
            btcPaymentAddress: bitcoinPayment(paymentType, btc).address!,
            btcPaymentPublicKey:
              paymentType === 'p2tr' ? derived.btcOrdinalsPublicKey : derived.btcPaymentPublicKey,
          }
    /** The address types the wallet signs messages for, by address. */
    const addressTypes = new Map<string, Bip322AddressType>([
      [accounts.btcPaymentAddress, paymentType],
      [accounts.btcOrdinalsAddress, 'p2tr'],
    ])
    return { index, keys, btc, accounts, addressTypes, nonce: 0n }
  }
  const known = new Map<number, ReturnType<typeof account>>([[0, account(0)]])
  let active = known.get(0)!
  let counter = 0
  const id =
    flavour === 'leather'
      ? 'LeatherProvider'
      : flavour === 'xverse'
        ? 'XverseProviders.BitcoinProvider'
        : (options.id ?? 'PlainSip030Provider')
  const name =
    options.name ??
    (flavour === 'leather' ? 'Leather' : flavour === 'xverse' ? 'Xverse' : 'Plain SIP-030 Wallet')
  const broadcastUrl = options.broadcastUrl?.replace(/\/+$/, '')
  /** The sender's next nonce on the node (a wallet that broadcasts asks the chain). */
  const chainNonce = async (stxAddress: string): Promise<bigint> => {
    const response = await fetch(`${broadcastUrl}/v2/accounts/${stxAddress}?proof=0`)
    const body = (await response.json()) as { nonce?: unknown }
    if (!response.ok || typeof body.nonce !== 'number' || !Number.isSafeInteger(body.nonce))
      throw { code: -32603, message: `The Stacks node answered ${response.status} for the account` }
    return BigInt(body.nonce)
  }
  /** Posts a signed transaction to the node; a refusal fails the request with the node's reason. */
  const broadcastStacks = async (transaction: string): Promise<void> => {
    const response = await fetch(`${broadcastUrl}/v2/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: hexToBytes(transaction.replace(/^0x/, '')),
    })
    if (response.ok) return
    const body = (await response.json().catch(() => ({}))) as { reason?: unknown; reason_data?: unknown }
    throw {
      code: -32603,
      message:
        `The Stacks node refused the transaction: ${String(body.reason)} ${String(body.reason_data ?? '')}`.trim(),
    }
  }
  const payFromP2wpkhOnly = () => {
    if (paymentType !== 'p2wpkh') throw invalidParams('this test wallet pays from a P2WPKH address only')
  }

  /** The active account's addresses in the WBIP / sats-connect shape (Xverse's `getAddresses`). */
  const xverseAddresses = () => {
    const { accounts } = active
    return [
      {
        address: accounts.btcOrdinalsAddress,
        publicKey: accounts.btcOrdinalsPublicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
      },
      {
        address: accounts.btcPaymentAddress,
        publicKey: accounts.btcPaymentPublicKey,
        purpose: 'payment',
        addressType: paymentType,
      },
      {
        address: accounts.stxAddress,
        publicKey: accounts.stxPublicKey,
        purpose: 'stacks',
        addressType: 'stacks',
      },
    ]
  }

  const getAddresses = (params: Record<string, unknown>) => {
    const { accounts } = active
    if (flavour === 'leather') {
      return {
        addresses: [
          {
            symbol: 'BTC',
            type: 'p2wpkh',
            address: accounts.btcPaymentAddress,
            publicKey: accounts.btcPaymentPublicKey,
            derivationPath: "m/84'/1'/0'/0/0",
          },
          {
            symbol: 'BTC',
            type: 'p2tr',
            address: accounts.btcOrdinalsAddress,
            publicKey: accounts.btcOrdinalsPublicKey,
            derivationPath: "m/86'/1'/0'/0/0",
          },
          { symbol: 'STX', address: accounts.stxAddress, publicKey: accounts.stxPublicKey },
        ],
      }
    }
    if (!Array.isArray(params.purposes)) throw invalidParams('purposes')
    return {
      addresses: xverseAddresses().filter((a) => (params.purposes as unknown[]).includes(a.purpose)),
    }
  }

  async function handle(method: string, params: Record<string, unknown>): Promise<unknown> {
    if (!SUPPORTED[flavour].includes(method)) throw { code: -32601, message: `Method not found: ${method}` }
    // the account active when the request arrived signs it, whatever switch comes meanwhile
    const current = active
    const { accounts, addressTypes, btc, keys } = current
    switch (method) {
      case 'getInfo':
        return { version: '1.0.0', methods: SUPPORTED[flavour] }
      case 'getAddresses':
        return getAddresses(params)
      case 'sendTransfer':
        payFromP2wpkhOnly()
        return signTransfer(readSendTransfer(flavour, params), btc)
      case 'signPsbt': {
        payFromP2wpkhOnly()
        const request = readSignPsbt(flavour, params, fromBase64)
        const foreign = request.addresses.find((a) => a !== accounts.btcPaymentAddress)
        if (foreign) throw invalidParams(`no key for ${foreign}`)
        const out = signPsbtInputs(request.psbt, request.indexes, request.broadcast, btc)
        const result: Record<string, unknown> =
          flavour === 'leather' ? { hex: bytesToHex(out.psbt) } : { psbt: toBase64(out.psbt) }
        if (out.txid) result.txid = out.txid
        return result
      }
      case 'signMessage': {
        // Leather picks the address by `paymentType`; Xverse and WBIP wallets take `address` and
        // `protocol` ('ECDSA' for BIP-137, only for payment addresses; 'BIP322', the default).
        if (flavour === 'leather' && params.paymentType !== 'p2wpkh' && params.paymentType !== 'p2tr')
          throw invalidParams('paymentType')
        const address =
          flavour === 'leather'
            ? params.paymentType === 'p2tr'
              ? accounts.btcOrdinalsAddress
              : accounts.btcPaymentAddress
            : params.address
        const type = typeof address === 'string' ? addressTypes.get(address) : undefined
        if (!type || typeof address !== 'string') throw invalidParams('address')
        const message = String(params.message)
        if (flavour !== 'leather' && params.protocol === 'ECDSA') {
          if (type === 'p2tr') throw invalidParams('ECDSA signing is for payment addresses only')
          return { signature: signBitcoinMessage(message, btc, type), address }
        }
        if (params.protocol !== undefined && params.protocol !== 'ECDSA' && params.protocol !== 'BIP322')
          throw invalidParams('protocol')
        // Nested segwit needs its scriptSig, which only the "full" format carries.
        return {
          signature: signBip322Message(message, type, btc, type === 'p2sh' ? 'full' : 'simple'),
          address,
        }
      }
      default: {
        const broadcasts =
          broadcastUrl !== undefined &&
          (BROADCAST.includes(method) || (method === 'stx_signTransaction' && params.broadcast === true))
        const onChain =
          broadcasts && method !== 'stx_signTransaction' ? await chainNonce(accounts.stxAddress) : undefined
        const result = await runStacksOp(method, params, {
          privateKey: keys.stacks,
          network,
          nextNonce: () => onChain ?? current.nonce++,
          onSigned: (hex) => signed.push(hex),
        })
        if (broadcasts && typeof result.transaction === 'string') await broadcastStacks(result.transaction)
        if (flavour === 'sip030' && typeof result.txid === 'string') {
          const { txid, ...rest } = result
          return { ...rest, txId: txid }
        }
        return result
      }
    }
  }

  const registration = {
    id,
    name,
    icon: options.icon ?? STACKS_TEST_WALLET_ICON,
    webUrl: 'https://wallet.example',
  }

  /** Listeners of the wallet's own events (sats-connect style, Xverse only), by event name. */
  const listeners = new Map<WalletEventName, Set<(payload: unknown) => void>>([
    ['disconnect', new Set()],
    ['accountChange', new Set()],
  ])
  const addListener = (event: string, listener: (payload: unknown) => void): (() => void) => {
    const set = listeners.get(event as WalletEventName)
    if (!set) return () => {}
    const once = (payload: unknown) => listener(payload)
    set.add(once)
    return () => void set.delete(once)
  }
  const dispatch = (event: WalletEventName, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  const provider = {
    ...(flavour === 'xverse' ? { addListener } : {}),
    async request(method: string, params?: unknown): Promise<unknown> {
      calls.push({ method, params })
      const rpcId = String(++counter)
      const outcome = queue.shift()
      let error: WalletErrorObject | undefined
      let result: unknown
      if (outcome === 'reject')
        error = { code: flavour === 'leather' ? 4001 : -32000, message: 'User rejected the request' }
      else if (outcome === 'cancel') error = { code: -31001, message: 'User canceled the request' }
      else if (outcome) error = outcome
      else {
        try {
          result = await handle(method, (params ?? {}) as Record<string, unknown>)
        } catch (thrown) {
          error = thrown as WalletErrorObject
        }
      }
      if (error) {
        if (flavour === 'xverse') return { jsonrpc: '2.0', id: rpcId, error }
        if (flavour === 'leather') throw { jsonrpc: '2.0', id: rpcId, error }
        throw error
      }
      return flavour === 'sip030' ? result : { jsonrpc: '2.0', id: rpcId, result }
    },
  }

  return {
    flavour,
    id,
    name,
    network,
    /** The active account's addresses and public keys (they change with {@link switchAccount}). */
    get accounts(): TestAccounts {
      return active.accounts
    },
    /** Index of the active account (0 until a switch). */
    get accountIndex(): number {
      return active.index
    },
    provider,
    /** Every request received, in order (wallet-shaped params). */
    calls,
    /** Signed transactions (hex), Stacks and Bitcoin, in order. */
    signed,
    /** The next request is rejected by the user (Leather 4001, others -32000). */
    rejectNext: () => void queue.push('reject'),
    /** The next request is canceled (-31001). */
    cancelNext: () => void queue.push('cancel'),
    /** The next request fails with this error. */
    failNext: (error: WalletErrorObject) => void queue.push(error),
    /**
     * The user disconnects the site inside the wallet: an Xverse-like wallet emits its provider's
     * `disconnect` event (sats-connect `addListener`); Leather and plain wallets have no events.
     */
    disconnect(): void {
      dispatch('disconnect', { type: 'disconnect' })
    },
    /**
     * The user switches the wallet to its account `index` (account 0 holds the wallet's keys,
     * the others keys derived from them): its addresses, keys and signatures are that account's
     * from now on. An Xverse-like wallet emits `accountChange` (sats-connect `addListener`),
     * carrying the new account's addresses as newer Xverse versions do, or, with
     * `{ addresses: false }`, bare as older ones do (the app then asks `getAddresses`); Leather
     * and plain wallets have no events.
     */
    switchAccount(index: number, options: { addresses?: boolean } = {}): void {
      let next = known.get(index)
      if (!next) {
        next = account(index)
        known.set(index, next)
      }
      active = next
      dispatch(
        'accountChange',
        options.addresses === false
          ? { type: 'accountChange' }
          : { type: 'accountChange', addresses: xverseAddresses() },
      )
    },
    /** How many listeners of `event` (default `disconnect`) the app holds on the provider. */
    listenerCount: (event: WalletEventName = 'disconnect') => listeners.get(event)?.size ?? 0,
    /** Registration entry (WBIP004) for `window.wbip_providers`. */
    registration,
    /** Puts the provider on a window-like object (and registers the plain wallet). */
    install(win: Record<string, unknown>): void {
      const [head, tail] = id.split('.')
      if (tail && head) win[head] = { ...((win[head] as object | undefined) ?? {}), [tail]: provider }
      else if (head) win[head] = provider
      if (flavour === 'sip030') {
        const list = Array.isArray(win.wbip_providers) ? (win.wbip_providers as unknown[]) : []
        win.wbip_providers = [...list, registration]
      }
    },
  }
}

/**
 * A test wallet made by {@link createTestWbipWallet}.
 *
 * @example
 * ```ts
 * const wallet: TestWbipWallet = createTestWbipWallet({ flavour: 'xverse' })
 * ```
 */
export type TestWbipWallet = ReturnType<typeof createTestWbipWallet>
