import { LatchError, MESSAGES, WALLET_ERROR_CODES } from '@latch/core'
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
export type FailedRequest = { kind: 'connect'; wallet: string } | { kind: 'switch'; network: string }

/**
 * Explains a failed connect or network switch: a refusal in the wallet (code 4001 or -31001) reads
 * as one ("Connection rejected", with "approve it in the wallet"), anything else as a failure with
 * the normalised error and how to get unstuck. The detail is the error's catalogue message (never
 * the wallet's raw text) and is left out when it would say the title again.
 *
 * @param error - What the request threw.
 * @param request - Which request failed and for what.
 * @returns The title, detail and guidance to show.
 * @example
 * ```ts
 * describeFailure(new UserRejectedRequestError(), { kind: 'connect', wallet: 'MetaMask' }).title
 * // 'Connection rejected'
 * ```
 */
export function describeFailure(error: unknown, request: FailedRequest): FailureDescription {
  const refused =
    error instanceof LatchError &&
    (error.code === WALLET_ERROR_CODES.userRejected || error.code === WALLET_ERROR_CODES.userCanceled)
  if (request.kind === 'connect') {
    const title = refused ? MESSAGES.connectionRejected : MESSAGES.failedToConnect
    const detail = errorMessage(error, MESSAGES.failedToConnect)
    return {
      title,
      detail: detail === title ? undefined : detail,
      guidance: refused
        ? `Try again and approve the request in ${request.wallet}, or go back and choose another wallet.`
        : `Make sure ${request.wallet} is unlocked, then try again, or go back and choose another wallet.`,
    }
  }
  return {
    title: refused ? 'Switch declined' : 'Network not switched',
    detail: errorMessage(error, MESSAGES.unknownWalletError),
    guidance: refused
      ? `Try again and approve the switch to ${request.network} in your wallet, or go back to stay on the current network.`
      : `Your wallet could not switch to ${request.network}. Add the network in your wallet and try again, or go back and choose another.`,
  }
}
