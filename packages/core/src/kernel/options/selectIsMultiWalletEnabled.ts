/**
 * Whether several wallets may be connected at once: on unless the app or the project's remote
 * configuration turned it off.
 *
 * @param state - State or snapshot.
 * @returns True when multi-wallet is on.
 * @example
 * ```ts
 * selectIsMultiWalletEnabled(latch.getState())
 * ```
 */
export function selectIsMultiWalletEnabled(state: {
  readonly options: {
    readonly features: { readonly multiWallet?: boolean | undefined }
    readonly remoteFeatures: { readonly multiWallet?: boolean | undefined }
  }
}): boolean {
  return state.options.features.multiWallet !== false && state.options.remoteFeatures.multiWallet !== false
}
