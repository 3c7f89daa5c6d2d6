import type { Latch } from '@latch/core'
import type { ReactNode } from 'react'
import { LatchContext } from '../hooks/LatchContext'
import { LatchModal } from '../modal/LatchModal'
import { LatchMount } from './LatchMount'

/**
 * Props of {@link LatchProvider}.
 *
 * @example
 * ```tsx
 * <LatchProvider latch={latch}><App /></LatchProvider>
 * ```
 */
export type LatchProviderProps = {
  /** The instance from `createLatch()`. */
  latch: Latch
  /** Render the modal after `children`. Default true; pass false to place `<LatchModal />` yourself. */
  modal?: boolean
  children?: ReactNode
}

/**
 * Makes a Latch instance available to the hooks and views, and mounts it on the client
 * (`latch.mount()` in a layout effect that runs before the children's: adapters start discovery,
 * connections are restored, and a reload never paints "disconnected"). SSR-safe: nothing runs on the server.
 *
 * @example
 * ```tsx
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet] })
 * createRoot(root).render(<LatchProvider latch={latch}><App /></LatchProvider>)
 * ```
 */
export function LatchProvider({ latch, modal = true, children }: LatchProviderProps) {
  return (
    <LatchContext.Provider value={latch}>
      <LatchMount latch={latch} />
      {children}
      {modal ? <LatchModal /> : null}
    </LatchContext.Provider>
  )
}
