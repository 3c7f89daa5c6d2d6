import { type CaipNetworkId, readBaseUnits, readUntrustedField } from '@latch/core/kit'
import type { FrameEvmTransaction } from '../protocol/frame'
import { assertSender, type FrameSigner, invalidParams } from './requestChecks'
import type { WalletCalls } from './walletCalls'

/**
 * What an EVM request needs: the signed-in account, the key frame and the network's RPC.
 *
 * @example
 * ```ts
 * const context: EvmRequestContext = { address: '0xabc…', sign: channel.call, rpc: (method, params) => jsonRpc(url, method, params, fetch) }
 * ```
 */
export type EvmRequestContext = {
  address: `0x${string}`
  caipNetworkId: CaipNetworkId
  sign: FrameSigner
  rpc: (method: string, params: unknown) => Promise<unknown>
  /** The wallet's EIP-5792 batches (loaded on first use); without it `wallet_sendCalls` goes to the node (which has none). */
  calls?: () => Promise<WalletCalls>
}

type Hex = `0x${string}`
type TxInput = {
  from?: string
  to?: Hex
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  nonce?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

const isHex = (value: unknown): value is Hex => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)
const toHex = (value: bigint): Hex => `0x${value.toString(16)}`
const sameEvmAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const TX_FIELDS = [
  'to',
  'value',
  'data',
  'input',
  'gas',
  'nonce',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

/** Reads one field of the caller's transaction; a getter that throws refuses the request. */
function field(raw: object, key: string): unknown {
  try {
    return (raw as Record<string, unknown>)[key]
  } catch {
    return invalidParams(`transaction.${key} could not be read`)
  }
}

/**
 * Checks the transaction object and that it is from the embedded account, and returns a frozen
 * copy of the checked fields: each field is read once, so what was checked is what is completed
 * and signed.
 */
function readTransaction(raw: unknown, address: Hex): TxInput {
  if (typeof raw !== 'object' || raw === null)
    return invalidParams('eth_sendTransaction needs a transaction object')
  const tx: TxInput = {}
  for (const key of TX_FIELDS) {
    const value = field(raw, key)
    if (value === undefined) continue
    if (!isHex(value)) invalidParams(`transaction.${key} must be a hex string`)
    tx[key] = value as Hex
  }
  const from = field(raw, 'from')
  if (from !== undefined && typeof from !== 'string') invalidParams('transaction.from must be an address')
  assertSender(from, address, sameEvmAddress)
  return Object.freeze(tx)
}

/** Completes a transaction from the node: nonce, gas limit and EIP-1559 fees. */
async function fillTransaction(tx: TxInput, context: EvmRequestContext): Promise<FrameEvmTransaction> {
  const { address, rpc } = context
  const chainId = toHex(BigInt(context.caipNetworkId.split(':')[1] ?? '0'))
  const data = tx.data ?? tx.input ?? '0x'
  const call = { from: address, ...(tx.to ? { to: tx.to } : {}), value: tx.value ?? '0x0', data }
  const [nonce, gas, block, tip] = await Promise.all([
    tx.nonce ?? rpc('eth_getTransactionCount', [address, 'pending']),
    tx.gas ?? rpc('eth_estimateGas', [call]),
    rpc('eth_getBlockByNumber', ['latest', false]),
    tx.maxPriorityFeePerGas ?? rpc('eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00'),
  ])
  // The node's answers are untrusted: each is an exact non-negative quantity within the base-unit
  // cap, or a typed invalid response before anything is signed.
  const baseFee = readBaseUnits(readUntrustedField(block, 'baseFeePerGas') ?? '0x0', 'baseFeePerGas')
  const priority = readBaseUnits(tip, 'eth_maxPriorityFeePerGas')
  return {
    chainId,
    nonce: toHex(readBaseUnits(nonce, 'eth_getTransactionCount')),
    ...(tx.to ? { to: tx.to } : {}),
    value: tx.value ?? '0x0',
    data,
    gas: toHex(readBaseUnits(gas, 'eth_estimateGas')),
    maxPriorityFeePerGas: toHex(priority),
    maxFeePerGas: tx.maxFeePerGas ?? toHex(baseFee * 2n + priority),
  }
}

/**
 * Answers an EIP-1193 request of the embedded EVM account: accounts and chain id locally,
 * `personal_sign`, `eth_signTypedData_v4` and transactions signed in the key frame (transactions
 * completed from the node, then broadcast with `eth_sendRawTransaction`), EIP-5792 batches sent
 * call by call and their status read from the receipts (see `createWalletCalls`), and every other method
 * (reads) forwarded to the network's RPC. The auth connector has already applied the SPEC §6
 * safety rules (and the user's approval) before a request gets here.
 *
 * @param method - EIP-1193 method.
 * @param params - Its params.
 * @param context - Account, frame and RPC.
 * @returns The method's result.
 * @example
 * ```ts
 * const hash = await handleEvmRequest('eth_sendTransaction', [{ to, value: '0x1' }], context)
 * ```
 */
export async function handleEvmRequest(
  method: string,
  params: unknown,
  context: EvmRequestContext,
): Promise<unknown> {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  const { address } = context
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return toHex(BigInt(context.caipNetworkId.split(':')[1] ?? '0'))
    case 'personal_sign': {
      const [message, signer] = list
      if (!isHex(message)) return invalidParams('personal_sign needs the message as hex')
      assertSender(signer, address, sameEvmAddress)
      return context.sign('evm_signMessage', { message })
    }
    case 'eth_signTypedData_v4': {
      const [signer, raw] = list
      assertSender(signer, address, sameEvmAddress)
      let typedData: unknown = raw
      if (typeof raw === 'string')
        try {
          typedData = JSON.parse(raw)
        } catch {
          invalidParams('eth_signTypedData_v4 needs typed data JSON')
        }
      if (typeof typedData !== 'object' || typedData === null)
        return invalidParams('eth_signTypedData_v4 needs typed data')
      return context.sign('evm_signTypedData', { typedData: typedData as Record<string, unknown> })
    }
    case 'eth_signTransaction':
    case 'eth_sendTransaction': {
      const transaction = await fillTransaction(readTransaction(list[0], address), context)
      const signed = await context.sign('evm_signTransaction', { transaction })
      if (method === 'eth_signTransaction') return signed
      return context.rpc('eth_sendRawTransaction', [signed])
    }
    case 'wallet_sendCalls':
    case 'wallet_getCallsStatus':
      // EIP-5792, approved once as a whole: the batch code loads with the first batch
      return context.calls
        ? (await context.calls())(method, params, context, { invalidParams, assertSender, handleEvmRequest })
        : context.rpc(method, params)
    case 'wallet_switchEthereumChain':
      return null
    default:
      return context.rpc(method, params)
  }
}
