import { DEV_WALLET_PATH } from '../demoConfig'

const STORAGE_KEY = 'latch-demo:dev-wallet'

/**
 * Whether the visitor switched the dev wallet on (remembered across reloads).
 *
 * @returns True when on.
 * @example
 * ```ts
 * if (isDevWalletOn()) await installDevWallet()
 * ```
 */
export function isDevWalletOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

/**
 * Remembers the dev wallet switch.
 *
 * @param on - New state.
 * @example
 * ```ts
 * setDevWalletOn(true)
 * ```
 */
export function setDevWalletOn(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEY, 'on')
    else window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // storage disabled: the switch lasts until reload
  }
}

/**
 * Installs the dev wallet: loads the server's test-wallet script (a same-origin file, so a strict
 * CSP allows it). It announces itself over EIP-6963 and signs with a funded dev-chain account.
 *
 * @returns Resolves once the wallet is announced.
 * @example
 * ```ts
 * await installDevWallet()
 * ```
 */
export function installDevWallet(): Promise<void> {
  if (document.querySelector('script[data-dev-wallet]')) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = DEV_WALLET_PATH
    script.dataset.devWallet = ''
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('The dev wallet could not be loaded'))
    document.head.append(script)
  })
}
