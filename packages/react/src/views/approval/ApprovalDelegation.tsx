import type { AuthSmartAccount } from '@latch/core'
import { useT } from '../../hooks/useT'

/**
 * The EIP-7702 delegation a smart account's first send makes, as an approval of its own: while the
 * visitor's address is not yet delegated, approving the request also delegates it to the named
 * contract (the address and its assets stay the same). Nothing once the delegation is on chain.
 *
 * @param props - The account as a smart account (`PendingApproval.smartAccount`).
 * @example
 * ```tsx
 * <ApprovalDelegation smartAccount={first.smartAccount} />
 * ```
 */
export function ApprovalDelegation({ smartAccount }: { smartAccount: AuthSmartAccount | undefined }) {
  const t = useT()
  if (!smartAccount || smartAccount.delegated) return null
  return (
    <section data-latch-approval-delegation="" aria-label={t('approve.delegation')}>
      <p data-latch-approval-heading="">{t('approve.delegation')}</p>
      <p data-latch-hint="">{t('approve.delegationHint')}</p>
      <dl data-latch-approval-transaction="">
        <dt>{t('approve.contract')}</dt>
        <dd data-latch-approval-to="">
          <bdi>{smartAccount.implementation}</bdi>
        </dd>
      </dl>
    </section>
  )
}
