import { MESSAGES } from '@latch/core'
import { useId, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { usePermissionGrants } from '../../hooks/usePermissionGrants'
import { useTranslation } from '../../hooks/useTranslation'
import { errorMessage } from '../../utils/errorMessage'
import { shortenAddress } from '../../utils/shortenAddress'

const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/**
 * The ERC-7715 permissions the connected EVM account granted (shown only when there are some):
 * each one's type, who it was granted to and when it expires, with Revoke, which sends the grant's
 * revoke to the wallet (through the review step when the app has it) and drops it from the list
 * once the wallet has revoked it. A failed revoke says why and keeps the grant.
 *
 * @example
 * ```tsx
 * <ProfilePermissions />
 * ```
 */
export function ProfilePermissions() {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { t } = tr
  const grants = usePermissionGrants()
  const headingId = useId()
  const [error, setError] = useState<string>()
  if (grants.length === 0) return null
  const revoke = (context: string) => {
    setError(undefined)
    latch
      .revokePermissions(context)
      .catch((cause: unknown) => setError(errorMessage(cause, MESSAGES.unknownWalletError)))
  }
  return (
    <section data-latch-permissions="" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('profile.permissions.title')}</h3>
      {error === undefined ? null : (
        <p role="alert" data-latch-error="">
          {tr.message(error)}
        </p>
      )}
      <ul>
        {grants.map((grant) => (
          <li key={grant.context} data-latch-permission="" data-type={grant.permission.type}>
            <p data-latch-permission-type="">
              <bdi>{grant.permission.type}</bdi>
            </p>
            <p data-latch-permission-to="" title={grant.to}>
              {t('profile.permissions.to', { address: tr.isolate(shortenAddress(grant.to)) })}
            </p>
            <p data-latch-permission-expiry="">
              {grant.expiry === undefined
                ? t('profile.permissions.noExpiry')
                : t('profile.permissions.expires', {
                    date: tr.formatDate(grant.expiry * 1000, EXPIRY_FORMAT),
                  })}
            </p>
            <button
              type="button"
              data-latch-permission-revoke=""
              aria-label={t('profile.permissions.revokeLabel', {
                type: tr.isolate(grant.permission.type),
                address: tr.isolate(shortenAddress(grant.to)),
              })}
              onClick={() => revoke(grant.context)}
            >
              {t('profile.permissions.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
