import type { ChainNamespace } from '../../shared/networks/types'
import type { SiwxActions, SiwxConfig } from '../../slices/siwx/types'

/**
 * Reaction "wallet changed" (the instance runs it on the kernel's `walletChanged` and
 * `networkChanged`): a namespace whose account or network changed (the wallet switched itself, the
 * app switched network or connection, a disconnect left another wallet active) asks a required
 * sign-in (SIWX) again when it is connected; an optional one only updates its flags.
 *
 * @param deps - Options, the kernel's connection check and sign-in.
 * @param namespace - The namespace that changed.
 * @example
 * ```ts
 * kernel.walletChanged.add((ns) => walletChanged({ options, kernel, siwx }, ns))
 * ```
 */
export function walletChanged(
  deps: {
    options: { siwx?: SiwxConfig | undefined }
    kernel: { isConnected: (namespace: ChainNamespace) => boolean }
    siwx: Pick<SiwxActions, 'initializeIfEnabled' | 'refresh'>
  },
  namespace: ChainNamespace,
): void {
  const { options, kernel, siwx } = deps
  if (!options.siwx) return
  if (options.siwx.getRequired?.() && kernel.isConnected(namespace)) void siwx.initializeIfEnabled()
  else void siwx.refresh()
}
