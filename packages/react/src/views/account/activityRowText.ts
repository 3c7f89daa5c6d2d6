/**
 * The words of an Activity row's transfer, by its kind (see `activityTransferKind`).
 *
 * @example
 * ```tsx
 * tr.t(ACTIVITY_LABEL[activityTransferKind(transfer)])
 * ```
 */
export const ACTIVITY_LABEL = {
  in: 'account.activity.received',
  out: 'account.activity.sent',
  self: 'account.activity.moved',
  mint: 'account.activity.minted',
  burn: 'account.activity.burned',
} as const

/**
 * A date and time with seconds, as `toLocaleString()` shows it, in the modal's locale.
 *
 * @example
 * ```tsx
 * tr.formatDate(item.metadata.minedAt, ACTIVITY_DATE_TIME)
 * ```
 */
export const ACTIVITY_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
}

/**
 * The icon of an Activity row, by the direction of its first transfer.
 *
 * @example
 * ```tsx
 * <span aria-hidden="true">{ACTIVITY_ICON[first.direction]}</span>
 * ```
 */
export const ACTIVITY_ICON = { in: '↓', out: '↑', self: '⇄' } as const

/**
 * A row's status shown in words: waiting (`pending`, `queued`: instead of its time) or `failed`
 * (beside its time: the transaction was mined and reverted).
 *
 * @example
 * ```tsx
 * tr.t(ACTIVITY_STATUS.failed)
 * ```
 */
export const ACTIVITY_STATUS = {
  pending: 'account.activity.pending',
  queued: 'account.activity.queued',
  failed: 'account.activity.failed',
} as const
