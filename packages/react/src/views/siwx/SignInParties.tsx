import type { WalletInfo } from '@latch/core'
import { ConnectedWalletImage } from '../../components/ConnectedWalletImage'
import { IconImage } from '../../components/IconImage'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'

/**
 * Props of {@link SignInParties}: what the core holds about each side of the sign-in.
 *
 * @example
 * ```tsx
 * const props: SignInPartiesProps = { appName: 'Uniswap', appIcon: undefined, wallet: account.connectedWalletInfo, address: account.address }
 * ```
 */
export type SignInPartiesProps = {
  /** The app's name (`metadata.name` given to `createLatch`). */
  appName: string | undefined
  /** The app's icon: the first of `metadata.icons` that core's `toSafeImageUrl` accepts. */
  appIcon: string | undefined
  /** The wallet that signs (its icon was checked when core read the connector). */
  wallet: Readonly<WalletInfo> | undefined
  address: string | undefined
}

/**
 * The two sides of a sign-in, side by side: the app that asks (its icon, else its first letter,
 * and its name) and the wallet that signs (its icon and name, and the shortened address, the full
 * one as its title). A side the core knows nothing about is left out.
 *
 * @param props - See {@link SignInPartiesProps}.
 * @example
 * ```tsx
 * <SignInParties appName="Uniswap" appIcon={icon} wallet={account.connectedWalletInfo} address={account.address} />
 * ```
 */
export function SignInParties({ appName, appIcon, wallet, address }: SignInPartiesProps) {
  const tr = useTranslation()
  return (
    <div data-latch-siwx-parties="">
      {appName ? (
        <div data-latch-siwx-app="">
          <IconImage src={appIcon} name={appName} kind="wallet" size={48} />
          <span data-latch-siwx-party-name="">
            <bdi>{appName}</bdi>
          </span>
        </div>
      ) : null}
      {wallet || address ? (
        <div data-latch-siwx-wallet="">
          {wallet ? <ConnectedWalletImage wallet={wallet} size={48} /> : null}
          {wallet ? (
            <span data-latch-siwx-party-name="">
              <bdi>{wallet.name}</bdi>
            </span>
          ) : null}
          {address ? (
            <span data-latch-siwx-address="" title={address}>
              {tr.isolate(shortenAddress(address))}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
