// The app's own wallet code, written for @stacks/connect 8's `request()`: only the import of
// `request` changed.
import { Cl } from '@stacks/transactions'
import { request } from './latch'

/** Pays `amount` micro-STX to `recipient`; resolves with the broadcast transaction's id. */
export async function payStx(recipient: string, amount: string, memo: string): Promise<string> {
  const result = await request('stx_transferStx', { recipient, amount, memo })
  return result.txid ?? ''
}

/** Calls `deposit(amount)` on the recipient's vault contract; resolves with the signed transaction. */
export async function deposit(vaultOwner: string, amount: bigint): Promise<string> {
  const result = await request('stx_callContract', {
    contract: `${vaultOwner}.vault`,
    functionName: 'deposit',
    functionArgs: [Cl.uint(amount)],
    postConditionMode: 'deny',
    network: 'testnet',
  })
  return result.transaction ?? ''
}

/** The wallet's addresses from `getAddresses` (Bitcoin and Stacks), as `SYMBOL:address`. */
export async function walletAddresses(): Promise<string[]> {
  const { addresses } = await request('getAddresses')
  return addresses.map((entry) => `${entry.symbol ?? '?'}:${entry.address}`)
}

/** The JSON-RPC code @stacks/connect's errors carry (-32000 a refusal in the wallet). */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? String(code) : 'unknown'
}
