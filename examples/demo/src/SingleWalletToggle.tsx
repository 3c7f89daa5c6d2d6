import { readSingleWallet, writeSingleWallet } from './singleWalletSetting'

/**
 * The "One wallet per family" switch: creates Latch with `features.multiWallet: false`, so only
 * the active wallet of each family shows and adding a second says "Multi-Wallet Not Enabled".
 * Changing it reloads the page.
 *
 * @example
 * ```tsx
 * <SingleWalletToggle />
 * ```
 */
export function SingleWalletToggle() {
  return (
    <label className="demo-switch">
      <input
        type="checkbox"
        defaultChecked={readSingleWallet()}
        data-demo-single-wallet=""
        onChange={(event) => {
          writeSingleWallet(event.target.checked)
          window.location.reload()
        }}
      />
      One wallet per family (multiWallet off)
    </label>
  )
}
