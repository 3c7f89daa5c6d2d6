import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

/** The rows the plain dialog lists: as many as Latch's Connect view shows (five wallets and "All Wallets"). */
const ROWS = ['MetaMask', 'Coinbase Wallet', 'Rainbow', 'Trust Wallet', 'Zerion', 'All Wallets']

/**
 * The open benchmark's baseline: a plain React dialog with comparable content (a title and six
 * rows in a portal, focus moved in, Escape closes), styled by the same theme variables, with no
 * library behind it. It is what "React alone renders a dialog" means in scripts/bench-open.ts.
 *
 * @example
 * ```tsx
 * <ReactDialog />
 * ```
 */
export function ReactDialog() {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    dialogRef.current?.querySelector('button')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  return (
    <>
      <button type="button" data-bench-react-button="" onClick={() => setOpen(true)}>
        Open React dialog
      </button>
      {open
        ? createPortal(
            <div data-latch-overlay="" data-state="open">
              <div data-latch-backdrop="" aria-hidden="true" onPointerDown={() => setOpen(false)} />
              <div
                ref={dialogRef}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                data-bench-react-dialog=""
                data-latch-dialog=""
                data-state="open"
              >
                <div data-latch-modal="">
                  <h2 id={titleId} data-bench-title="">
                    Connect Wallet
                  </h2>
                  <ul data-bench-list="">
                    {ROWS.map((name) => (
                      <li key={name}>
                        <button type="button" onClick={() => setOpen(false)}>
                          <span aria-hidden="true">{name.slice(0, 1)}</span>
                          <span>{name}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                  <button type="button" onClick={() => setOpen(false)}>
                    Close
                  </button>
                </div>
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
