import type { WalletInfo } from '../../kernel/account/types'
import { toSafeImageUrl } from '../../shared/validation/safeUrl'

/**
 * Who asks for a sign-in and with what: the app (its name and icon, from the `metadata` given to
 * `createLatch`) and the wallet that signs (its name, icon and ids for the shipped mark, and the
 * address). Icons are URLs safe in an `<img src>` only (an unsafe one is left out).
 *
 * @example
 * ```ts
 * const parties: SignInParties = { app: { name: 'Uniswap', icon: 'https://app.example/icon.png' }, wallet: undefined, address: undefined }
 * ```
 */
export type SignInParties = {
  app: { name: string | undefined; icon: string | undefined }
  wallet:
    | { name: string; icon: string | undefined; connectorId: string; rdns: string | undefined }
    | undefined
  address: string | undefined
}

/**
 * The parties of the sign-in view (SIWXSignMessage): the app that asks and the wallet and address
 * that sign. The app's icon is the first of `metadata.icons` that is safe as an image.
 *
 * @param metadata - The app's `LatchMetadata` (`createLatch({ metadata })`), if any.
 * @param account - The account asked to sign: its address and connected wallet.
 * @returns The app, the wallet and the address.
 * @example
 * ```ts
 * const { app, wallet, address } = selectSignInParties(state.options.metadata, latch.getAccount())
 * ```
 */
export function selectSignInParties(
  metadata: { readonly name: string; readonly icons: readonly string[] } | undefined,
  account: {
    readonly address?: string | undefined
    readonly connectedWalletInfo?: Readonly<WalletInfo> | undefined
  },
): SignInParties {
  const name = metadata?.name.trim() || undefined
  const icon = (metadata?.icons ?? []).map(toSafeImageUrl).find((url) => url !== undefined)
  const info = account.connectedWalletInfo
  return {
    app: { name, icon },
    wallet: info
      ? { name: info.name, icon: toSafeImageUrl(info.icon), connectorId: info.connectorId, rdns: info.rdns }
      : undefined,
    address: account.address || undefined,
  }
}
