import { describeUntrusted, MethodNotSupportedError, ValidationError } from '@latch/core/kit'
import { STACKS_CONNECT_MESSAGES } from '../errors/connectMessages'
import type { StacksMethod, WalletAddress } from '../request/methods'
import { loadStacksTransactions } from '../utils/loadStacksTransactions'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import { assertClarityUint } from '../validation/limits'
import type { StacksConnectMethod } from './connectMethods'

/**
 * What the translation reads from the connection: both networks and the wallet's addresses.
 *
 * @example
 * ```ts
 * const context: ConnectRequestContext = { stacksNetwork: 'testnet', bitcoinNetwork: 'testnet', addresses: [] }
 * ```
 */
export type ConnectRequestContext = {
  stacksNetwork: StacksNetworkKind
  bitcoinNetwork: 'mainnet' | 'testnet'
  /** The connected wallet's addresses (STX and BTC). */
  addresses: readonly Pick<WalletAddress, 'address' | 'symbol' | 'purpose'>[]
}

/**
 * A request in Latch's own shape: one of `STACKS_METHODS` and its parameters.
 *
 * @example
 * ```ts
 * const request: LatchStacksRequest = { method: 'stx_transferStx', params: { recipient, amount: 1000n } }
 * ```
 */
export type LatchStacksRequest = { method: StacksMethod; params: Record<string, unknown> | undefined }

type Params = Record<string, unknown>

function invalid(method: string, field: string): never {
  throw new ValidationError(STACKS_CONNECT_MESSAGES.invalidField(method, field), { code: 'INVALID_PARAMS' })
}

/** A `@stacks/connect` integer (number, bigint or decimal string) as Latch's amount input. */
function amount(value: unknown): unknown {
  // a number that is not a safe integer stays a number: Latch refuses it (floats lose precision)
  return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value
}

/** Copies the defined fields of `from` named in `keys`, amounts converted. */
function pick(from: Params, keys: readonly string[], amounts: readonly string[] = []): Params {
  const out: Params = {}
  for (const key of keys) {
    const value = from[key]
    if (value !== undefined) out[key] = amounts.includes(key) ? amount(value) : value
  }
  return out
}

/** The request's `network`, when given, must be the connection's (`devnet` is a Stacks testnet). */
function checkNetwork(method: StacksConnectMethod, params: Params, context: ConnectRequestContext): void {
  const requested = params.network
  if (requested === undefined) return
  const stacks = method.startsWith('stx_')
  const kind = stacks && requested === 'devnet' ? 'testnet' : requested
  // getAddresses answers both namespaces' addresses: either network names the connection
  const accepted =
    method === 'getAddresses'
      ? [context.bitcoinNetwork, context.stacksNetwork]
      : [stacks ? context.stacksNetwork : context.bitcoinNetwork]
  if (!accepted.includes(kind as 'mainnet' | 'testnet')) {
    throw new ValidationError(STACKS_CONNECT_MESSAGES.networkMismatch(requested, accepted[0] ?? ''), {
      code: 'WRONG_NETWORK',
    })
  }
}

/** The STX address of the connection. */
function stxAddress(context: ConnectRequestContext): string | undefined {
  return context.addresses.find((a) => a.symbol === 'STX')?.address
}

/** `address` (the app's recommended sender), when given, must be the connected account. */
function checkSender(params: Params, context: ConnectRequestContext): void {
  if (params.address !== undefined && params.address !== stxAddress(context)) {
    throw new ValidationError(STACKS_CONNECT_MESSAGES.addressMismatch, {
      code: 'INVALID_PARAMS',
      details: `address ${String(params.address).slice(0, 64)}`,
    })
  }
}

const TX_COMMON = ['fee', 'nonce', 'sponsored', 'postConditions', 'postConditionMode'] as const
const AMOUNTS = ['amount', 'fee', 'nonce']

/** `stx_transferSip10Ft` as the SIP-010 `transfer` call a wallet builds for it, guarded by a post-condition. */
async function sip10Transfer(params: Params, context: ConnectRequestContext): Promise<Params> {
  const sender = stxAddress(context)
  const asset = params.asset
  const match = typeof asset === 'string' ? /^([^.:\s]+\.[^.:\s]+)::([^:\s]+)$/.exec(asset) : null
  if (!match?.[1] || !sender) invalid('stx_transferSip10Ft', 'asset (ADDRESS.contract::token)')
  if (typeof params.recipient !== 'string') invalid('stx_transferSip10Ft', 'recipient')
  const value = assertClarityUint(amount(params.amount) as bigint)
  const { Cl } = await loadStacksTransactions()
  return {
    ...pick(params, TX_COMMON, AMOUNTS),
    contract: match[1],
    functionName: 'transfer',
    functionArgs: [Cl.uint(value), Cl.principal(sender), Cl.principal(params.recipient), Cl.none()],
    postConditions: params.postConditions ?? [
      { type: 'ft-postcondition', address: sender, condition: 'eq', amount: value, asset },
    ],
    postConditionMode: params.postConditionMode ?? 'deny',
  }
}

