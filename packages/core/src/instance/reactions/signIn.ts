import type { LatchAuthOptions } from '../../slices/auth/types'
import type { SiwxActions, SiwxConfig } from '../../slices/siwx/types'

/**
 * Reaction "sign-in" on mount: once the stored connections are restored, a restored email or
 * social login gets its user back, and sign-in (SIWX) reads the restored accounts' sessions: a
 * required sign-in asks for one, an optional one only updates its flags.
 *
 * @param deps - Options, the kernel's `mounted` and `ready`, sign-in and the login's restore.
 * @returns Stops the reaction.
 * @example
 * ```ts
 * signIn({ options, kernel, siwx, restoreLogin: () => auth.restore() })
 * ```
 */
export function signIn(deps: {
  options: { auth?: LatchAuthOptions | undefined; siwx?: SiwxConfig | undefined }
  kernel: { mounted: { add(handler: () => void): () => void }; ready: () => Promise<void> }
  siwx: Pick<SiwxActions, 'initializeIfEnabled' | 'refresh'>
  restoreLogin: () => Promise<void>
}): () => void {
  const { options, kernel, siwx } = deps
  return kernel.mounted.add(() => {
    if (options.auth) void kernel.ready().then(() => deps.restoreLogin().catch(() => undefined))
    if (options.siwx)
      void kernel
        .ready()
        .then(() => (options.siwx?.getRequired?.() ? siwx.initializeIfEnabled() : siwx.refresh()))
  })
}
