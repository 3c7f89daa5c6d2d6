import type { Latch } from '@latch/core'
import type {
  Address,
  MessagePartialSigner,
  MessagePartialSignerConfig,
  SignatureBytes,
  SignatureDictionary,
  Transaction,
  TransactionSendingSigner,
  TransactionSendingSignerConfig,
} from '@solana/kit'
import { requireSolanaConnection } from '../bridges/readSolanaConnection'
import { type LatchSendOptions, signAndSendWithLatch, signMessageWithLatch } from '../bridges/signWithLatch'

/**
 * A `@solana/kit` signer for the account connected through Latch: a `TransactionSendingSigner`
 * (the wallet signs, the transaction is sent) that is also a `MessagePartialSigner`.
 *
 * @example
 * ```ts
 * const signer: LatchKitSigner = createLatchKitSigner(latch)
 * ```
 */
export type LatchKitSigner<TAddress extends string = string> = TransactionSendingSigner<TAddress> &
  MessagePartialSigner<TAddress>

const SIGNATURE_BYTES = 64

/** Wire bytes of a Kit transaction: its signatures (an empty slot as zeros) in signer order, then the message. */
function toWire(transaction: Transaction): Uint8Array {
  const signatures = Object.values(transaction.signatures)
  // a compact-u16 of at most 127 signers is one byte (a transaction of 1232 bytes holds at most 19)
  const out = new Uint8Array(1 + signatures.length * SIGNATURE_BYTES + transaction.messageBytes.length)
  out[0] = signatures.length
  signatures.forEach((signature, i) => {
    if (signature) out.set(signature, 1 + i * SIGNATURE_BYTES)
  })
  out.set(transaction.messageBytes, 1 + signatures.length * SIGNATURE_BYTES)
  return out
}

/** The RPC send options a Kit config carries. */
function sendOptions(config: TransactionSendingSignerConfig): LatchSendOptions {
  const slot = config.minContextSlot
  return slot !== undefined && slot <= BigInt(Number.MAX_SAFE_INTEGER) ? { minContextSlot: Number(slot) } : {}
}

/**
 * Creates a `@solana/kit` (8.x) signer for the account connected through Latch on solana (a Wallet
 * Standard wallet, a WalletConnect session or the embedded wallet), so Kit code such as
 * `signAndSendTransactionMessageWithSigners` sends through Latch's connection:
 *
 * - `signAndSendTransactions` asks the wallet to sign and send each transaction
 *   (`solana_signAndSendTransaction`: a Wallet Standard wallet signs and the network's RPC sends)
 *   and returns each signature, checked to be the connected key's signature of that transaction;
 * - `signMessages` signs each message's content (`solana_signMessage`), signature checked.
 *
 * The signer is bound to the account connected now: once Latch's account changes, its calls reject
 * (`NOT_CONNECTED`); create a new one. Kit is a peer of this entry: only its types are imported.
 *
 * @param latch - The Latch instance, connected on solana.
 * @returns The signer.
 * @throws {ConnectionError} `NOT_CONNECTED` when no Solana wallet is connected through Latch.
 * @example
 * ```ts
 * const signer = createLatchKitSigner(latch)
 * const message = pipe(
 *   createTransactionMessage({ version: 0 }),
 *   (m) => setTransactionMessageFeePayerSigner(signer, m),
 *   (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
 *   (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: signer, destination, amount }), m),
 * )
 * const signature = await signAndSendTransactionMessageWithSigners(message)
 * ```
 */
export function createLatchKitSigner(latch: Latch): LatchKitSigner {
  const { address } = requireSolanaConnection(latch)
  return Object.freeze({
    address: address as Address,
    async signAndSendTransactions(
      transactions: readonly Transaction[],
      config: TransactionSendingSignerConfig = {},
    ): Promise<readonly SignatureBytes[]> {
      const signatures: SignatureBytes[] = []
      for (const transaction of transactions) {
        config.abortSignal?.throwIfAborted()
        const signature = await signAndSendWithLatch(latch, toWire(transaction), sendOptions(config), address)
        signatures.push(signature as SignatureBytes)
      }
      return signatures
    },
    async signMessages(
      messages: readonly { content: Uint8Array }[],
      config: MessagePartialSignerConfig = {},
    ): Promise<readonly SignatureDictionary[]> {
      const dictionaries: SignatureDictionary[] = []
      for (const message of messages) {
        config.abortSignal?.throwIfAborted()
        const { signature } = await signMessageWithLatch(latch, message.content, address)
        dictionaries.push(Object.freeze({ [address]: signature as SignatureBytes }))
      }
      return dictionaries
    },
  })
}
