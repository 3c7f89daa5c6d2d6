import type { ChainAdapter, ChainNamespace, Latch } from '@latch/core'
import type { DemoConfig } from '../demoConfig'
import { DemoError } from './DemoError'

/** The message the demo asks the Stacks wallet to sign. */
export const DEMO_STACKS_MESSAGE = 'Hello from the Latch demo'

/** Where the demo's "Send 1 STX" goes: the testnet boot address (a valid testnet address nobody spends). */
export const DEMO_STX_RECIPIENT = 'ST000000000000000000002AMW42H'

/** micro-STX the demo sends (1 STX). */
export const DEMO_STX_AMOUNT = 1_000_000n

/** Sats the demo's PSBT leaves as its fee. */
export const DEMO_PSBT_FEE = 1_000n

/**
 * The contract the demo's "Call a contract (allow mode)" calls: a swap on the testnet boot address
 * (a valid testnet principal). With no post-conditions and mode `allow`, the call may move any of
 * the visitor's assets, which is what the review step warns about.
 */
export const DEMO_STACKS_CONTRACT = 'ST000000000000000000002AMW42H.demo-swap'

/** The function the demo calls on {@link DEMO_STACKS_CONTRACT}. */
export const DEMO_STACKS_FUNCTION = 'swap-stx-for-token'

/** The call's arguments: `u1000000` micro-STX in, at least `u990000` token base units out. */
export const DEMO_STACKS_ARGS = [1_000_000n, 990_000n] as const

/** A Clarity `uint` serialized as the wallets take it: type byte 0x01, then 16 bytes big-endian. */
function clarityUintHex(value: bigint): string {
  return `01${value.toString(16).padStart(32, '0')}`
}

/** Most outputs the demo reads from Esplora's answer (the answer is untrusted). */
const MAX_UTXOS = 100

type Utxo = { txid: string; vout: number; value: number }

