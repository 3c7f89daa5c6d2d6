import type { RequestPreview } from '@latch/core'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'

type Psbt = Extract<RequestPreview, { kind: 'bitcoinPsbt' }>

/**
 * A PSBT's preview: its inputs (address, shortened in monospace with the whole one as its title; amount, "yours" when the visitor's, "to sign" when the
 * visitor signs it) and outputs (address or script kind, amount, "change" when back to the
 * visitor), then its network fee, or "Unknown" when an input lacks its amount.
 *
 * @param props - The preview.
 * @example
 * ```tsx
 * <ApprovalPreviewPsbt preview={preview} />
 * ```
 */
export function ApprovalPreviewPsbt({ preview }: { preview: Psbt }) {
  const tr = useTranslation()
  const { t } = tr
  const mark = (name: 'yours' | 'change' | 'toSign') => (
    <span data-latch-approval-mark={name}>{t(`approve.${name}`)}</span>
  )
  return (
    <div data-latch-approval-effects="" data-latch-approval-preview="bitcoinPsbt">
      <section data-latch-approval-effect="inputs" aria-label={t('approve.inputs')}>
        <h3 data-latch-approval-heading="">{t('approve.inputs')}</h3>
        <ul>
          {preview.inputs.map((input) => (
            <li key={input.outpoint} data-latch-approval-own={input.own ? '' : undefined}>
              <span data-latch-approval-address="" title={input.address ?? input.outpoint}>
                {tr.isolate(input.address ? shortenAddress(input.address) : input.outpoint)}
              </span>{' '}
              {input.text ? tr.isolate(input.text) : t('approve.amountUnknown')}
              {input.own ? mark('yours') : null}
              {input.sign ? mark('toSign') : null}
            </li>
          ))}
        </ul>
      </section>
      <section data-latch-approval-effect="outputs" aria-label={t('approve.outputs')}>
        <h3 data-latch-approval-heading="">{t('approve.outputs')}</h3>
        <ul>
          {preview.outputs.map((output, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview is frozen; its order is the PSBT's
            <li key={index} data-latch-approval-change={output.change ? '' : undefined}>
              {output.address ? (
                <span data-latch-approval-address="" title={output.address}>
                  {tr.isolate(shortenAddress(output.address))}
                </span>
              ) : (
                t('approve.scriptOutput')
              )}{' '}
              {tr.isolate(output.text)}
              {output.change ? mark('change') : null}
            </li>
          ))}
        </ul>
      </section>
      <p data-latch-approval-fee="">
        {t('approve.networkFee')}:{' '}
        {preview.fee === 'unknown' ? t('approve.feeUnknown') : tr.isolate(preview.fee.text)}
      </p>
    </div>
  )
}
