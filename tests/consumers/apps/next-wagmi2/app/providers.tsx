'use client'

import { LatchProvider } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { config, latch } from '../wagmi'

const queryClient = new QueryClient()

// RainbowKitProvider became LatchProvider; WagmiProvider and QueryClientProvider are unchanged.
export function Providers({ children, initialState }: { children: ReactNode; initialState?: State }) {
  return (
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch}>{children}</LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
