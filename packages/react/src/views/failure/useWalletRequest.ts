import { useEffect, useRef, useState } from 'react'

/**
 * Runs a wallet request once per attempt (the first as soon as `request` is given, the next on
 * `retry`), and keeps what it threw, for a view that waits on the wallet and offers "Try again".
 *
 * @param request - Starts the request; `undefined` while the view has nothing to ask for yet.
 * @returns `failure` (what the last attempt threw, none while it runs) and `retry`.
 * @example
 * ```tsx
 * const { failure, retry } = useWalletRequest(network ? () => latch.chains.switchNow(network.caipNetworkId) : undefined)
 * ```
 */
export function useWalletRequest(request: (() => Promise<unknown>) | undefined): {
  failure: { cause: unknown } | undefined
  retry: () => void
} {
  const [attempt, setAttempt] = useState(0)
  // what the request threw: described at render, in the modal's current language
  const [failure, setFailure] = useState<{ cause: unknown } | undefined>(undefined)
  const started = useRef(-1)
  useEffect(() => {
    if (!request || started.current === attempt) return
    started.current = attempt
    setFailure(undefined)
    request().catch((cause: unknown) => setFailure({ cause }))
  }, [request, attempt])
  return { failure, retry: () => setAttempt((n) => n + 1) }
}
