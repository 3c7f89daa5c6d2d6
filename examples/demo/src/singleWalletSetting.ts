import { switchSetting } from './switchSetting'

const singleWallet = switchSetting('latch-demo:single-wallet')

/**
 * Whether the visitor turned multi-wallet off (Latch's app option `features.multiWallet: false`):
 * one wallet per family, and adding a second says "Multi-Wallet Not Enabled".
 *
 * @returns True when off (one wallet per family).
 * @example
 * ```ts
 * createLatch({ features: { multiWallet: !readSingleWallet() } })
 * ```
 */
export function readSingleWallet(): boolean {
  return singleWallet.read()
}

/**
 * Remembers the setting (the page reloads to apply it).
 *
 * @param on - True for one wallet per family.
 * @example
 * ```ts
 * writeSingleWallet(true)
 * ```
 */
export function writeSingleWallet(on: boolean): void {
  singleWallet.write(on)
}
