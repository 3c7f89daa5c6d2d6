import type { PairingSource, PairingSourceState } from '@latch/core'
import { useEffect, useState } from 'react'

/**
 * The pairing connector's state, re-rendering on each change.
 *
 * @param source - The pairing connector.
 * @returns Its current state.
 * @example
 * ```tsx
 * const { uri } = usePairingState(source)
 * ```
 */
export function usePairingState(source: PairingSource): PairingSourceState {
  const [state, setState] = useState(() => source.getState())
  useEffect(() => {
    setState(source.getState())
    return source.subscribe(setState)
  }, [source])
  return state
}
