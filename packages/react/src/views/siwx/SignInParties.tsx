import type { SignInParties as Parties } from '@latch/core'
import { IconImage } from '../../components/IconImage'
import { WalletImage } from '../../components/WalletImage'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'

/**
 * The two sides of a sign-in, side by side: the app that asks (its icon, else its first letter,
 * and its name) and the wallet that signs (its icon and name, and the shortened address, the full
 * one as its title). A side the core knows nothing about is left out.
 *
 * @param props - `parties`: what `selectSignInParties` found.
 * @example
 * ```tsx
 * <SignInParties parties={selectSignInParties(metadata, account)} />
 * ```
 */
export function SignInParties({ parties }: { parties: Parties }) {
  const tr = useTranslation()
  const { app, wallet, address } = parties
  return (
    <div data-latch-siwx-parties="">
      {app.name ? (
        <div data-latch-siwx-app="">
          <IconImage src={app.icon} name={app.name} kind="wallet" size={48} />
          <span data-latch-siwx-party-name="">
            <bdi>{app.name}</bdi>
          </span>
        </div>
      ) : null}
      {wallet || address ? (
        <div data-latch-siwx-wallet="">
          {wallet ? (
            <WalletImage
              src={wallet.icon}
              name={wallet.name}
              walletId={wallet.connectorId}
              rdns={wallet.rdns}
              size={48}
            />
          ) : null}
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
