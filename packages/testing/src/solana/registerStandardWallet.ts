import type { StandardWallet, WalletsRegistrationApi } from '@latch/solana'

/** The `wallet-standard:register-wallet` event: carries a callback the app calls with its API. */
class RegisterWalletEvent extends Event {
  readonly #detail: (api: WalletsRegistrationApi) => void
  get detail() {
    return this.#detail
  }
  constructor(callback: (api: WalletsRegistrationApi) => void) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false })
    this.#detail = callback
  }
}

/**
 * The wallet half of the Wallet Standard discovery protocol: announce the wallet to an app that is
 * already listening, and answer the app's `wallet-standard:app-ready` event if it comes later.
 *
 * @param target - The window (or any EventTarget standing in for it).
 * @param wallet - The wallet to register.
 */
export function registerStandardWallet(target: EventTarget, wallet: StandardWallet): void {
  const callback = (api: WalletsRegistrationApi) => {
    api.register(wallet)
  }
  target.dispatchEvent(new RegisterWalletEvent(callback))
  target.addEventListener('wallet-standard:app-ready', (event) => {
    callback((event as Event & { detail: WalletsRegistrationApi }).detail)
  })
}
