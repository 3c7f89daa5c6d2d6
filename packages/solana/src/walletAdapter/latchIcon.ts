/**
 * The icon wallet-adapter lists shows for {@link LatchWalletAdapter}: Latch's mark, a closed latch
 * (an SVG data URL, no request).
 *
 * @example
 * ```ts
 * new LatchWalletAdapter({ latch, icon: LATCH_WALLET_ICON })
 * ```
 */
export const LATCH_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#111"/><path d="M11 14v-3a5 5 0 0 1 10 0v3" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="8" y="14" width="16" height="11" rx="2" fill="#fff"/></svg>',
)}`
