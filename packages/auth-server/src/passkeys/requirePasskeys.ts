import { apiErrors } from '../errors/apiErrors'
import type { PasskeyOptions } from '../service/authServiceOptions'
import type { ServiceContext } from '../service/ServiceContext'

/**
 * The service's passkey settings, or 404 PASSKEYS_OFF when it was started without them.
 *
 * @param context - The service.
 * @returns The RP id, name and origins.
 * @example
 * ```ts
 * const { rpId, origins } = requirePasskeys(context)
 * ```
 */
export function requirePasskeys(context: ServiceContext): PasskeyOptions {
  if (context.passkeys === undefined) throw apiErrors.passkeysOff()
  return context.passkeys
}
