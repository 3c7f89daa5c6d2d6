import { isWbipProvider, type WbipProvider } from '../request/WbipProvider'
import { resolveProviderPath } from './resolveProviderPath'

type FrameWindow = {
  parent?: unknown
  addEventListener?: (type: 'message', listener: (event: MessageEvent) => void) => void
  removeEventListener?: (type: 'message', listener: (event: MessageEvent) => void) => void
}

type ParentWindow = { postMessage(message: unknown, targetOrigin: string): void }

/**
 * Finds a wallet provider that lives in the parent frame, for apps that run inside a wallet's
 * iframe (Asigna's multisig app embeds dapps this way). Two ways, in order:
 * 1. the parent is same-origin and exposes the provider at `path`: use it directly;
 * 2. `parentOrigin` is given: a bridge that sends each request to the parent with `postMessage`
 *    (`{ type: 'wbip:request', id, method, params }`, only to that origin) and resolves on the
 *    matching `{ type: 'wbip:response', id, result | error }` from that origin.
 * Outside an iframe (or with neither available) it returns `undefined`.
 *
 * @param win - The app's window.
 * @param path - Provider path, e.g. `'AsignaProvider'`.
 * @param parentOrigin - Exact origin of the wallet's frame, for the bridge.
 * @returns A provider, or `undefined`.
 * @example
 * ```ts
 * const asigna = findParentFrameProvider(window, 'AsignaProvider', 'https://stx.asigna.io')
 * ```
 */
export function findParentFrameProvider(
  win: unknown,
  path: string,
  parentOrigin?: string,
): WbipProvider | undefined {
  if (typeof win !== 'object' || win === null) return undefined
  const frame = win as FrameWindow
  const parent = frame.parent
  if (!parent || parent === win) return undefined
  const direct = resolveProviderPath(parent, path)
  if (isWbipProvider(direct)) return direct
  if (!parentOrigin || !frame.addEventListener || !frame.removeEventListener) return undefined
  const add = frame.addEventListener.bind(win)
  const remove = frame.removeEventListener.bind(win)
  let counter = 0
  return {
    request(method: string, params?: unknown): Promise<unknown> {
      const id = `latch-${Date.now().toString(36)}-${(counter++).toString(36)}`
      return new Promise((resolve, reject) => {
        const onMessage = (event: MessageEvent) => {
          const data = event.data as {
            type?: unknown
            id?: unknown
            result?: unknown
            error?: unknown
          } | null
          if (event.origin !== parentOrigin || event.source !== parent) return
          if (data?.type !== 'wbip:response' || data.id !== id) return
          remove('message', onMessage)
          if (data.error !== undefined) reject(data.error)
          else resolve(data.result)
        }
        add('message', onMessage)
        ;(parent as ParentWindow).postMessage({ type: 'wbip:request', id, method, params }, parentOrigin)
      })
    },
  }
}
