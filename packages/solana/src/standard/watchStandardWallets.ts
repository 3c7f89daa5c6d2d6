import {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  type StandardWallet,
  type WalletsRegistrationApi,
} from './types'

/**
 * Live list of Wallet Standard wallets found in a window.
 *
 * @example
 * ```ts
 * const wallets = watchStandardWallets(window, () => render(wallets.get()))
 * ```
 */
export type StandardWalletsWatcher = {
  /** Wallets registered so far that declare a `solana:` chain. */
  get(): readonly StandardWallet[]
  /** Stops listening for registrations. */
  stop(): void
}

/** The `wallet-standard:app-ready` event: carries the app's registration API. */
class AppReadyEvent extends Event {
  readonly #detail: WalletsRegistrationApi
  get detail() {
    return this.#detail
  }
  constructor(api: WalletsRegistrationApi) {
    super(APP_READY_EVENT, { bubbles: false, cancelable: false, composed: false })
    this.#detail = api
  }
}

const isSolanaWallet = (wallet: StandardWallet) =>
  Array.isArray(wallet.chains) && wallet.chains.some((chain) => chain.startsWith('solana:'))

/**
 * The app half of the Wallet Standard discovery protocol, written here so the initial entry needs
 * no dependency: listen for `wallet-standard:register-wallet` (wallets that load after the app),
 * then dispatch `wallet-standard:app-ready` (wallets that loaded before). Keeps Solana wallets only.
 *
 * @param target - The page's window.
 * @param onChange - Called after each registration or unregistration.
 * @returns The watcher.
 * @example
 * ```ts
 * const watcher = watchStandardWallets(window, () => console.log(watcher.get().map((w) => w.name)))
 * ```
 */
export function watchStandardWallets(target: EventTarget, onChange: () => void): StandardWalletsWatcher {
  const wallets: StandardWallet[] = []
  const api: WalletsRegistrationApi = {
    register: (...registered) => {
      const added = registered.filter((w) => isSolanaWallet(w) && !wallets.includes(w))
      wallets.push(...added)
      if (added.length > 0) onChange()
      return () => {
        const before = wallets.length
        for (const w of added) {
          const index = wallets.indexOf(w)
          if (index >= 0) wallets.splice(index, 1)
        }
        if (wallets.length !== before) onChange()
      }
    },
  }
  const onRegister = (event: Event) => {
    const callback = (event as Event & { detail?: unknown }).detail
    if (typeof callback === 'function') (callback as (api: WalletsRegistrationApi) => void)(api)
  }
  target.addEventListener(REGISTER_WALLET_EVENT, onRegister)
  target.dispatchEvent(new AppReadyEvent(api))
  return {
    get: () => wallets.slice(),
    stop: () => target.removeEventListener(REGISTER_WALLET_EVENT, onRegister),
  }
}
