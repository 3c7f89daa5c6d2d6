'use client'

import { ConnectButton, LatchProvider } from '@latch/react'
import { useEffect, useState } from 'react'
import { latch } from './latch'

/** The wallet corner of the page: Latch's provider and its connect button. */
export function Wallet() {
  // Set only in the browser, after hydration: tells a test the page is interactive.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <LatchProvider latch={latch}>
      <ConnectButton />
      <output data-hydrated={hydrated ? 'yes' : 'no'} />
    </LatchProvider>
  )
}
