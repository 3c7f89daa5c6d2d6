/**
 * Messages of the errors met while reading a raw RPC request, each defined once. They are the
 * `cause` of the {@link RpcNotAllowedError} the caller gets, for the developer.
 *
 * @example
 * ```ts
 * throw new TypeError(RPC_REQUEST_MESSAGES.notAnObject)
 * ```
 */
export const RPC_REQUEST_MESSAGES = {
  /** The request is not an object (its `method` cannot be read). */
  notAnObject: 'not an object',
} as const
