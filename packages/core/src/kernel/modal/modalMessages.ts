/**
 * Messages of the errors `latch.modal.open()` throws on bad parameters, for the developer: not
 * SPEC catalogue messages, each defined once.
 *
 * @example
 * ```ts
 * throw new ValidationError(MODAL_MESSAGES.unknownView(view), { code: 'INVALID_VIEW' })
 * ```
 */
export const MODAL_MESSAGES = {
  /** `INVALID_VIEW`. */
  unknownView: (view: unknown) => `Unknown modal view "${String(view)}"`,
  /** `INVALID_NAMESPACE`. */
  noNetworkForNamespace: (namespace: unknown) => `No network configured for namespace "${String(namespace)}"`,
} as const
