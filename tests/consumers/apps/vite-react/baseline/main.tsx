// The same page without Latch: React and a button. Its initial JS is React's share of the app's.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

function Button() {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Clicked {clicks}
    </button>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <StrictMode>
    <Button />
  </StrictMode>,
)
