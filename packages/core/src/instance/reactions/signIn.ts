import type { LatchAuthOptions } from '../../slices/auth/types'
import type { SiwxActions, SiwxConfig } from '../../slices/siwx/types'

/**
 * Reaction "sign-in" on mount (the instance runs it at each mount, once its code has loaded): once
 * the stored connections are restored, a restored email or social login gets its user back, and
 * sign-in (SIWX) reads the restored accounts' sessions: a required sign-in asks for one, an
 * optional one only updates its flags.
 *
 * @param deps - Options, the kernel's `ready`, sign-in and the login's restore.
 * @example
 * ```ts
 * kernel.mounted.add(() => signIn({ options, kernel, siwx, restoreLogin: () => auth.restore() }))
 * ```
 */
export function signIn(deps: {
  options: { auth?: LatchAuthOptions | undefined; siwx?: SiwxConfig | undefined }
  kernel: { ready: () => Promise<void> }
  siwx: Pick<SiwxActions, 'initializeIfEnabled' | 'refresh'>
  restoreLogin: () => Promise<void>
}): void {
  const { options, kernel, siwx } = deps
  if (options.auth) void kernel.ready().then(() => deps.restoreLogin().catch(() => undefined))
  if (options.siwx)
    void kernel
      .ready()
      .then(() => (options.siwx?.getRequired?.() ? siwx.initializeIfEnabled() : siwx.refresh()))
}
