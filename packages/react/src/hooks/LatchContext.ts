import type { Latch } from '@latch/core'
import { createContext } from 'react'

/**
 * React context holding the Latch instance given to {@link LatchProvider}.
 *
 * @example
 * ```tsx
 * const latch = useContext(LatchContext)
 * ```
 */
export const LatchContext = createContext<Latch | null>(null)
