import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import { NETWORK, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { privateKeyToAddress, privateKeyToPublic, signMessageHashRsv } from '@stacks/transactions'
import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import { signBitcoinMessage } from '../stacks/bitcoinWalletOps'

/**
 * Keys of the test pairing wallet, per namespace. Omit a namespace to leave it unsupported.
 *
 * @example
 * ```ts
 * const keys: PairingWalletKeys = { evm: { privateKey: chain.accounts[0].privateKey, rpcUrl: chain.url } }
 * ```
 */
export type PairingWalletKeys = {
  /** EVM account; `rpcUrl` is where `eth_sendTransaction` broadcasts (the dev chain). */
  evm?: { privateKey: Hex; rpcUrl?: string }
  /** Solana ed25519 seed (32 bytes). */
  solana?: { seed: Uint8Array }
  /** Stacks private key (hex, compressed) and network of its address. */
  stacks?: { privateKey: string; network: 'mainnet' | 'testnet' }
  /** Bitcoin private key (hex); the session account is its P2WPKH payment address. */
  bitcoin?: { privateKey: string; network: 'mainnet' | 'testnet' }
}

/** A wallet-side error with a JSON-RPC code, sent back as the request's error. */
export class WalletMethodError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Prefix of Stacks signed messages (SIP-018 style structured prefix for plain messages). */
const STACKS_MESSAGE_PREFIX = '\x17Stacks Signed Message:\n'

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

/**
 * Hash a Stacks wallet signs for `stx_signMessage`: sha256 of the prefix, the message's byte
 * length as a Bitcoin varint, and the UTF-8 message.
 *
 * @param message - The plain-text message.
 * @returns The 32-byte hash, hex.
 * @example
 * ```ts
 * publicKeyFromSignatureRsv(stacksMessageHash('hello'), signature) === publicKey
 * ```
 */
export function stacksMessageHash(message: string): string {
  const prefix = new TextEncoder().encode(STACKS_MESSAGE_PREFIX)
  const body = new TextEncoder().encode(message)
  const length = varint(body.length)
  const all = new Uint8Array(prefix.length + length.length + body.length)
  all.set(prefix, 0)
  all.set(length, prefix.length)
  all.set(body, prefix.length + length.length)
  return Buffer.from(sha256(all)).toString('hex')
}

/**
 * The signing side of the test pairing wallet: addresses and real signatures per namespace.
 *
 * @example
 * ```ts
 * const signers = createWalletSigners(keys)
 * await signers.answer('eip155:31337', 'personal_sign', ['0x68656c6c6f', signers.addresses.eip155])
 * ```
 */
export type WalletSigners = {
  /** The wallet's address per namespace it supports. */
  addresses: { eip155?: string; solana?: string; stacks?: string; bip122?: string }
  /** Methods answered per namespace. */
  methods: Record<string, readonly string[]>
  /** Answers one request with a real signature (or a broadcast transaction). */
  answer(chainId: string, method: string, params: unknown): Promise<unknown>
}

function evmChain(chainId: string, rpcUrl: string): Chain {
  const id = Number(chainId.split(':')[1])
  return defineChain({
    id,
    name: `Local ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

type EvmTx = { to?: Hex; value?: Hex | string; data?: Hex; gas?: Hex | string }

async function answerEvm(
  account: PrivateKeyAccount,
  rpcUrl: string | undefined,
  chainId: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign': {
      const message = String(list[0])
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const data = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
      return account.signTypedData(data as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      if (!rpcUrl) throw new WalletMethodError(-32603, 'No RPC URL for eth_sendTransaction')
      const tx = (list[0] ?? {}) as EvmTx
      const client = createWalletClient({
        account,
        chain: evmChain(chainId, rpcUrl),
        transport: http(rpcUrl),
      })
      return client.sendTransaction({
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.value !== undefined ? { value: BigInt(tx.value) } : {}),
        ...(tx.gas !== undefined ? { gas: BigInt(tx.gas) } : {}),
      })
    }
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    default:
      throw new WalletMethodError(-32601, `Method not supported: ${method}`)
  }
}

/**
 * Builds the signers for the given keys.
 *
 * @param keys - Keys per namespace.
 * @returns Addresses, methods and the answering function.
 * @example
 * ```ts
 * const signers = createWalletSigners({ solana: { seed: new Uint8Array(32).fill(7) } })
 * signers.addresses.solana // base58 public key
 * ```
 */
export function createWalletSigners(keys: PairingWalletKeys): WalletSigners {
  const evm = keys.evm ? privateKeyToAccount(keys.evm.privateKey) : undefined
  const solanaPublic = keys.solana ? ed25519.getPublicKey(keys.solana.seed) : undefined
  const stacksAddress = keys.stacks
    ? privateKeyToAddress(keys.stacks.privateKey, keys.stacks.network)
    : undefined
  const addresses: WalletSigners['addresses'] = {}
  const methods: Record<string, readonly string[]> = {}
  if (evm) {
    addresses.eip155 = evm.address
    methods.eip155 = [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_accounts',
      'eth_requestAccounts',
    ]
  }
  if (solanaPublic) {
    addresses.solana = base58.encode(solanaPublic)
    methods.solana = ['solana_signMessage']
  }
  if (stacksAddress) {
    addresses.stacks = stacksAddress
    methods.stacks = ['stx_signMessage', 'stx_getAddresses']
  }
  const bitcoin = keys.bitcoin
  const bitcoinAddress = bitcoin ? bitcoinPaymentAddress(bitcoin.privateKey, bitcoin.network) : undefined
  if (bitcoinAddress) {
    addresses.bip122 = bitcoinAddress
    methods.bip122 = ['signMessage', 'getAddresses']
  }
  return {
    addresses,
    methods,
    async answer(chainId, method, params) {
      const namespace = chainId.split(':')[0]
      if (namespace === 'eip155' && evm) return answerEvm(evm, keys.evm?.rpcUrl, chainId, method, params)
      const record = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
      if (namespace === 'solana' && keys.solana && method === 'solana_signMessage') {
        const message = base58.decode(String(record.message))
        return { signature: base58.encode(ed25519.sign(message, keys.solana.seed)) }
      }
      if (namespace === 'stacks' && keys.stacks && stacksAddress) {
        if (method === 'stx_signMessage') {
          const signature = signMessageHashRsv({
            messageHash: stacksMessageHash(String(record.message)),
            privateKey: keys.stacks.privateKey,
          })
          return { signature, publicKey: privateKeyToPublic(keys.stacks.privateKey) }
        }
        if (method === 'stx_getAddresses') return { addresses: [{ address: stacksAddress, symbol: 'STX' }] }
      }
      if (namespace === 'bip122' && bitcoin && bitcoinAddress) {
        if (method === 'signMessage') {
          const context = { ...bitcoin, onSigned: () => undefined }
          return { signature: signBitcoinMessage(String(record.message), context), address: bitcoinAddress }
        }
        if (method === 'getAddresses') return { addresses: [{ address: bitcoinAddress, purpose: 'payment' }] }
      }
      throw new WalletMethodError(-32601, `Method not supported: ${method}`)
    },
  }
}

/**
 * Base58 text of bytes, as Solana wallets exchange messages and signatures.
 *
 * @param bytes - Bytes to encode.
 * @returns Base58 text.
 * @example
 * ```ts
 * encodeBase58(new TextEncoder().encode('hi'))
 * ```
 */
export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(bytes)
}

/**
 * Checks a Solana `solana_signMessage` answer: an ed25519 signature (base58) of `message` by the
 * base58 public key.
 *
 * @param params - Message bytes, base58 signature and base58 public key.
 * @returns Whether the signature is valid.
 * @example
 * ```ts
 * verifySolanaMessageSignature({ message, signature: result.signature, publicKey: pubkey }) // true
 * ```
 */
export function verifySolanaMessageSignature(params: {
  message: Uint8Array
  signature: string
  publicKey: string
}): boolean {
  return ed25519.verify(base58.decode(params.signature), params.message, base58.decode(params.publicKey))
}

/**
 * The P2WPKH payment address of a Bitcoin private key, as the pairing test wallet's bip122 account.
 *
 * @param privateKey - Hex private key.
 * @param network - Address network.
 * @returns The bech32 address.
 * @example
 * ```ts
 * bitcoinPaymentAddress(key, 'testnet') // 'tb1q…'
 * ```
 */
export function bitcoinPaymentAddress(privateKey: string, network: 'mainnet' | 'testnet'): string {
  const bytes = Uint8Array.from(privateKey.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
  const publicKey = secp256k1.getPublicKey(bytes, true)
  const address = p2wpkh(publicKey, network === 'mainnet' ? NETWORK : TEST_NETWORK).address
  if (!address) throw new TestKitError(TEST_KIT_MESSAGES.noP2wpkhAddress, { code: 'NO_ADDRESS' })
  return address
}
