import { useId } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'
import { invalidFieldProps } from './invalidFieldProps'
import { SendFieldError } from './SendFieldError'

/**
 * The send form's amount: a decimal string (never a float) with Max (the balance, minus the
 * network fee for the native currency unless the app pays the gas), and the amount's problem.
 *
 * @param props - The amount's problem, if any.
 * @example
 * ```tsx
 * <SendAmountField error={amountError} />
 * ```
 */
export function SendAmountField({ error }: { error: string | undefined }) {
  const latch = useLatchInstance()
  const t = useT()
  const send = useLatchSelector((s) => s.send)
  const amountId = useId()
  const token = send.token
  const native = token?.address === undefined
  return (
    <div data-latch-field="">
      <div data-latch-field-label="">
        <label htmlFor={amountId}>{t('send.amount')}</label>
        <button
          type="button"
          data-latch-max=""
          disabled={!token}
          // the native currency keeps its fee out, unless the app pays the gas
          aria-label={native && !send.feeSponsored ? t('send.maxLabel') : t('send.max')}
          onClick={() => void latch.send.setMaxAmount()}
        >
          {t('send.max')}
        </button>
      </div>
      <input
        id={amountId}
        name="amount"
        // The amount is the point of the view and is there from the first frame: the view opens on
        // it whether or not the balances have loaded, so focus never jumps when they arrive (a jump
        // would take a keystroke meant for another control).
        data-latch-autofocus=""
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        {...invalidFieldProps(amountId, error)}
        value={send.sendTokenAmount ?? ''}
        onChange={(event) => latch.send.setTokenAmount(event.target.value || undefined)}
      />
      <SendFieldError id={amountId} field="amount" error={error} />
    </div>
  )
}
