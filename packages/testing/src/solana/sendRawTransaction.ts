import { base64 } from '@scure/base'

/**
 * Sends a signed wire transaction through a Solana JSON-RPC endpoint with `fetch` (so the test
 * wallet needs no SDK in a browser page). Rejects with the node's error code and message.
 *
 * @param rpcUrl - JSON-RPC endpoint.
 * @param signed - Signed transaction bytes.
 * @param skipPreflight - Skip the node's simulation.
 */
export async function sendRawTransaction(
  rpcUrl: string,
  signed: Uint8Array,
  skipPreflight: boolean,
): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64.encode(signed), { encoding: 'base64', skipPreflight }],
    }),
  })
  const body = (await response.json()) as { error?: { code: number; message: string } }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
}

/** The error a wallet gives when the user rejects (code 4001, as Phantom and EIP-1193 wallets do). */
export class WalletRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'WalletRejectedError'
  }
}
