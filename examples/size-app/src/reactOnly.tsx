import { createRoot } from 'react-dom/client'

// Baseline for the size budget: the same React entry with no Latch, so React's share of the size
// app's initial JavaScript can be subtracted.
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <button type="button" onClick={() => root.setAttribute('data-clicked', '')}>
      Connect Wallet
    </button>,
  )
}
