import { LOG_BUFFER_BYTES } from '../../shared/constants/firstLoadConstants'
import { capText } from '../../shared/errors/capText'
import type { LogBuffer, LogEntry, LogLevel } from './types'

/** Longest message kept in one entry (characters). */
const MESSAGE_MAX = 1_000
/** Longest data text kept in one entry (characters): one entry never fills the buffer. */
const DATA_MAX = 16_000

/**
 * Makes a log buffer bounded in bytes (SPEC §9: about 1 MB): each entry is one JSON line, counted
 * in UTF-8 bytes; adding past the limit drops the oldest entries. Messages and data are untrusted
 * (a wallet's error text): each is capped, so no single entry can take the buffer.
 *
 * @param parameters - `now` (the instance's clock) and `maxBytes` (default `CONSTANTS.logBufferBytes`).
 * @returns The {@link LogBuffer}.
 * @example
 * ```ts
 * const log = createLogBuffer({ now: () => Date.now() })
 * log.add('error', 'Failed to disconnect')
 * log.bytes() <= 1_000_000 // true, always
 * ```
 */
export function createLogBuffer(parameters: { now: () => number; maxBytes?: number }): LogBuffer {
  const maxBytes = parameters.maxBytes ?? LOG_BUFFER_BYTES
  const utf8 = new TextEncoder()
  let lines: { entry: LogEntry; line: string; bytes: number }[] = []
  // the oldest kept line: dropped lines are cut off in one splice once they are half the array
  let head = 0
  let total = 0
  return {
    add(level: LogLevel, message: string, data?: unknown) {
      let text: string | undefined
      if (data !== undefined) {
        try {
          text = JSON.stringify(data, (_key, value: unknown) =>
            typeof value === 'bigint' ? value.toString() : value,
          )
        } catch {
          // a cycle: described below instead
        }
        // what JSON cannot write (a cycle, a function) is named instead of written
        text = capText(text ?? `[${typeof data}]`, DATA_MAX)
      }
      const entry: LogEntry = {
        time: parameters.now(),
        level,
        // typed a string; an untrusted caller's other value is named by its kind, never converted
        message: capText(typeof message === 'string' ? message : `[${typeof message}]`, MESSAGE_MAX),
        ...(text === undefined ? {} : { data: text }),
      }
      const line = JSON.stringify(entry)
      // a line and its newline
      const bytes = utf8.encode(line).length + 1
      if (bytes > maxBytes) return
      lines.push({ entry, line, bytes })
      total += bytes
      while (total > maxBytes) total -= lines[head++]!.bytes
      if (head > 1024 && head * 2 > lines.length) {
        lines = lines.slice(head)
        head = 0
      }
    },
    read: () => lines.slice(head).map(({ entry }) => ({ ...entry })),
    toText: () =>
      lines
        .slice(head)
        .map(({ line }) => `${line}\n`)
        .join(''),
    bytes: () => total,
    clear() {
      lines = []
      head = 0
      total = 0
    },
  }
}
