import '@latch/react/theme.css'
import { ConnectButton, LatchProvider } from '@latch/react'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { latch } from './latch'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <p data-react-version={version}>React {version}</p>
      <ConnectButton />
    </LatchProvider>
  </StrictMode>,
)