function isUtxo(value: unknown): value is Utxo {
  if (typeof value !== 'object' || value === null) return false
  const { txid, vout, value: sats } = value as Record<string, unknown>
  return (
    typeof txid === 'string' &&
    /^[0-9a-f]{64}$/.test(txid) &&
    Number.isSafeInteger(vout) &&
    (vout as number) >= 0 &&
    Number.isSafeInteger(sats) &&
    (sats as number) > 0
  )
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * What the demo's Stacks/Bitcoin panel does with the connected wallet, through Latch's `stacks` and
 * `bip122` adapters: sign a message (`stx_signMessage`), send 1 STX (`stx_transferStx`, which the
 * wallet signs and broadcasts) and sign a PSBT spending the payment address's first output on the
 * local Esplora (`signPsbt`), and call a contract with post-condition mode `allow`
 * (`stx_callContract`, which the review step flags). Nothing is asked of the wallet before its inputs are checked.
 *
 * @param latch - The Latch instance (with the Stacks and Bitcoin adapters).
 * @param config - The demo config (its local Esplora).
 * @returns `signMessage()`, `sendStx()`, `signPsbt()`, `callContractAllow()`.
 * @example
 * ```ts
 * const actions = createDemoStacksActions(latch, config)
 * const { txid } = await actions.sendStx()
 * ```
 */
export function createDemoStacksActions(latch: Latch, config: DemoConfig) {
  /** The adapter, connection and network of a namespace; throws when nothing is connected there. */
  const connected = (namespace: ChainNamespace) => {
    const adapter: ChainAdapter | undefined = latch.adapters.find((a) => a.namespace === namespace)
    // the namespace's active connection: with several wallets connected, requests go to it only
    const connection = latch.connections.list().find((c) => c.namespace === namespace && c.active)
    const network = latch.getNetwork({ namespace })
    if (!adapter || !connection || !network)
      throw new DemoError(`No ${namespace} wallet is connected`, 'NOT_CONNECTED')
    return { adapter, connection, network }
  }

  return {
    /** Signs {@link DEMO_STACKS_MESSAGE} with the Stacks account; resolves with the RSV signature (hex). */
    async signMessage(): Promise<string> {
      const { adapter, connection, network } = connected('stacks')
      const address = connection.accounts[0]?.address
      if (!adapter.signMessage || !address)
        throw new DemoError('The Stacks wallet cannot sign messages', 'NOT_SUPPORTED')
      return String(
        await adapter.signMessage({
          connectorId: connection.connectorId,
          address,
          message: DEMO_STACKS_MESSAGE,
          network,
        }),
      )
    },
    /** Sends {@link DEMO_STX_AMOUNT} to {@link DEMO_STX_RECIPIENT}; resolves with the txid. */
    async sendStx(): Promise<string> {
      const { adapter, connection, network } = connected('stacks')
      const result = (await adapter.request({
        connectorId: connection.connectorId,
        method: 'stx_transferStx',
        params: { recipient: DEMO_STX_RECIPIENT, amount: DEMO_STX_AMOUNT.toString(), memo: 'Latch demo' },
        network,
      })) as { txid: string }
      // The transfer moved the balance: read it again.
      await latch.account.refreshBalance('stacks')
      return result.txid
    },
    /**
     * Calls {@link DEMO_STACKS_FUNCTION} on {@link DEMO_STACKS_CONTRACT} with no post-conditions in
     * mode `allow`; resolves with the txid the wallet returns.
     */
    async callContractAllow(): Promise<string> {
      const { adapter, connection, network } = connected('stacks')
      const result = (await adapter.request({
        connectorId: connection.connectorId,
        method: 'stx_callContract',
        params: {
          contract: DEMO_STACKS_CONTRACT,
          functionName: DEMO_STACKS_FUNCTION,
          functionArgs: DEMO_STACKS_ARGS.map(clarityUintHex),
          postConditionMode: 'allow',
        },
        network,
      })) as { txid: string }
      return result.txid
    },
    /**
     * Builds a PSBT spending the payment address's first confirmed output (read from the local
     * Esplora) back to the wallet's ordinals address, less {@link DEMO_PSBT_FEE}, and has the
     * wallet sign input 0 without broadcasting; resolves with the signed PSBT (base64).
     */
    async signPsbt(): Promise<string> {
      const { adapter, connection, network } = connected('bip122')
      const payment = connection.accounts.find((a) => a.purpose === 'payment')
      const change = connection.accounts.find((a) => a.purpose === 'ordinals') ?? payment
      if (!payment?.publicKey || !change || !config.stacks)
        throw new DemoError('The wallet shared no payment address with its public key', 'NO_PAYMENT_ADDRESS')
      const { p2wpkh, TEST_NETWORK, Transaction } = await import('@scure/btc-signer')
      const spend = p2wpkh(hexToBytes(payment.publicKey), TEST_NETWORK)
      if (spend.address !== payment.address)
        throw new DemoError('The payment address is not the native-segwit address of its key', 'NOT_P2WPKH')
      const response = await fetch(`${config.stacks.esploraUrl}/address/${payment.address}/utxo`)
      const listed: unknown = await response.json()
      const utxo = Array.isArray(listed)
        ? listed.slice(0, MAX_UTXOS).find((u): u is Utxo => isUtxo(u) && BigInt(u.value) > DEMO_PSBT_FEE)
        : undefined
      if (!response.ok || !utxo) throw new DemoError(`No spendable output at ${payment.address}`, 'NO_UTXO')
      const tx = new Transaction()
      tx.addInput({
        txid: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: spend.script, amount: BigInt(utxo.value) },
      })
      tx.addOutputAddress(change.address, BigInt(utxo.value) - DEMO_PSBT_FEE, TEST_NETWORK)
      const signed = (await adapter.request({
        connectorId: connection.connectorId,
        method: 'signPsbt',
        params: { psbt: toBase64(tx.toPSBT()), signInputs: [{ index: 0, address: payment.address }] },
        network,
      })) as { psbt: string }
      return signed.psbt
    },
  }
}

/**
 * What {@link createDemoStacksActions} returns.
 *
 * @example
 * ```ts
 * const actions: DemoStacksActions = createDemoStacksActions(latch, config)
 * ```
 */
export type DemoStacksActions = ReturnType<typeof createDemoStacksActions>
