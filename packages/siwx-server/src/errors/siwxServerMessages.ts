/**
 * The messages of the errors the server sign-in kit throws and answers with, defined once.
 *
 * @example
 * ```ts
 * SIWX_SERVER_MESSAGES.sessionExists // 'A session with this id exists'
 * ```
 */
export const SIWX_SERVER_MESSAGES = /* @__PURE__ */ Object.freeze({
  sessionExists: 'A session with this id exists',
  weakSecret: (minBytes: number) => `The sign-in secret must be at least ${minBytes} bytes`,
  notSignedIn: 'Not signed in',
  foreignOrigin: 'Requests from this site are not accepted',
  bodyTooLarge: 'The request body is too large',
  notJson: 'The session must be sent as application/json',
  accountRequired: 'chainId and address are required',
  messageNotMade: 'The sign-in message cannot be made',
  methodNotServed: (method: string) => `${method} requests are not served`,
  manyHosts: 'The request has more than one Host header',
  badHost: 'The Host header is not a valid host[:port]',
  badTarget: 'The request target is not a valid URL',
  targetNotHttp: 'The request target must be an http or https URL',
  targetWithoutHost: 'The request target must name a host, without user information',
  targetForm: 'The request target must be a path or an absolute http(s) URL',
  badPath: 'The request target is not a valid path',
} as const)

/**
 * The messages of the `SiwxError`s the kit's browser half throws, defined once (apart from the
 * server's, so the browser bundle carries only these).
 *
 * @example
 * ```ts
 * SIWX_CLIENT_MESSAGES.refused // 'The sign-in server refused'
 * ```
 */
export const SIWX_CLIENT_MESSAGES = /* @__PURE__ */ Object.freeze({
  answerTooLarge: 'The sign-in server answered too much',
  answerUnreadable: 'The sign-in server answered something unreadable',
  refused: 'The sign-in server refused',
  foreignMessage: 'The sign-in server sent a message for another account or network',
} as const)
