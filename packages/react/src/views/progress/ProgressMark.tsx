import type { ReactNode } from 'react'

/**
 * The mark of what the user is waiting on (a wallet's logo, a network's, a social provider's),
 * large and centred, ringed by a spinner while the request runs, or by an error ring once it
 * failed. The spinner is a progress bar named after the wait, so assistive technology hears that
 * something is under way; the mark itself is decorative (the view says the name).
 *
 * @param props - The mark, whether the request is waiting or failed, and the name of the wait.
 * @example
 * ```tsx
 * <ProgressMark state="waiting" label="Waiting for MetaMask">
 *   <WalletImage src={wallet.imageUrl} name={wallet.name} walletId={wallet.id} />
 * </ProgressMark>
 * ```
 */
export function ProgressMark({
  children,
  state,
  label,
}: {
  children: ReactNode
  state: 'waiting' | 'error'
  label: string
}) {
  return (
    <div data-latch-progress-mark="" data-state={state}>
      <span data-latch-progress-face="">{children}</span>
      {state === 'waiting' ? <span data-latch-spinner="" role="progressbar" aria-label={label} /> : null}
      {state === 'error' ? (
        <span data-latch-progress-badge="" aria-hidden="true">
          !
        </span>
      ) : null}
    </div>
  )
}
