import type { RequestPreview } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'

type Call = Extract<RequestPreview, { kind: 'stacksCall' }>
type Transfer = Extract<RequestPreview, { kind: 'stxTransfer' }>

const CONDITIONS = ['eq', 'gt', 'gte', 'lt', 'lte', 'sent', 'not-sent', 'maybe-sent'] as const

/**
 * A Stacks contract call's preview: in post-condition mode `allow`, a warning first (the call may
 * move any of the visitor's assets beyond its post-conditions); then the contract and function,
 * each argument as Clarity text, each post-condition in words, and the fee and nonce when given.
 *
 * @param props - The preview.
 * @example
 * ```tsx
 * <ApprovalPreviewStacksCall preview={preview} />
 * ```
 */
export function ApprovalPreviewStacksCall({ preview }: { preview: Call }) {
  const tr = useTranslation()
  const { t } = tr
  const conditionText = (condition: string) => {
    const known = CONDITIONS.find((c) => c === condition)
    return known ? t(`approve.pc.${known}`) : tr.isolate(condition)
  }
  return (
    <div data-latch-approval-effects="" data-latch-approval-preview="stacksCall">
      {preview.postConditionMode === 'allow' ? (
        <p data-latch-approval-warning="allowMode" role="alert">
          {t('approve.allowWarning')}
        </p>
      ) : null}
      <p data-latch-approval-call-name="">
        {t('approve.contractCall', {
          function: tr.isolate(preview.functionName),
          contract: tr.isolate(preview.contract),
        })}
      </p>
      {preview.args.length > 0 ? (
        <section data-latch-approval-effect="arguments" aria-label={t('approve.arguments')}>
          <h3 data-latch-approval-heading="">{t('approve.arguments')}</h3>
          <ol>
            {preview.args.map((arg, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the arguments' order is the call's
              <li key={index}>{tr.isolate(arg)}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <section data-latch-approval-effect="postConditions" aria-label={t('approve.postConditions')}>
        <h3 data-latch-approval-heading="">{t('approve.postConditions')}</h3>
        {preview.postConditions.length === 0 ? (
          <p data-latch-hint="">{t('approve.noPostConditions')}</p>
        ) : null}
        <ul>
          {preview.postConditions.map((pc, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the post-conditions' order is the call's
            <li key={index}>
              {t('approve.postCondition', {
                principal:
                  pc.principal === 'origin'
                    ? t('approve.pc.origin')
                    : tr.isolate(shortenAddress(pc.principal)),
                condition: conditionText(pc.condition),
                amount: tr.isolate(pc.amount),
                asset: tr.isolate(pc.asset),
              })}
            </li>
          ))}
        </ul>
      </section>
      <StacksFee preview={preview} />
    </div>
  )
}

/**
 * An STX transfer's preview: "Send 1 STX to ST…", its memo, and the fee and nonce when given.
 *
 * @param props - The preview.
 * @example
 * ```tsx
 * <ApprovalPreviewStxTransfer preview={preview} />
 * ```
 */
export function ApprovalPreviewStxTransfer({ preview }: { preview: Transfer }) {
  const tr = useTranslation()
  return (
    <div data-latch-approval-effects="" data-latch-approval-preview="stxTransfer">
      <p>{tr.t('approve.sendTo', { amount: tr.isolate(preview.text), to: tr.isolate(preview.recipient) })}</p>
      {preview.memo ? (
        <p>
          {tr.t('approve.memo')}: {tr.isolate(preview.memo)}
        </p>
      ) : null}
      <StacksFee preview={preview} />
    </div>
  )
}

function StacksFee({ preview }: { preview: { fee?: string; nonce?: string } }) {
  const tr = useTranslation()
  return (
    <>
      {preview.fee ? (
        <p data-latch-approval-fee="">
          {tr.t('approve.networkFee')}: {tr.isolate(preview.fee)}
        </p>
      ) : null}
      {preview.nonce ? (
        <p>
          {tr.t('approve.nonce')}: {tr.isolate(preview.nonce)}
        </p>
      ) : null}
    </>
  )
}
