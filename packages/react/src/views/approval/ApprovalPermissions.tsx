import type { ApprovalSummary } from '@latch/core'
import { Fragment } from 'react'
import { useTranslation } from '../../hooks/useTranslation'

const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/**
 * An ERC-7715 permission grant in words: for each permission asked, who gets it (the session
 * account), its type, each limit (amounts in whole base units, as asked), when it expires (or that
 * it never does), the reason the app gives, and whether the wallet may let the user grant less.
 *
 * @param props - The grant's summary (core's `describeApproval`).
 * @example
 * ```tsx
 * <ApprovalPermissions summary={summary} />
 * ```
 */
export function ApprovalPermissions({
  summary,
}: {
  summary: Extract<ApprovalSummary, { kind: 'grantPermissions' }>
}) {
  const tr = useTranslation()
  const { t } = tr
  return (
    <ol data-latch-approval-permissions="">
      {summary.permissions.map((permission, index) => (
        // the request is frozen: its order is its identity
        // biome-ignore lint/suspicious/noArrayIndexKey: the request is frozen; its order is its identity
        <li key={index} data-latch-approval-permission="">
          <dl data-latch-approval-transaction="">
            <dt>{t('approve.permission.type')}</dt>
            <dd data-latch-approval-permission-type="">
              <bdi>{permission.type}</bdi>
            </dd>
            <dt>{t('approve.permission.to')}</dt>
            <dd data-latch-approval-permission-to="">
              <bdi>{permission.to}</bdi>
            </dd>
            {permission.limits.map((limit) => (
              <Fragment key={limit.label}>
                <dt>
                  <bdi>{limit.label}</bdi>
                </dt>
                <dd data-latch-approval-permission-limit="">
                  <bdi>{limit.value}</bdi>
                </dd>
              </Fragment>
            ))}
            <dt>{t('approve.permission.expiry')}</dt>
            <dd data-latch-approval-permission-expiry="">
              {permission.expiry === undefined
                ? t('approve.permission.noExpiry')
                : tr.formatDate(permission.expiry * 1000, EXPIRY_FORMAT)}
            </dd>
            {permission.justification ? (
              <>
                <dt>{t('approve.permission.reason')}</dt>
                <dd data-latch-approval-permission-reason="">
                  <bdi>{permission.justification}</bdi>
                </dd>
              </>
            ) : null}
          </dl>
          {permission.adjustable ? <p data-latch-hint="">{t('approve.permission.adjustable')}</p> : null}
        </li>
      ))}
    </ol>
  )
}
