/** One message the frame posted to its parent, and the target origin it named. */
export type Posted = {
  message: { id: string; method: string; params: unknown; env: unknown }
  target: string
}

/**
 * A frame and its parent as two windows: the frame's `message` events carry the window that sent
 * them as `source`, as a browser's do. `answer` decides what the parent replies to each request.
 *
 * @param answer - The parent's reply to a request (undefined: no reply).
 * @returns The frame's window, its parent, what was posted, and `deliver` to send a message as any window.
 * @example
 * ```ts
 * const { win, posted } = framedPage((m) => ({ id: m.id, success: true, data: info }))
 * ```
 */
export function framedPage(answer?: (message: Posted['message']) => unknown) {
  const frame = new EventTarget() as EventTarget & { parent?: unknown }
  const posted: Posted[] = []
  const deliver = (source: unknown, data: unknown) => {
    const event = new Event('message')
    Object.defineProperties(event, { data: { value: data }, source: { value: source } })
    frame.dispatchEvent(event)
  }
  const parent = {
    postMessage(message: Posted['message'], target: string) {
      posted.push({ message, target })
      if (!answer) return
      const reply = answer(message)
      if (reply !== undefined) setTimeout(() => deliver(parent, reply), 1)
    },
  }
  frame.parent = parent
  return { win: frame as unknown as Window, parent, posted, deliver }
}
