import { SIMULATION_MESSAGES } from './simulationMessages'

const ERROR_STRING = '08c379a0'
const PANIC = '4e487b71'

/**
 * The reason a reverted call gave: the text of `Error(string)` (printable, at most 160
 * characters), `Panic(0x..)`, or "no reason given".
 *
 * @param returned - The revert's return data (hex, with or without 0x).
 * @returns The reason as plain text.
 * @example
 * ```ts
 * revertReason('0x08c379a0…') // 'ERC20: transfer amount exceeds balance'
 * ```
 */
export function revertReason(returned: unknown): string {
  if (typeof returned !== 'string') return SIMULATION_MESSAGES.noReason
  const hex = returned.replace(/^0x/, '').toLowerCase()
  if (hex.startsWith(PANIC) && hex.length >= 72)
    return `Panic(0x${BigInt(`0x${hex.slice(8, 72)}`).toString(16)})`
  if (!hex.startsWith(ERROR_STRING) || !/^[0-9a-f]*$/.test(hex)) return SIMULATION_MESSAGES.noReason
  const length = Number.parseInt(hex.slice(72, 136), 16)
  if (!Number.isSafeInteger(length) || length <= 0) return SIMULATION_MESSAGES.noReason
  const body = hex.slice(136, 136 + Math.min(length, 160) * 2)
  const bytes = Uint8Array.from(body.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const text = new TextDecoder().decode(bytes).replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
  return text.length > 0 ? text : SIMULATION_MESSAGES.noReason
}
