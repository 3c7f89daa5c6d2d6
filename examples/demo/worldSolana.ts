import { randomBytes } from 'node:crypto'
import {
  createSolanaTestWallet,
  type SolanaRpc,
  solanaTestWalletScript,
  startSolanaRpc,
} from '@latch/testing/solana'
import type { DemoSolanaConfig } from './demoConfig'

/** Lamports the demo's dev Solana account starts with: 1,234.5 SOL. */
export const DEV_SOLANA_LAMPORTS = 1_234_500_000_000n

/** Name of the demo's dev Solana wallet in the modal (Wallet Standard). */
export const DEV_SOLANA_WALLET_NAME = 'Dev Solana Wallet'

/**
 * The Solana part of the demo's world: the local SVM node, its config for the page, and the dev
 * Solana wallet (a Wallet Standard test wallet holding a funded account).
 *
 * @example
 * ```ts
 * const solana = await startDemoSolana()
 * await solana.rpc.airdrop(address, 1_000_000_000n)
 * await solana.stop()
 * ```
 */
export type DemoSolana = {
  /** The running local Solana JSON-RPC node (HTTP and WebSocket on one random loopback port). */
  rpc: SolanaRpc
  /** What the page reads from the demo config. */
  config: DemoSolanaConfig
  /** Address of the dev Solana account (funded with {@link DEV_SOLANA_LAMPORTS}). */
  devAddress: string
  /** Browser script installing the dev Solana wallet (appended to the dev wallet script). */
  devWalletScript: string
  /** Stops the node. */
  stop: () => Promise<void>
}

/**
 * Starts the local Solana node for the demo, funds a fresh dev account with an airdrop and bundles
 * the dev Solana wallet bound to it.
 *
 * @returns The running Solana part of the world.
 * @example
 * ```ts
 * const solana = await startDemoSolana()
 * const config: DemoConfig = { ...rest, solana: solana.config }
 * ```
 */
export async function startDemoSolana(): Promise<DemoSolana> {
  const rpc = await startSolanaRpc()
  try {
    const seedHex = randomBytes(32).toString('hex')
    const devAddress = createSolanaTestWallet({ seedHex }).address
    await rpc.airdrop(devAddress, DEV_SOLANA_LAMPORTS)
    const devWalletScript = await solanaTestWalletScript({
      seedHex,
      rpcUrl: rpc.url,
      name: DEV_SOLANA_WALLET_NAME,
      // Like the EVM dev wallet: it keeps the demo's permission across reloads.
      authorized: true,
    })
    return {
      rpc,
      config: {
        rpcUrl: rpc.url,
        wsUrl: rpc.wsUrl,
        genesisHash: rpc.genesisHash,
        devWalletAddress: devAddress,
      },
      devAddress,
      devWalletScript,
      stop: () => rpc.stop(),
    }
  } catch (error) {
    await rpc.stop()
    throw error
  }
}
