import { AUTH_CONNECTOR_ID, type CaipNetwork, type Latch } from '@latch/core'
import { jsonRpc } from '@latch/embedded-wallet'
import { decodeBase58 } from '@latch/solana'
import type { DemoSolanaConfig } from '../demoConfig'

/** What the demo's embedded wallet sends to the dev Solana wallet: 0.5 SOL. */
export const DEV_SOL_SEND_LAMPORTS = 500_000_000n

/**
 * Sends SOL from the embedded wallet's Solana account on the local node, as an app would: a
 * System Program transfer (legacy message, written out here so the demo needs no Solana SDK) with
 * a recent blockhash, asked of the wallet as `solana_signAndSendTransaction`; Latch's approval
 * shows it first, then the key frame signs and the wallet sends it.
 *
 * @param latch - The demo's Latch instance (its Solana adapter, the embedded wallet connected).
 * @param solana - The local Solana node.
 * @param transfer - Sender, receiver, lamports and the Solana network.
 * @returns The transaction's signature.
 * @example
 * ```ts
 * await sendDevSol(latch, config.solana, { from, to: config.solana.devWalletAddress, lamports: DEV_SOL_SEND_LAMPORTS, network })
 * ```
 */
export async function sendDevSol(
  latch: Latch,
  solana: DemoSolanaConfig,
  transfer: { from: string; to: string; lamports: bigint; network: CaipNetwork },
): Promise<string> {
  const answer = (await jsonRpc(
    solana.rpcUrl,
    'getLatestBlockhash',
    [{ commitment: 'confirmed' }],
    fetch,
  )) as {
    value: { blockhash: string }
  }
  const transaction = unsignedTransfer(transfer.from, transfer.to, transfer.lamports, answer.value.blockhash)
  const adapter = latch.adapters.find((a) => a.namespace === 'solana')
  const sent = (await adapter?.request({
    connectorId: AUTH_CONNECTOR_ID,
    method: 'solana_signAndSendTransaction',
    params: { transaction, pubkey: transfer.from },
    network: transfer.network,
  })) as { signature: string } | undefined
  return String(sent?.signature)
}

/** A one-signature legacy transaction, unsigned, base64: `from` pays `lamports` to `to`. */
function unsignedTransfer(from: string, to: string, lamports: bigint, blockhash: string): string {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true) // SystemInstruction::Transfer
  view.setBigUint64(4, lamports, true)
  const message = [
    ...[1, 0, 1], // one signer (the payer), no read-only signer, one read-only account (the program)
    3,
    ...decodeBase58(from),
    ...decodeBase58(to),
    ...new Uint8Array(32), // the System Program
    ...decodeBase58(blockhash),
    1, // one instruction: program 2, accounts 0 (from) and 1 (to), its data
    2,
    2,
    0,
    1,
    data.length,
    ...data,
  ]
  const bytes = Uint8Array.from([1, ...new Uint8Array(64), ...message])
  return btoa(String.fromCharCode(...bytes))
}
