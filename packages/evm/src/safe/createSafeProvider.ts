import {
  HEX_SIGNATURE_MAX_CHARS,
  isTxHash,
  MESSAGES,
  MethodNotSupportedError,
  UnknownWalletError,
  ValidationError,
  WalletRequestError,
} from '@latch/core/kit'
import type { Eip1193Provider } from '../provider/types'
import { SAFE_PROMPT_TIMEOUT_MS, type SafeAppsClient } from './createSafeAppsClient'
import type { SafeInfo } from './readSafeInfo'
import { readSafeTxHash } from './readSafeTxHash'
import { readSafeCallsStatus, SAFE_CAPABILITIES, sendSafeCalls } from './safeCalls'
import { SAFE_MESSAGES } from './safeMessages'
import { toSafeTransaction } from './toSafeTransaction'

/** Read-only JSON-RPC methods the Safe{Wallet} parent answers from its own node (`rpcCall`). */
const READ_METHODS: ReadonlySet<string> = new Set([
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
  'eth_blockNumber',
  'net_version',
  'web3_clientVersion',
])

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/
/** Typed data passed to the Safe, at most (characters of JSON). */
const TYPED_DATA_MAX_CHARS = 131_072

const paramsArray = (params: unknown): readonly unknown[] => (Array.isArray(params) ? params : [])

/** The hex of `personal_sign` back to the text the Safe shows its owners (hex kept if not UTF-8). */
function toSafeMessage(message: unknown): string {
  if (typeof message !== 'string') throw new ValidationError(SAFE_MESSAGES.messageNotString)
  if (!HEX_DATA.test(message)) return message
  const bytes = new Uint8Array(message.length / 2 - 1)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(message.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}

/** The signature of a `signMessage`/`signTypedMessage` answer, or a clear error while owners still sign. */
function readSignature(data: unknown): string {
  if (typeof data !== 'object' || data === null)
    throw new UnknownWalletError({ details: 'The Safe answered a signature request with no object' })
  const { signature, messageHash, safeTxHash } = data as Record<string, unknown>
  if (typeof signature === 'string' && HEX_DATA.test(signature) && signature.length > 2) {
    if (signature.length > HEX_SIGNATURE_MAX_CHARS)
      throw new UnknownWalletError({ details: 'The Safe signature is longer than Latch accepts' })
    return signature
  }
  const pendingHash = [messageHash, safeTxHash].find((hash) => isTxHash(hash))
  if (pendingHash)
    throw new WalletRequestError(MESSAGES.unknownWalletError, {
      code: 'SAFE_SIGNATURE_PENDING',
      details: 'The Safe queued the message for its owners; the signature exists once enough of them sign',
      meta: { hash: pendingHash },
    })
  throw new UnknownWalletError({ details: 'The Safe answered a signature request with no signature' })
}

/**
 * An EIP-1193 provider for the Safe a Safe{Wallet} parent page shows: the Safe's address is the
 * only account, its chain the only chain; `eth_sendTransaction` proposes a Safe transaction and
 * resolves with its `safeTxHash` (the owners still have to confirm and execute it: there is no
 * receipt to wait for yet), `wallet_sendCalls` proposes a whole batch as one Safe transaction
 * (EIP-5792, atomic; its status from `wallet_getCallsStatus`), `personal_sign`/`eth_signTypedData_v4`
 * ask the owners to sign, reads go to the parent's node.
 *
 * @param client - The Safe Apps message client.
 * @param info - The checked `getSafeInfo` answer.
 * @returns The provider.
 * @example
 * ```ts
 * const provider = createSafeProvider(client, info)
 * const [address] = (await provider.request({ method: 'eth_accounts' })) as string[]
 * ```
 */
export function createSafeProvider(client: SafeAppsClient, info: SafeInfo): Eip1193Provider {
  const chainIdHex = `0x${info.chainId.toString(16)}`
  return {
    async request({ method, params }) {
      const args = paramsArray(params)
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [info.safeAddress]
        case 'eth_chainId':
          return chainIdHex
        case 'net_version':
          return String(info.chainId)
        case 'eth_sendTransaction': {
          const tx = toSafeTransaction(args[0])
          return readSafeTxHash(await client.call('sendTransactions', { txs: [tx] }, SAFE_PROMPT_TIMEOUT_MS))
        }
        case 'wallet_sendCalls':
          return sendSafeCalls(client, info, args[0])
        case 'wallet_getCallsStatus':
          return readSafeCallsStatus(client, info, args[0])
        case 'wallet_getCapabilities':
          return { [chainIdHex]: SAFE_CAPABILITIES }
        case 'personal_sign': {
          const message = toSafeMessage(args[0])
          return readSignature(await client.call('signMessage', { message }, SAFE_PROMPT_TIMEOUT_MS))
        }
        case 'eth_signTypedData_v4': {
          const raw = args[1]
          const text = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null)
          if (text.length > TYPED_DATA_MAX_CHARS) throw new ValidationError(SAFE_MESSAGES.typedDataTooLarge)
          let typedData: unknown
          try {
            typedData = typeof raw === 'string' ? JSON.parse(raw) : raw
          } catch {
            throw new ValidationError(SAFE_MESSAGES.typedDataNotJson)
          }
          if (typeof typedData !== 'object' || typedData === null)
            throw new ValidationError(SAFE_MESSAGES.typedDataNotObject)
          return readSignature(await client.call('signTypedMessage', { typedData }, SAFE_PROMPT_TIMEOUT_MS))
        }
        default:
          if (READ_METHODS.has(method)) return client.call('rpcCall', { call: method, params: [...args] })
          throw new MethodNotSupportedError(method, { details: `A Safe does not answer "${method}"` })
      }
    },
  }
}
