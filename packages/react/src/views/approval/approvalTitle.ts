import { describeApproval, type LatchTranslator, type PendingApproval } from '@latch/core'

/**
 * The header title of ApproveTransaction: it names the request it shows (a signature is "Sign
 * Message", not a transaction; a request that goes on to the connected wallet is "Review before your
 * wallet"). It comes with the view's code (as the view's `title`), so the modal's frame does not carry
 * the approval readers; the frame shows the view, and so this title, once that code is loaded.
 *
 * @param tr - The translator of the active locale.
 * @param approval - The request the view shows (the first pending one), if any.
 * @returns The title, or `undefined` with nothing pending (the frame's own title then).
 * @example
 * ```ts
 * approvalTitle(tr, { method: 'personal_sign', params: ['0x6869', '0xabc'] }) // 'Sign Message'
 * ```
 */
export function approvalTitle(
  tr: LatchTranslator,
  approval: Pick<PendingApproval, 'method' | 'params' | 'beforeWallet'> | undefined,
): string | undefined {
  // the "review before your wallet" step: the request goes on to the wallet's own prompt
  if (approval?.beforeWallet) return tr.t('approve.beforeWallet')
  if (approval) return tr.message(describeApproval(approval).title)
  return undefined
}
