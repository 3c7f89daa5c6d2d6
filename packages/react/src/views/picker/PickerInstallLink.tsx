import {
  installPlatform,
  type PickerEntry,
  type WalletProviderDescriptor,
  walletInstallLink,
} from '@latch/core'
import { WalletInstallLink } from '../../components/WalletInstallLink'
import { useLatchInstance } from '../../hooks/useLatchInstance'

/**
 * A picker wallet that is not installed: a link to install it that fits the platform.
 *
 * @param props - The entry and its bundled descriptor.
 * @example
 * ```tsx
 * <PickerInstallLink entry={entry} provider={entry.provider} />
 * ```
 */
export function PickerInstallLink({
  entry,
  provider,
}: {
  entry: PickerEntry
  provider: WalletProviderDescriptor
}) {
  const latch = useLatchInstance()
  const platform = installPlatform(globalThis.navigator?.userAgent ?? '', {
    embedded: latch.state.options.embedded === true,
  })
  return (
    <WalletInstallLink
      id={entry.id}
      name={entry.name}
      imageUrl={entry.imageUrl}
      href={walletInstallLink(provider, platform)}
    />
  )
}
