import { useEffect, useState } from 'react'
import { useT } from '../../hooks/useT'

/**
 * How long "Copied" stays on the Copy address button, in milliseconds.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(COPY_FEEDBACK_MS) // the button says "Copy address" again
 * ```
 */
export const COPY_FEEDBACK_MS = 1500

/**
 * Copies an address to the clipboard. The button says "Copied" for 1.5 s (or "Copy failed" when
 * the page may not write to the clipboard) and a polite live region announces it to screen readers.
 *
 * @param props - `address`: the full address to copy; `label`: the button's accessible name when
 *   several copy buttons share a view (e.g. "Copy address of MetaMask").
 * @returns The button and its announcement.
 * @example
 * ```tsx
 * <CopyAddressButton address={account.address} />
 * ```
 */
export function CopyAddressButton({ address, label }: { address: string; label?: string }) {
  const t = useT()
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (status === 'idle') return
    const timer = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [status])
  const onClick = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard) return setStatus('failed')
    clipboard.writeText(address).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    )
  }
  return (
    <>
      <button
        type="button"
        data-latch-copy-address=""
        data-state={status}
        onClick={onClick}
        {...(label === undefined ? {} : { 'aria-label': label, title: label })}
      >
        {status === 'copied'
          ? t('account.copied')
          : status === 'failed'
            ? t('account.copyFailed')
            : t('account.copyAddress')}
      </button>
      <span role="status" aria-live="polite" data-latch-visually-hidden="">
        {status === 'copied'
          ? t('account.addressCopied')
          : status === 'failed'
            ? t('account.addressNotCopied')
            : ''}
      </span>
    </>
  )
}
