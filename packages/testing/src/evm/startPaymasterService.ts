import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Address, Hex } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import type { AccountAbstractionDeployment } from './deployAccountAbstraction'
import type { TestPaymaster } from './deployTestPaymaster'
import type { DevChain } from './startDevChain'

/**
 * A running ERC-7677 paymaster service (see {@link startPaymasterService}).
 *
 * @example
 * ```ts
 * const service = await startPaymasterService({ chain, aa, paymaster, signerKey })
 * createLatch({ ...options, smartAccount: { paymasterUrl: service.url } })
 * ```
 */
export type PaymasterService = {
  /** Its JSON-RPC URL on 127.0.0.1. */
  url: string
  /** Every request it answered, oldest first. */
  requests: { method: string; params: unknown }[]
  /** Stops it. Idempotent. */
  stop(): Promise<void>
}

/**
 * Options of {@link startPaymasterService}.
 *
 * @example
 * ```ts
 * const hostile: PaymasterServiceOptions = { chain, aa, paymaster, signerKey, alter: 'sender' }
 * ```
 */
export type PaymasterServiceOptions = {
  chain: DevChain
  aa: AccountAbstractionDeployment
  paymaster: TestPaymaster
  /** The private key of the paymaster's signer. */
  signerKey: Hex
  /** How long a sponsorship is valid, in seconds (default one hour). */
  validForSeconds?: number
  /**
   * A hostile service: its answers also carry a changed `sender` or `callData`, which a client that
   * merges the answer into the operation would then sign. A client must refuse such an answer.
   */
  alter?: 'sender' | 'callData'
}

/** What the paymaster's gas costs at most, sent with its answers (verification; no post-op). */
const VERIFICATION_GAS = 100_000n
const BODY_MAX_BYTES = 1_000_000
const ALTERED_SENDER: Address = '0x000000000000000000000000000000000000dEaD'

type RpcUserOperation = Record<string, unknown>

/**
 * Starts an ERC-7677 paymaster web service on 127.0.0.1 for the test paymaster: it answers
 * `pm_getPaymasterStubData` (placeholder data for gas estimation, `isFinal: false`) and
 * `pm_getPaymasterData` (the signer's approval of the operation, valid for `validForSeconds`), for
 * the dev chain's EntryPoint v0.8 only. The hash it signs is the one the contract checks, read from
 * the contract (`approvalHash`), so the two cannot disagree.
 *
 * @param options - Chain, contracts, the signer's key, and `alter` for a hostile service.
 * @returns Its URL, the requests it answered and `stop()`.
 * @example
 * ```ts
 * const service = await startPaymasterService({ chain, aa, paymaster, signerKey })
 * // viem: createPaymasterClient({ transport: http(service.url) })
 * await service.stop()
 * ```
 */
