/**
 * Placeholder rows while a list loads: row-sized shimmering bars (still under
 * `prefers-reduced-motion`) announced once as busy, so the list does not jump when it arrives.
 *
 * @param props - How many rows, and what is loading (the accessible name).
 * @example
 * ```tsx
 * {loading ? <SkeletonRows count={4} label="Loading wallets" /> : <WalletList />}
 * ```
 */
export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <ul data-latch-skeleton-list="" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical placeholders
        <li key={index} data-latch-skeleton="row" aria-hidden="true" />
      ))}
    </ul>
  )
}