/** `signPsbt`'s inputs: plain indexes are the connected payment address's. */
function signInputs(params: Params, context: ConnectRequestContext): { index: unknown; address: unknown }[] {
  const inputs = params.signInputs
  if (!Array.isArray(inputs) || inputs.length === 0) invalid('signPsbt', 'signInputs')
  const payment = context.addresses.find((a) => a.symbol === 'BTC' && a.purpose === 'payment')?.address
  return inputs.map((input: unknown) => {
    if (typeof input === 'number') return { index: input, address: payment }
    if (typeof input !== 'object' || input === null) invalid('signPsbt', 'signInputs')
    const { index, address, allowedSighash } = input as Params
    if (allowedSighash !== undefined) invalid('signPsbt', 'allowedSighash (Latch signs SIGHASH_ALL)')
    return { index, address }
  })
}

/**
 * Translates a `@stacks/connect` 8 request into Latch's method and parameters: amounts given as
 * numbers become bigints (an unsafe or fractional number is refused), `profile` becomes `person`,
 * `stx_getAddresses` is `getAddresses`, `stx_transferSip10Ft` the SIP-010 `transfer` call with a
 * deny-mode post-condition, `signPsbt`'s plain indexes the payment address's. The fields only
 * @stacks/connect has are checked here: `network` must be the connection's, `address` the
 * connected account. Latch's own checks (addresses, amounts, memo, Clarity values) run next.
 *
 * @param method - A method of `STACKS_CONNECT_METHODS`.
 * @param params - The app's parameters, untrusted.
 * @param context - The connection's networks and addresses.
 * @returns Latch's request.
 * @example
 * ```ts
 * await toLatchRequest('stx_transferStx', { recipient, amount: '1000' }, context)
 * // { method: 'stx_transferStx', params: { recipient, amount: '1000' } }
 * ```
 */
export async function toLatchRequest(
  method: StacksConnectMethod,
  params: unknown,
  context: ConnectRequestContext,
): Promise<LatchStacksRequest> {
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    throw new ValidationError(STACKS_CONNECT_MESSAGES.paramsNotObject(method), { code: 'INVALID_PARAMS' })
  }
  const p: Params = (params as Params | undefined) ?? {}
  checkNetwork(method, p, context)
  if (method.startsWith('stx_')) checkSender(p, context)
  switch (method) {
    case 'getAddresses':
    case 'stx_getAddresses':
      return { method: 'getAddresses', params: undefined }
    case 'sendTransfer': {
      if (!Array.isArray(p.recipients)) invalid(method, 'recipients')
      const recipients = p.recipients.map((r: unknown) =>
        typeof r === 'object' && r !== null ? pick(r as Params, ['address', 'amount'], ['amount']) : r,
      )
      return { method, params: { recipients } }
    }
    case 'signPsbt':
      if (p.allowedSighash !== undefined) invalid(method, 'allowedSighash (Latch signs SIGHASH_ALL)')
      if (p.descriptor !== undefined) invalid(method, 'descriptor')
      return { method, params: { ...pick(p, ['psbt', 'broadcast']), signInputs: signInputs(p, context) } }
    case 'signMessage':
      // Latch picks the format per address type: BIP-322, or BIP-137 (ECDSA) for legacy P2PKH
      if (p.protocol !== undefined && p.protocol !== 'BIP322' && p.protocol !== 'ECDSA')
        invalid(method, 'protocol')
      return { method, params: pick(p, ['address', 'message']) }
    case 'stx_transferStx':
      return {
        method,
        params: pick(p, ['recipient', 'amount', 'memo', 'fee', 'nonce', 'sponsored'], AMOUNTS),
      }
    case 'stx_transferSip10Ft':
      return { method: 'stx_callContract', params: await sip10Transfer(p, context) }
    case 'stx_callContract':
      return { method, params: pick(p, ['contract', 'functionName', 'functionArgs', ...TX_COMMON], AMOUNTS) }
    case 'stx_deployContract': {
      const version = p.clarityVersion === undefined ? undefined : Number(p.clarityVersion)
      if (version !== undefined && ![1, 2, 3].includes(version)) invalid(method, 'clarityVersion')
      const out = pick(p, ['name', 'clarityCode', ...TX_COMMON], AMOUNTS)
      return { method, params: version === undefined ? out : { ...out, clarityVersion: version } }
    }
    case 'stx_signTransaction':
      return { method, params: pick(p, ['transaction', 'broadcast']) }
    case 'stx_signMessage':
      // `publicKey` is @stacks/connect's non-standard hint; the connected key signs
      return { method, params: pick(p, ['message']) }
    case 'stx_signStructuredMessage':
      return { method, params: pick(p, ['domain', 'message']) }
    case 'stx_updateProfile':
      if (typeof p.profile !== 'object' || p.profile === null) invalid(method, 'profile')
      return { method, params: { person: p.profile } }
  }
  throw new MethodNotSupportedError(describeUntrusted(method, 80), {
    details: STACKS_CONNECT_MESSAGES.methodNotRouted(describeUntrusted(method, 80)),
  })
}
