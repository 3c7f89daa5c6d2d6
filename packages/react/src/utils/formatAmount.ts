// Core's formatter is not on @latch/core's public entry yet; this one file reaches it directly so the
// switch to `import { formatNumber } from '@latch/core'` is a one-line change.
import { formatNumber } from '../../../core/src/numbers/formatNumber'

/**
 * A decimal string shown en-US with 2 decimals (SPEC §9), through the core's exact formatter.
 *
 * @param value - Decimal string (never a float).
 * @returns e.g. `'1,234.50'`.
 * @example
 * ```ts
 * formatAmount('1234.5') // '1,234.50'
 * ```
 */
export function formatAmount(value: string): string {
  return formatNumber(value)
}
