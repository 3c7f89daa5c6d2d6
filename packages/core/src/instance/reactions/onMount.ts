import type { LatchAuthOptions } from '../../slices/auth/types'

/**
 * Reaction "on mount": what the page loads once mounted, before the first click, and `ready()`
 * waits for: the login's code when `auth` is set (a social popup then opens inside the click), and
 * the wallet choice (its list is read once the modal opens).
 *
 * @param deps - Options, the kernel's `mounted` and `holdReady`, and the two preloads.
 * @returns Stops the reaction.
 * @example
 * ```ts
 * onMount({ options, kernel, preloadLogin: auth.preload, preloadWallets: data.preloadWallets })
 * ```
 */
export function onMount(deps: {
  options: { auth?: LatchAuthOptions | undefined }
  kernel: {
    mounted: { add(handler: () => void): () => void }
    holdReady: (work: Promise<unknown>) => void
  }
  preloadLogin: () => Promise<unknown>
  preloadWallets: () => Promise<unknown>
}): () => void {
  const { kernel } = deps
  return kernel.mounted.add(() => {
    if (deps.options.auth) kernel.holdReady(deps.preloadLogin())
    kernel.holdReady(deps.preloadWallets())
  })
}
