/**
 * Which real wallet a test wallet imitates.
 *
 * @example
 * ```ts
 * const flavour: TestWalletFlavour = 'sip030'
 * ```
 */
export type TestWalletFlavour = 'leather' | 'xverse' | 'sip030'

type Params = Record<string, unknown>

/**
 * A JSON-RPC style wallet error.
 *
 * @example
 * ```ts
 * wallet.failNext({ code: -32603, message: 'boom' } satisfies WalletErrorObject)
 * ```
 */
export type WalletErrorObject = { code: number; message: string; data?: unknown }

/**
 * Invalid params (-32602): thrown when a request does not have the wallet's own shape.
 *
 * @example
 * ```ts
 * throw invalidParams('amount must be a string')
 * ```
 */
export function invalidParams(message: string): WalletErrorObject {
  return { code: -32602, message: `Invalid params: ${message}` }
}

/**
 * Reads a `sendTransfer` request in the flavour's own shape: Leather wants string amounts and a
 * `network`; Xverse and WBIP wallets want number amounts. Anything else is rejected with -32602,
 * as the real wallets do.
 *
 * @example
 * ```ts
 * readSendTransfer('leather', { recipients: [{ address, amount: '1000' }], network: 'testnet' })
 * ```
 */
export function readSendTransfer(
  flavour: TestWalletFlavour,
  params: Params,
): { address: string; amount: bigint }[] {
  const recipients = params.recipients
  if (!Array.isArray(recipients) || recipients.length === 0) throw invalidParams('recipients')
  if (flavour === 'leather' && typeof params.network !== 'string') throw invalidParams('network is required')
  return recipients.map((r: { address?: unknown; amount?: unknown }) => {
    if (typeof r.address !== 'string') throw invalidParams('address')
    if (flavour === 'leather') {
      if (typeof r.amount !== 'string' || !/^\d+$/.test(r.amount))
        throw invalidParams('amount must be a string')
      return { address: r.address, amount: BigInt(r.amount) }
    }
    if (typeof r.amount !== 'number' || !Number.isSafeInteger(r.amount))
      throw invalidParams('amount must be a number')
    return { address: r.address, amount: BigInt(r.amount) }
  })
}

/**
 * Reads a `signPsbt` request in the flavour's own shape: Leather `{ hex, signAtIndex }`; Xverse
 * and WBIP `{ psbt (base64), signInputs: { [address]: number[] } }`.
 *
 * @example
 * ```ts
 * readSignPsbt('xverse', { psbt, signInputs: { 'tb1q...': [0] } })
 * ```
 */
export function readSignPsbt(
  flavour: TestWalletFlavour,
  params: Params,
  fromBase64: (text: string) => Uint8Array,
): { psbt: Uint8Array; indexes: number[]; addresses: string[]; broadcast: boolean } {
  const broadcast = params.broadcast === true
  if (flavour === 'leather') {
    if (typeof params.hex !== 'string' || !/^[0-9a-f]+$/i.test(params.hex)) throw invalidParams('hex')
    const at = params.signAtIndex
    const indexes = typeof at === 'number' ? [at] : Array.isArray(at) ? (at as number[]) : undefined
    if (!indexes?.every(Number.isInteger)) throw invalidParams('signAtIndex')
    const psbt = Uint8Array.from(params.hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
    return { psbt, indexes, addresses: [], broadcast }
  }
  if (typeof params.psbt !== 'string') throw invalidParams('psbt')
  const signInputs = params.signInputs
  if (typeof signInputs !== 'object' || signInputs === null || Array.isArray(signInputs)) {
    throw invalidParams('signInputs must be { address: number[] }')
  }
  const entries = Object.entries(signInputs as Record<string, unknown>)
  const indexes: number[] = []
  for (const [, list] of entries) {
    if (!Array.isArray(list) || !list.every(Number.isInteger)) throw invalidParams('signInputs')
    indexes.push(...(list as number[]))
  }
  return { psbt: fromBase64(params.psbt), indexes, addresses: entries.map(([a]) => a), broadcast }
}
