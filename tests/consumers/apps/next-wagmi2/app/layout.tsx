import '@latch/react/theme.css'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'wagmi'
import { config } from '../wagmi'
import { Providers } from './providers'

export const metadata = { title: 'Latch with wagmi 2 on Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // wagmi's SSR set-up: the visitor's cookie is wagmi's initial state for the server render.
  const initialState = cookieToInitialState(config, (await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
