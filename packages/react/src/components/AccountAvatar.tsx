import { ConnectedWalletImage } from './ConnectedWalletImage'
import { IconImage } from './IconImage'

/**
 * Props of {@link AccountAvatar}.
 *
 * @example
 * ```tsx
 * const props: AccountAvatarProps = { address: '0x12…', profileImage: undefined }
 * ```
 */
export type AccountAvatarProps = {
  address: string | undefined
  /** The profile image from the identity lookup, when there is one. */
  profileImage?: string | undefined
  /** The connected wallet, shown as a small badge on the avatar. */
  wallet?: {
    name: string
    icon?: string | undefined
    connectorId?: string | undefined
    rdns?: string | undefined
  }
}

/**
 * The account's avatar: its profile image, else a deterministic identicon of its address made
 * locally (the same address always gives the same picture; nothing is fetched), else the first
 * letter; with the connected wallet's icon as a badge.
 *
 * @example
 * ```tsx
 * <AccountAvatar address={account.address} profileImage={account.profileImage} wallet={account.connectedWalletInfo} />
 * ```
 */
export function AccountAvatar({ address, profileImage, wallet }: AccountAvatarProps) {
  return (
    <span data-latch-account-avatar="">
      <IconImage
        src={profileImage}
        // i18n-ignore: seed of the decorative monogram when there is no address, never read out
        name={address ?? 'Account'}
        kind="avatar"
        size={48}
        request={address ? { kind: 'identicon', address } : undefined}
      />
      {wallet ? (
        <span data-latch-avatar-badge="">
          <ConnectedWalletImage wallet={wallet} size={18} />
        </span>
      ) : null}
    </span>
  )
}
