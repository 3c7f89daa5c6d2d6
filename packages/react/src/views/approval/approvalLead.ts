import type { ApprovalSummary, CaipNetwork, LatchTranslator } from '@latch/core'
import { transactionHeadline, transactionLead } from './approvalWords'

/**
 * The words ApproveTransaction opens with for a request: its lead line (who asks for what, on
 * which network) and, for a transaction, its headline (what it does, e.g. "Send 0.01 ETH").
 *
 * @param summary - The request as core reads it.
 * @param context - The app's name and the network (both isolated for bidi), whether a batch goes as
 *   one operation (a smart account's), and the translator.
 * @returns `lead`, and `headline` for a transaction.
 * @example
 * ```ts
 * approvalLead(summary, { app, network, networkName, atomic: false, tr }).lead
 * // 'Demo asks to send these calls on Ethereum, one by one.'
 * ```
 */
export function approvalLead(
  summary: ApprovalSummary,
  context: {
    app: string
    network: CaipNetwork | undefined
    networkName: string | undefined
    atomic: boolean
    tr: LatchTranslator
  },
): { lead: string; headline?: string } {
  const { app, network, networkName, tr } = context
  const { t } = tr
  switch (summary.kind) {
    case 'signMessage':
      return { lead: t('approve.lead.signMessage', { app }) }
    case 'signTypedData':
      return {
        lead: summary.primaryType
          ? t('approve.lead.signTypedData', { app, type: tr.isolate(summary.primaryType) })
          : t('approve.lead.signData', { app }),
      }
    case 'transaction':
      return {
        headline: transactionHeadline(summary, network, tr),
        lead: transactionLead(summary.to, networkName, tr),
      }
    case 'batch':
      // a smart account's batch is one operation; any other wallet sends the calls one by one
      return {
        lead: t(context.atomic ? 'approve.lead.batchAtomic' : 'approve.lead.batch', {
          app,
          network: networkName ?? t('approve.unknownNetwork'),
        }),
      }
    case 'grantPermissions':
      return { lead: t('approve.lead.grantPermissions', { app }) }
    case 'revokePermissions':
      return { lead: t('approve.lead.revokePermissions', { app }) }
    default:
      return { lead: t('approve.lead.other', { app }) }
  }
}
