import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { apiErrors } from '../errors/apiErrors'

/**
 * Answers a CONNECT request (node:http hands those to the server's `connect` event, not to its
 * request handler) with 405 and the service's error body, then closes the connection. The service
 * is no proxy; without this, node:http would drop the connection without an answer.
 *
 * @param request - The CONNECT request.
 * @param socket - Its connection.
 * @example
 * ```ts
 * server.on('connect', refuseConnect)
 * ```
 */
export function refuseConnect(request: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify(apiErrors.methodNotAllowed(request.method).toBody())
  socket.on('error', () => {})
  socket.end(
    [
      'HTTP/1.1 405 Method Not Allowed',
      'allow: GET, POST, PUT, OPTIONS',
      'content-type: application/json',
      'cache-control: no-store',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}
