/**
 * How serious a log entry is.
 *
 * @example
 * ```ts
 * const level: LogLevel = 'error'
 * ```
 */
export type LogLevel = 'info' | 'warn' | 'error'

/**
 * One entry of the instance's log: when, how serious, what, and its data as bounded JSON text.
 *
 * @example
 * ```ts
 * const entry: LogEntry = { time: 1_700_000_000_000, level: 'error', message: 'Failed to disconnect' }
 * ```
 */
export type LogEntry = { time: number; level: LogLevel; message: string; data?: string }

/**
 * The instance's log (`latch.logs`): what it showed and tracked (toasts, alerts, tracked events),
 * kept in memory only, at most about 1 MB (SPEC §9); the oldest entries go first. For a bug report:
 * `latch.logs.toText()`.
 *
 * @example
 * ```ts
 * latch.logs.read().at(-1)?.message // 'Failed to disconnect'
 * ```
 */
export interface LogBuffer {
  /** Add an entry; the oldest entries are dropped to keep the buffer within its size. */
  add(level: LogLevel, message: string, data?: unknown): void
  /** The entries kept, oldest first (copies). */
  read(): LogEntry[]
  /** The entries as JSON lines, oldest first: what the size limit counts. */
  toText(): string
  /** The size of {@link LogBuffer.toText} in UTF-8 bytes. */
  bytes(): number
  /** Forget every entry. */
  clear(): void
}
