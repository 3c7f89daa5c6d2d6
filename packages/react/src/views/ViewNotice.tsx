/**
 * The layout of a view whose flow is driven by a connector that is not configured in this app:
 * its title comes from the header, the text says what the view is for.
 *
 * @example
 * ```tsx
 * <ViewNotice view="ConnectingFarcaster" text="Scan with Warpcast to sign in." />
 * ```
 */
export function ViewNotice({ view, text }: { view: string; text: string }) {
  return (
    <div data-latch-view={view}>
      <p data-latch-status="">{text}</p>
    </div>
  )
}
