import type { Latch } from '@latch/core'
import { useContext } from 'react'
import { LatchContext } from '../provider/LatchContext'

/**
 * The Latch instance of the nearest {@link LatchProvider}.
 *
 * @returns The instance.
 * @throws When used outside a `LatchProvider`.
 * @example
 * ```tsx
 * const latch = useLatchInstance()
 * latch.router.push('Networks')
 * ```
 */
export function useLatchInstance(): Latch {
  const latch = useContext(LatchContext)
  if (!latch) throw new Error('Latch hooks must be used inside <LatchProvider>')
  return latch
}
