import { EmptyState } from '../../components/EmptyState'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useTranslation } from '../../hooks/useTranslation'

/**
 * ApproveTransaction with nothing to approve: it says so and offers its way out. "Done" goes back
 * when there is history, else closes; where closing is refused because a required sign-in waits,
 * "Cancel" follows the sign-in's cancel rule.
 *
 * @param props - Whether the router has a view to go back to.
 * @example
 * ```tsx
 * if (!first) return <ApprovalNothing back={history.length > 1} />
 * ```
 */
export function ApprovalNothing({ back }: { back: boolean }) {
  const latch = useLatchInstance()
  const { t } = useTranslation()
  const close = latch.modal.canClose()
  const leave = () => {
    if (back) latch.router.goBack()
    else if (close) latch.close()
    else void latch.siwx.cancelSignMessage()
  }
  return (
    <div data-latch-view="ApproveTransaction" data-state="empty">
      <EmptyState title={t('approve.nothingTitle')} guidance={t('approve.nothingHint')} />
      <div data-latch-button-row="">
        <button type="button" data-latch-approval-leave="" onClick={leave}>
          {back || close ? t('common.done') : t('common.cancel')}
        </button>
      </div>
    </div>
  )
}
