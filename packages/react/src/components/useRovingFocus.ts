import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

/**
 * The roving focus of a long list: one row is tabbable; arrow keys, Home, End, PageUp and PageDown
 * move it (by `pageSize` for a page) and focus the target row once it is rendered.
 *
 * @param count - How many rows the list has.
 * @param pageSize - Rows per page (PageUp/PageDown).
 * @returns The active row, the row refs to register, `setActive` (on focus) and the key handler.
 * @example
 * ```tsx
 * const roving = useRovingFocus(items.length, 20)
 * <button tabIndex={i === roving.active ? 0 : -1} onKeyDown={(e) => roving.onKeyDown(e, i)} />
 * ```
 */
export function useRovingFocus(count: number, pageSize: number) {
  const rowRefs = useRef(new Map<number, HTMLButtonElement>())
  const [active, setActive] = useState(0)
  const [pendingFocus, setPendingFocus] = useState<number | undefined>(undefined)

  useEffect(() => {
    if (pendingFocus === undefined) return
    const row = rowRefs.current.get(pendingFocus)
    if (row) {
      row.focus()
      row.scrollIntoView?.({ block: 'nearest' })
      setPendingFocus(undefined)
    }
  })

  const move = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index))
    setActive(target)
    setPendingFocus(target)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const jumps: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
      PageDown: index + pageSize,
      PageUp: index - pageSize,
    }
    const target = jumps[event.key]
    if (target === undefined) return
    event.preventDefault()
    move(target)
  }
  return { active, setActive, rowRefs, onKeyDown }
}
