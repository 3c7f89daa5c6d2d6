import { LOG_BUFFER_BYTES } from '../../shared/constants/firstLoadConstants'
import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import type { LogBuffer, LogEntry, LogLevel } from './types'

/** Longest message kept in one entry (characters). */
const MESSAGE_MAX = 1_000
/** Longest data text kept in one entry (characters): one entry never fills the buffer. */
const DATA_MAX = 16_000

/** UTF-8 length of a string, without allocating its bytes. */
function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4
      i += 1
    } else bytes += 3
  }
  return bytes
}

/** The data as bounded JSON text; anything JSON cannot write (cycles, bigint) is described instead. */
function dataText(data: unknown): string | undefined {
  if (data === undefined) return undefined
  let text: string
  try {
    text = JSON.stringify(data, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    )
  } catch {
    text = describeUntrusted(data, DATA_MAX)
  }
  return describeUntrusted(text ?? describeUntrusted(data), DATA_MAX)
}

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
  const lines: { entry: LogEntry; line: string; bytes: number }[] = []
  let head = 0
  let total = 0
  const compact = () => {
    if (head > 1024 && head * 2 > lines.length) {
      lines.splice(0, head)
      head = 0
    }
  }
  return {
    add(level: LogLevel, message: string, data?: unknown) {
      const text = dataText(data)
      const entry: LogEntry = {
        time: parameters.now(),
        level,
        message: describeUntrusted(message, MESSAGE_MAX),
        ...(text === undefined ? {} : { data: text }),
      }
      const line = JSON.stringify(entry)
      // a line and its newline
      const bytes = utf8Length(line) + 1
      if (bytes > maxBytes) return
      lines.push({ entry, line, bytes })
      total += bytes
      while (total > maxBytes) {
        const oldest = lines[head]
        if (!oldest) break
        total -= oldest.bytes
        head += 1
      }
      compact()
    },
    read: () => lines.slice(head).map(({ entry }) => ({ ...entry })),
    toText: () =>
      lines
        .slice(head)
        .map(({ line }) => `${line}\n`)
        .join(''),
    bytes: () => total,
    clear() {
      lines.length = 0
      head = 0
      total = 0
    },
  }
}
