import { type Latch, ValidationError } from '@latch/core'
import { useContext } from 'react'
import { REACT_MESSAGES } from '../errors/reactMessages'
import { LatchContext } from './LatchContext'

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
  if (!latch) throw new ValidationError(REACT_MESSAGES.noProvider, { code: 'NO_LATCH_PROVIDER' })
  return latch
}
