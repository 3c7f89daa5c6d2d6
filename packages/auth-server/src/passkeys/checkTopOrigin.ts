import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../service/ServiceContext'
import type { ClientData } from './readPasskeyResponse'

/**
 * The app pages a passkey ceremony may run under: the service's `passkeys.topOrigins`, or by
 * default its `allowedOrigins` except the frame's `origins`.
 *
 * @param context - The service (with passkeys on).
 * @returns The top origins.
 * @example
 * ```ts
 * const topOrigins = passkeyTopOrigins(context)
 * ```
 */
export function passkeyTopOrigins(context: ServiceContext): string[] {
  const passkeys = context.passkeys
  if (passkeys === undefined) throw apiErrors.passkeysOff()
  return (
    passkeys.topOrigins ?? [...context.allowedOrigins].filter((origin) => !passkeys.origins.includes(origin))
  )
}

/**
 * Refuses (400 PASSKEY_INVALID) a ceremony run in a cross-origin frame whose page is not one of
 * `topOrigins`: the key frame embedded by a page the app does not own.
 *
 * @param clientData - The credential's client data.
 * @param topOrigins - The allowed app pages.
 * @example
 * ```ts
 * checkTopOrigin(readClientData(response.response.clientDataJSON), passkeyTopOrigins(context))
 * ```
 */
export function checkTopOrigin(clientData: ClientData, topOrigins: readonly string[]): void {
  if (!clientData.crossOrigin) return
  if (clientData.topOrigin === undefined || !topOrigins.includes(clientData.topOrigin))
    throw apiErrors.passkeyInvalid()
}
