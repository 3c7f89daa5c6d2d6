import { assertSender, type FrameSigner, invalidParams } from './requestChecks'

/**
 * What a Solana request needs: the signed-in account, the key frame and the network's RPC.
 *
 * @example
 * ```ts
 * const context: SolanaRequestContext = { address: 'Hx…', sign: channel.call, rpc: (method, params) => jsonRpc(url, method, params, fetch) }
 * ```
 */
export type SolanaRequestContext = {
  address: string
  sign: FrameSigner
  rpc: (method: string, params: unknown) => Promise<unknown>
}

/** Reads one field of the params; a getter that throws refuses the request. */
const field = (params: unknown, key: string): unknown => {
  if (typeof params !== 'object' || params === null) return undefined
  try {
    return (params as Record<string, unknown>)[key]
  } catch {
    return invalidParams(`"${key}" could not be read`)
  }
}

const text = (params: unknown, key: string, method: string): string => {
  const value = field(params, key)
  return typeof value === 'string' && value.length > 0 ? value : invalidParams(`${method} needs "${key}"`)
}

/**
 * Answers a Solana wallet request of the embedded account: `solana_signMessage` (base58 message),
 * `solana_signTransaction` / `solana_signAllTransactions` (base64 wire transactions) signed in
 * the key frame, `solana_signAndSendTransaction` signed then sent through the network's RPC
 * (`sendTransaction`, base64), and every other method (reads such as `getBalance`) forwarded to
 * the RPC. Safety rules and approval were applied by the auth connector before.
 *
 * @param method - The request method.
 * @param params - Its params.
 * @param context - Account, frame and RPC.
 * @returns The method's result.
 * @example
 * ```ts
 * const { signature } = (await handleSolanaRequest('solana_signMessage', { message, pubkey }, context)) as { signature: string }
 * ```
 */
export async function handleSolanaRequest(
  method: string,
  params: unknown,
  context: SolanaRequestContext,
): Promise<unknown> {
  assertSender(field(params, 'pubkey'), context.address)
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: context.address }]
    case 'solana_signMessage':
      return context.sign('solana_signMessage', { message: text(params, 'message', method) })
    case 'solana_signTransaction': {
      const signed = await context.sign('solana_signTransaction', {
        transaction: text(params, 'transaction', method),
      })
      return { transaction: signed.transaction }
    }
    case 'solana_signAllTransactions': {
      const given = field(params, 'transactions')
      // one copy, checked and then signed, whatever happens to the caller's array meanwhile
      const all: unknown[] = Array.isArray(given) ? [...given] : []
      if (!Array.isArray(given) || all.some((t) => typeof t !== 'string' || t.length === 0))
        return invalidParams('solana_signAllTransactions needs "transactions" (base64 strings)')
      const signed = []
      for (const transaction of all as string[])
        signed.push((await context.sign('solana_signTransaction', { transaction })).transaction)
      return { transactions: signed }
    }
    case 'solana_signAndSendTransaction': {
      // read before signing: what is sent is what was asked for when the request was made
      const unsigned = text(params, 'transaction', method)
      const options = field(params, 'sendOptions') ?? field(params, 'options')
      const sendOptions = typeof options === 'object' && options !== null ? { ...options } : {}
      const { transaction } = await context.sign('solana_signTransaction', { transaction: unsigned })
      const signature = await context.rpc('sendTransaction', [
        transaction,
        { ...sendOptions, encoding: 'base64' },
      ])
      return { signature }
    }
    default:
      return context.rpc(method, params)
  }
}
