import type { ChainNamespace } from '../../shared/networks/types'
import type { SiwxActions, SiwxConfig } from '../../slices/siwx/types'

/**
 * Reaction "wallet changed": a namespace whose account or network changed (the wallet switched
 * itself, the app switched network or connection, a disconnect left another wallet active) asks
 * a required sign-in (SIWX) again when it is connected; an optional one only updates its flags.
 *
 * @param deps - Options, the kernel's `walletChanged` and `networkChanged` and sign-in.
 * @returns Stops the reaction.
 * @example
 * ```ts
 * walletChanged({ options, kernel, siwx })
 * ```
 */
export function walletChanged(deps: {
  options: { siwx?: SiwxConfig | undefined }
  kernel: {
    walletChanged: { add(handler: (namespace: ChainNamespace) => void): () => void }
    networkChanged: { add(handler: (namespace: ChainNamespace) => void): () => void }
    isConnected: (namespace: ChainNamespace) => boolean
  }
  siwx: Pick<SiwxActions, 'initializeIfEnabled' | 'refresh'>
}): () => void {
  const { options, kernel, siwx } = deps
  const recheckSignIn = (ns: ChainNamespace) => {
    if (!options.siwx) return
    if (options.siwx.getRequired?.() && kernel.isConnected(ns)) void siwx.initializeIfEnabled()
    else void siwx.refresh()
  }
  const stops = [kernel.networkChanged.add(recheckSignIn), kernel.walletChanged.add(recheckSignIn)]
  return () => {
    for (const stop of stops) stop()
  }
}
