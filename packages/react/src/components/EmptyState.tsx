/**
 * An empty list or view: what is missing, and a line of guidance on what to do or what will
 * appear here.
 *
 * @param props - The title and the guidance line.
 * @example
 * ```tsx
 * <EmptyState title="No wallet found" guidance="Check the spelling, or try the wallet's full name." />
 * ```
 */
export function EmptyState({ title, guidance }: { title: string; guidance: string }) {
  return (
    <div data-latch-empty-state="">
      <p data-latch-empty="">{title}</p>
      <p data-latch-hint="">{guidance}</p>
    </div>
  )
}
