import {
  formatUnits,
  type RequestPreview,
  type SolanaTransferPreview,
  type TokenRef,
  ValidationError,
} from '@latch/core/kit'
import { SOLANA_ADAPTER_MESSAGES } from '../errors/adapterMessages'
import { MAX_WIRE_BASE64_CHARS, readWireTransaction } from '../transactions/readWireTransaction'
import { encodeBase58 } from '../utils/base58'
import { decodeBase64 } from '../utils/base64'
import { readSolanaMessage } from './readSolanaMessage'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER = 3
const TOKEN_TRANSFER_CHECKED = 12
const SOL_DECIMALS = 9

/** The Solana methods whose transaction is previewed. */
const PREVIEWED = ['solana_signAndSendTransaction', 'solana_signTransaction']

const u64At = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)

function transferOf(
  program: string,
  data: Uint8Array,
  key: (position: number) => string | undefined,
  tokens: readonly TokenRef[],
): SolanaTransferPreview | undefined {
  if (program === SYSTEM_PROGRAM && data.length === 12 && data[0] === SYSTEM_TRANSFER && data[1] === 0) {
    if (data[2] !== 0 || data[3] !== 0) return undefined
    const [from, to, amount] = [key(0), key(1), u64At(data, 4)]
    if (!from || !to) return undefined
    return { kind: 'sol', from, to, amount, text: `${formatUnits(amount, SOL_DECIMALS)} SOL` }
  }
  if (!TOKEN_PROGRAMS.includes(program)) return undefined
  if (data[0] === TOKEN_TRANSFER && data.length === 9) {
    const [from, to, amount] = [key(0), key(1), u64At(data, 1)]
    // the instruction names no mint: its amount stays in base units
    return from && to ? { kind: 'spl', from, to, amount, text: amount.toString() } : undefined
  }
  if (data[0] === TOKEN_TRANSFER_CHECKED && data.length === 10) {
    const [from, mint, to, amount, decimals] = [key(0), key(1), key(2), u64At(data, 1), data[9] ?? 0]
    if (!from || !mint || !to) return undefined
    const symbol = tokens.find((t) => t.address === mint)?.symbol
    const units = decimals <= 36 ? formatUnits(amount, decimals) : amount.toString()
    return { kind: 'spl', from, to, amount, text: symbol ? `${units} ${symbol}` : units, mint }
  }
  return undefined
}

/**
 * A Solana transaction request decoded locally from its wire bytes, without any SDK: each System
 * Program transfer (from, to, SOL from lamports) and SPL Token (or Token-2022) `transfer` and
 * `transferChecked` (source and destination token accounts, the amount in the token's units where
 * the instruction gives its decimals, with the symbol of a known mint), and "Unknown instruction"
 * with its program id for anything else, never guessed. The transaction is untrusted: base64 of at
 * most 1232 bytes, read with its signature count checked.
 *
 * @param method - The request's method (`solana_signAndSendTransaction`, `solana_signTransaction`; any other: undefined).
 * @param params - `{ transaction }`, base64.
 * @param tokens - Known SPL tokens (mint, symbol, decimals).
 * @returns The preview, or undefined for another method.
 * @throws {ValidationError} `INVALID_TRANSACTION` when the transaction cannot be read.
 * @example
 * ```ts
 * const preview = previewSolanaTransaction('solana_signAndSendTransaction', { transaction }, [])
 * ```
 */
export function previewSolanaTransaction(
  method: string,
  params: unknown,
  tokens: readonly TokenRef[],
): RequestPreview | undefined {
  if (!PREVIEWED.includes(method)) return undefined
  const transaction =
    typeof params === 'object' && params !== null
      ? (params as { transaction?: unknown }).transaction
      : undefined
  const bytes = decodeBase64(transaction, MAX_WIRE_BASE64_CHARS)
  const wire = bytes ? readWireTransaction(bytes) : undefined
  const message = wire ? readSolanaMessage(wire.message) : undefined
  if (!message)
    throw new ValidationError(SOLANA_ADAPTER_MESSAGES.unreadableTransaction, {
      code: 'INVALID_TRANSACTION',
      details: 'not a base64 Solana wire transaction of at most 1232 bytes',
    })
  const keyText = (index: number | undefined) => {
    const key = index === undefined ? undefined : message.keys[index]
    return key ? encodeBase58(key) : undefined
  }
  const instructions = message.instructions.map((ix): SolanaTransferPreview => {
    const program = keyText(ix.programIndex) ?? `#${ix.programIndex}`
    const transfer = transferOf(program, ix.data, (position) => keyText(ix.accounts[position]), tokens)
    return transfer ?? { kind: 'unknown', programId: program }
  })
  return { kind: 'solanaTransfers', instructions }
}
