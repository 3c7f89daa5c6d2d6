// compact ("Nov 29, 2026, 16:06") so a date fits one line of a narrow card
const WHEN = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A time as the demo's security lists show it, short enough for one line of a narrow card.
 *
 * @param time - Milliseconds since the epoch.
 * @returns The date and time, e.g. "Nov 29, 2026, 16:06".
 * @example
 * ```ts
 * formatCompactDate(device.createdAt) // 'Nov 29, 2026, 16:06'
 * ```
 */
export function formatCompactDate(time: number): string {
  return WHEN.format(time)
}
