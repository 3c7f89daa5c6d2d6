import type { ChainAdapter } from '@latch/core'

/**
 * The window event the demo dispatches once it installed wallets after Latch started (the Dev
 * wallet switch): a Stacks/Bitcoin wallet registers in `window.wbip_providers` once and announces
 * nothing, so the adapters list it again on this event.
 */
export const WALLETS_INSTALLED_EVENT = 'latch-demo:wallets-installed'

/**
 * The adapter with one addition: on {@link WALLETS_INSTALLED_EVENT} it reports its connectors
 * again (`connectorsChanged`), so a wallet registered after Latch started joins the lists and the
 * picker without a reload.
 *
 * @param adapter - A chain adapter whose wallets register without announcing (Stacks, Bitcoin).
 * @returns The same adapter, re-listing on the event.
 * @example
 * ```ts
 * const { stacks, bip122 } = createStacksAdapters()
 * createLatch({ adapters: [relistOnWalletsInstalled(stacks), relistOnWalletsInstalled(bip122)], networks })
 * window.dispatchEvent(new Event(WALLETS_INSTALLED_EVENT))
 * ```
 */
export function relistOnWalletsInstalled<A extends ChainAdapter>(adapter: A): A {
  return {
    ...adapter,
    subscribe(listener) {
      const off = adapter.subscribe(listener)
      const relist = () => listener({ type: 'connectorsChanged', connectors: adapter.getConnectors() })
      window.addEventListener(WALLETS_INSTALLED_EVENT, relist)
      return () => {
        off()
        window.removeEventListener(WALLETS_INSTALLED_EVENT, relist)
      }
    },
  }
}
