import type { ChainNamespace } from '../../shared/networks/types'
import type { SiwxActions } from '../../slices/siwx/types'
import type { Kernel } from '../createKernel'
import type { LatchOptions } from '../options'

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
  options: Pick<LatchOptions, 'siwx'>
  kernel: Pick<Kernel, 'walletChanged' | 'networkChanged' | 'isConnected'>
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
