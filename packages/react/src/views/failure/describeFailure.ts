import { LatchError, type LatchTranslator, MESSAGES, WALLET_ERROR_CODES } from '@latch/core'
import { errorMessage } from '../../utils/errorMessage'

/** What a failed wallet request says to the user: what happened, the error itself, and what to do. */
export type FailureDescription = {
  /** What happened, in a few words (SPEC §8's "Connection rejected" / "Failed to connect" for a connect). */
  title: string
  /** The normalised error (e.g. "User rejected the request"); absent when it would repeat the title. */
  detail: string | undefined
  /** One line on what to do next. */
  guidance: string
}

/** The request that failed, and what it was for (the wallet's or the network's name). */
export type FailedRequest =
  | { kind: 'connect'; wallet: string | undefined }
  | { kind: 'switch'; network: string }

/**
 * Explains a failed connect or network switch: a refusal in the wallet (code 4001 or -31001) reads
 * as one ("Connection rejected", with "approve it in the wallet"), anything else as a failure with
 * the normalised error and how to get unstuck. The detail is the error's catalogue message (never
 * the wallet's raw text) and is left out when it would say the title again.
 *
 * @param error - What the request threw.
 * @param request - Which request failed and for what.
 * @param tr - The translator: every part is in the modal's language.
 * @returns The title, detail and guidance to show.
 * @example
 * ```ts
 * describeFailure(new UserRejectedRequestError(), { kind: 'connect', wallet: 'MetaMask' }, tr).title
 * // 'Connection rejected'
 * ```
 */
export function describeFailure(
  error: unknown,
  request: FailedRequest,
  tr: LatchTranslator,
): FailureDescription {
  const refused =
    error instanceof LatchError &&
    (error.code === WALLET_ERROR_CODES.userRejected || error.code === WALLET_ERROR_CODES.userCanceled)
  if (request.kind === 'connect') {
    const title = refused ? MESSAGES.connectionRejected : MESSAGES.failedToConnect
    const detail = errorMessage(error, MESSAGES.failedToConnect)
    const wallet = request.wallet === undefined ? undefined : tr.isolate(request.wallet)
    let guidance: string
    if (wallet === undefined)
      guidance = refused ? tr.t('failure.connectRejectedHintAny') : tr.t('failure.connectFailedHintAny')
    else
      guidance = refused
        ? tr.t('failure.connectRejectedHint', { wallet })
        : tr.t('failure.connectFailedHint', { wallet })
    return { title: tr.message(title), detail: detail === title ? undefined : tr.message(detail), guidance }
  }
  const network = tr.isolate(request.network)
  return {
    title: refused ? tr.t('failure.switchDeclined') : tr.t('failure.switchFailed'),
    detail: tr.message(errorMessage(error, MESSAGES.unknownWalletError)),
    guidance: refused
      ? tr.t('failure.switchRejectedHint', { network })
      : tr.t('failure.switchFailedHint', { network }),
  }
}
