import net from 'node:net'

/**
 * What a server answered to raw request bytes: the status (undefined when it closed the connection
 * without answering), the header block and the body. `timedOut` is set when it neither answered
 * nor closed within the wait.
 */
export type RawAnswer = {
  status: number | undefined
  headers: Record<string, string>
  body: string
  timedOut: boolean
}

/** The payload of a chunked body (as far as it was received). */
const dechunk = (raw: string): string => {
  let body = ''
  let at = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    const size = lineEnd === -1 ? 0 : Number.parseInt(raw.slice(at, lineEnd), 16)
    if (!(size > 0)) return body
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size)
    at = lineEnd + 2 + size + 2
  }
}

const parseAnswer = (text: string, timedOut: boolean): RawAnswer => {
  const headEnd = text.indexOf('\r\n\r\n')
  const head = headEnd === -1 ? text : text.slice(0, headEnd)
  const [statusLine = '', ...lines] = head.split('\r\n')
  const match = /^HTTP\/\d\.\d (\d{3})/.exec(statusLine)
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return {
    status: match ? Number(match[1]) : undefined,
    headers,
    body:
      headEnd === -1
        ? ''
        : headers['transfer-encoding'] === 'chunked'
          ? dechunk(text.slice(headEnd + 4))
          : text.slice(headEnd + 4),
    timedOut,
  }
}

/**
 * Sends `request` as raw bytes (latin1, so each char is one byte) over a new TCP connection to
 * 127.0.0.1:`port` and reads the first answer: its head, then (unless `headOnly`, or the request
 * is a HEAD) its body by Content-Length or chunked framing, or until the server closes. Nothing is
 * normalised on the way, so request lines and headers no HTTP client would send reach the server
 * as written.
 *
 * @example
 * ```ts
 * const answer = await sendRaw(port, 'TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
 * expect(answer.status).toBe(405)
 * ```
 */
export function sendRaw(
  port: number,
  request: string,
  options: { headOnly?: boolean; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const headOnly = options.headOnly === true || request.startsWith('HEAD ')
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = Buffer.alloc(0)
    let settled = false
    const settle = (timedOut: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(parseAnswer(received.toString('latin1'), timedOut))
    }
    const timer = setTimeout(() => settle(true), options.timeoutMs ?? 10_000)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const headEnd = received.indexOf('\r\n\r\n')
      if (headEnd === -1) return
      const head = received.subarray(0, headEnd).toString('latin1')
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)
      const complete = headOnly
        ? true
        : length
          ? received.length >= headEnd + 4 + Number(length[1])
          : /\r\ntransfer-encoding: *chunked/i.test(head) &&
            received.toString('latin1').endsWith('\r\n0\r\n\r\n')
      if (complete) settle(false)
    })
    socket.on('error', () => settle(false))
    socket.on('close', () => settle(false))
    socket.write(Buffer.from(request, 'latin1'))
  })
}

/**
 * Sends every request with {@link sendRaw} (reading each answer's head only), `concurrency`
 * connections at a time, and answers in the order of `requests`.
 *
 * @example
 * ```ts
 * const answers = await sendAllRaw(port, requests, 16)
 * ```
 */
export async function sendAllRaw(
  port: number,
  requests: readonly string[],
  concurrency = 16,
): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = new Array(requests.length)
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const index = next++
      answers[index] = await sendRaw(port, requests[index]!, { headOnly: true })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return answers
}
