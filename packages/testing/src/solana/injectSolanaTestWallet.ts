/**
 * Browser entry of the injected Solana test wallet: bundled by {@link solanaTestWalletScript} and
 * run by Playwright's `addInitScript` before the page's own scripts. Reads its options from
 * `globalThis.__latchSolanaTestWalletOptions`, registers through Wallet Standard discovery and
 * exposes the control handle as `window.__latchSolanaTestWallet`.
 */
import { createSolanaTestWallet, type SolanaTestWalletOptions } from './createSolanaTestWallet'

const scope = globalThis as typeof globalThis & {
  __latchSolanaTestWalletOptions?: SolanaTestWalletOptions
  __latchSolanaTestWallet?: unknown
}
const test = createSolanaTestWallet(scope.__latchSolanaTestWalletOptions ?? {})
scope.__latchSolanaTestWallet = {
  control: test.control,
  get address() {
    return test.address
  },
}
test.register(globalThis as unknown as EventTarget)
