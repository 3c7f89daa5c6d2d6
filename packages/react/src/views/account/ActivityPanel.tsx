/**
 * The Activity tab: the account's transactions, newest first.
 *
 * @example
 * ```tsx
 * <ActivityPanel />
 * ```
 */
export function ActivityPanel() {
  return <p data-latch-empty="">No activity yet</p>
}
