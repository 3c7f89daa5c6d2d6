import {
  installPlatform,
  type PickerEntry,
  type WalletProviderDescriptor,
  walletInstallLink,
} from '@latch/core'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useT } from '../../hooks/useT'

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
  const t = useT()
  const platform = installPlatform(globalThis.navigator?.userAgent ?? '', {
    embedded: latch.state.options.embedded === true,
  })
  return (
    <a
      data-latch-wallet={entry.id}
      data-latch-install=""
      href={walletInstallLink(provider, platform)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <WalletImage src={entry.imageUrl} name={entry.name} walletId={entry.id} />
      <span data-latch-wallet-name="">{entry.name}</span>
      <span data-latch-tag="">{t('picker.install')}</span>
    </a>
  )
}