export async function startPaymasterService(options: PaymasterServiceOptions): Promise<PaymasterService> {
  const { encodeAbiParameters, concat, createPublicClient, http, toHex, pad } = await import('viem')
  const { toPackedUserOperation } = await import('viem/account-abstraction')
  const { privateKeyToAccount } = await import('viem/accounts')
  const client = createPublicClient({ transport: http(options.chain.url) })
  const signer = privateKeyToAccount(options.signerKey)
  const requests: PaymasterService['requests'] = []
  const paymaster = options.paymaster.address
  const extra = () =>
    options.alter === 'sender'
      ? { sender: ALTERED_SENDER }
      : options.alter === 'callData'
        ? { callData: '0xdeadbeef' }
        : {}

  const window = () => {
    const validUntil = Math.floor(Date.now() / 1000) + (options.validForSeconds ?? 3600)
    return { validUntil, validAfter: 0 }
  }
  const timeWords = (validUntil: number, validAfter: number) =>
    encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter])
  // r = s = 0: a well-formed signature that recovers no one, so the contract reports an invalid
  // operation instead of reverting, and a bundler can estimate the gas with it.
  const placeholderSignature = concat([pad('0x', { size: 64 }), '0x1b'])

  const answer = async (method: string, params: unknown): Promise<unknown> => {
    if (!Array.isArray(params) || params.length < 3)
      throw rpcError(-32602, 'Expected [userOp, entryPoint, chainId, context]')
    const [userOp, entryPoint, chainId] = params as [RpcUserOperation, unknown, unknown]
    if (typeof userOp !== 'object' || userOp === null)
      throw rpcError(-32602, 'The user operation is not an object')
    if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== options.aa.entryPoint.toLowerCase())
      throw rpcError(-32602, 'Not sponsored on this EntryPoint')
    if (typeof chainId !== 'string' || BigInt(chainId) !== BigInt(options.chain.chainId))
      throw rpcError(-32602, 'Not sponsored on this chain')
    const { validUntil, validAfter } = window()
    const gasLimits = {
      paymasterVerificationGasLimit: toHex(VERIFICATION_GAS),
      paymasterPostOpGasLimit: toHex(0n),
    }
    if (method === 'pm_getPaymasterStubData')
      return {
        paymaster,
        paymasterData: concat([timeWords(validUntil, validAfter), placeholderSignature]),
        ...gasLimits,
        isFinal: false,
        ...extra(),
      }
    // the operation as the EntryPoint will hand it to the paymaster, with this answer's gas limits
    const packed = toPackedUserOperation({
      ...(fromRpc(userOp) as unknown as UserOperation<'0.8'>),
      paymaster,
      paymasterVerificationGasLimit: VERIFICATION_GAS,
      paymasterPostOpGasLimit: 0n,
      paymasterData: '0x',
      signature: '0x',
    })
    const hash = (await client.readContract({
      address: paymaster,
      abi: options.paymaster.abi,
      functionName: 'approvalHash',
      args: [packed, validUntil, validAfter],
    })) as Hex
    const signature = await signer.signMessage({ message: { raw: hash } })
    return {
      paymaster,
      paymasterData: concat([timeWords(validUntil, validAfter), signature]),
      ...gasLimits,
      ...extra(),
    }
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    let id: unknown = null
    try {
      if (request.method !== 'POST') throw rpcError(-32600, 'POST a JSON-RPC request')
      const body = await readJson(request)
      id = (body as { id?: unknown }).id ?? null
      const { method, params } = body as { method?: unknown; params?: unknown }
      if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
        throw rpcError(-32601, 'Method not found')
      requests.push({ method, params })
      send(response, { jsonrpc: '2.0', id, result: await answer(method, params) })
    } catch (error) {
      const { code, message } =
        error instanceof RpcError ? error : { code: -32603, message: 'Internal error' }
      send(response, { jsonrpc: '2.0', id, error: { code, message } })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let stopping: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
const rpcError = (code: number, message: string) => new RpcError(code, message)

/** The RPC form's hex quantities as bigints (viem's packer takes bigints). */
function fromRpc(userOp: RpcUserOperation): Record<string, unknown> {
  const quantities = [
    'nonce',
    'callGasLimit',
    'verificationGasLimit',
    'preVerificationGas',
    'maxFeePerGas',
    'maxPriorityFeePerGas',
  ]
  const out: Record<string, unknown> = { ...userOp }
  for (const key of quantities) {
    const value = userOp[key]
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
      throw rpcError(-32602, `The user operation's ${key} is not a hex quantity`)
    out[key] = BigInt(value)
  }
  return out
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > BODY_MAX_BYTES) throw rpcError(-32600, 'Request too large')
    chunks.push(chunk as Buffer)
  }
  let body: unknown
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw rpcError(-32700, 'Parse error')
  }
  if (typeof body !== 'object' || body === null) throw rpcError(-32600, 'Not a JSON-RPC request')
  return body
}

function send(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
  response.end(JSON.stringify(body))
}
