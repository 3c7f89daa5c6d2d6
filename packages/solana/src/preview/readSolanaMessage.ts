/**
 * One instruction of a Solana message: its program's key index, its accounts' key indexes and its
 * data.
 *
 * @example
 * ```ts
 * const ix: MessageInstruction = { programIndex: 2, accounts: [0, 1], data: new Uint8Array(12) }
 * ```
 */
export type MessageInstruction = { programIndex: number; accounts: number[]; data: Uint8Array }

/**
 * A Solana message read: its static account keys (a version 0 message's lookup-table accounts
 * are not among them) and its instructions.
 *
 * @example
 * ```ts
 * const message: SolanaMessage = { keys: [payer, receiver, systemProgram], instructions }
 * ```
 */
export type SolanaMessage = { keys: Uint8Array[]; instructions: MessageInstruction[] }

/** A reader over the message's bytes: each read is undefined once the bytes run out. */
function reader(bytes: Uint8Array) {
  let at = 0
  const byte = () => (at < bytes.length ? bytes[at++] : undefined)
  return {
    byte,
    /** A compact-u16 (1 to 3 bytes). */
    shortVec(): number | undefined {
      let value = 0
      for (let i = 0; i < 3; i++) {
        const b = byte()
        if (b === undefined) return undefined
        value |= (b & 0x7f) << (7 * i)
        if ((b & 0x80) === 0) return value > 0xffff ? undefined : value
      }
      return undefined
    },
    take(length: number): Uint8Array | undefined {
      if (at + length > bytes.length) return undefined
      at += length
      return bytes.slice(at - length, at)
    },
  }
}

/**
 * Reads a legacy or version 0 Solana message (what a wire transaction's signatures sign) without
 * any SDK: the header, the static keys, the blockhash and each instruction. Anything cut short or
 * of another version is undefined; the caller caps the input (a wire transaction is at most 1232
 * bytes).
 *
 * @param message - The message bytes (untrusted).
 * @returns The message read, or undefined.
 * @example
 * ```ts
 * const read = readSolanaMessage(readWireTransaction(bytes)!.message)
 * ```
 */
export function readSolanaMessage(message: Uint8Array): SolanaMessage | undefined {
  const r = reader(message)
  const prefix = message[0]
  if (prefix === undefined) return undefined
  if ((prefix & 0x80) !== 0) {
    if (prefix !== 0x80) return undefined
    r.byte()
  }
  if (r.take(3) === undefined) return undefined
  const keyCount = r.shortVec()
  if (keyCount === undefined) return undefined
  const keys: Uint8Array[] = []
  for (let i = 0; i < keyCount; i++) {
    const key = r.take(32)
    if (!key) return undefined
    keys.push(key)
  }
  if (!r.take(32)) return undefined
  const count = r.shortVec()
  if (count === undefined) return undefined
  const instructions: MessageInstruction[] = []
  for (let i = 0; i < count; i++) {
    const programIndex = r.byte()
    const accountCount = r.shortVec()
    if (programIndex === undefined || accountCount === undefined) return undefined
    const accounts = r.take(accountCount)
    const dataLength = r.shortVec()
    const data = dataLength === undefined ? undefined : r.take(dataLength)
    if (!accounts || !data) return undefined
    instructions.push({ programIndex, accounts: [...accounts], data })
  }
  return { keys, instructions }
}
