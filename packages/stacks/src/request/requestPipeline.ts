/**
 * The request path's heavy half, loaded by the session on the first request: validation and
 * per-wallet shaping, result normalisation and error normalisation.
 *
 * @example
 * ```ts
 * const { prepareWalletParams } = await import('./requestPipeline')
 * ```
 */
export { normalizeStacksWalletError } from '../errors/normalizeStacksWalletError'
export { normalizeWalletResult } from './normalizeWalletResult'
export { prepareWalletParams } from './prepareWalletParams'
