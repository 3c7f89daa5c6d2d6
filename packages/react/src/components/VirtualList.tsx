import { type KeyboardEvent, type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from 'react'
import { useRovingFocus } from './useRovingFocus'

/** Rows per page: the unit of windowing. theme.css sizes a placeholder page by its `data-rows`. */
export const VIRTUAL_PAGE_SIZE = 20

/**
 * What {@link VirtualList} hands each rendered row: roving tabindex, the ref and key handling that
 * make arrow keys move across the whole list.
 *
 * @example
 * ```tsx
 * renderItem={(wallet, rowProps) => <button type="button" {...rowProps}>{wallet.name}</button>}
 * ```
 */
export type VirtualRowProps = {
  tabIndex: 0 | -1
  ref: Ref<HTMLButtonElement>
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onFocus: () => void
  'data-latch-row': number
}

/**
 * Props of {@link VirtualList}.
 *
 * @example
 * ```tsx
 * <VirtualList items={wallets} getKey={(w) => w.id} label="Wallets" renderItem={...} />
 * ```
 */
export type VirtualListProps<T> = {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T, rowProps: VirtualRowProps) => ReactNode
  /** Accessible name of the list. */
  label: string
  /** Called when the last page scrolls into view (infinite paging). */
  onEndReached?: (() => void) | undefined
}

function pagesInView(scroller: HTMLElement): [number, number] {
  const first = scroller.querySelector<HTMLElement>('[data-latch-page]')
  const pageHeight = first?.offsetHeight ?? 0
  if (pageHeight <= 0) return [0, 0]
  const top = Math.floor(scroller.scrollTop / pageHeight)
  const bottom = Math.floor((scroller.scrollTop + scroller.clientHeight) / pageHeight)
  return [Math.max(0, top - 1), bottom + 1]
}

/**
 * A windowed list for thousands of rows with no inline styles: rows are grouped in pages of
 * `VIRTUAL_PAGE_SIZE`; pages out of view render as empty placeholders whose height the theme
 * derives from their `data-rows` (rows have a fixed CSS height). Arrow keys, Home and End move a
 * roving focus across the whole list, rendering the target page on demand.
 *
 * @example
 * ```tsx
 * <VirtualList items={wallets} getKey={(w) => w.id} label="All wallets"
 *   renderItem={(w, row) => <button type="button" {...row}>{w.name}</button>} />
 * ```
 */
export function VirtualList<T>({ items, getKey, renderItem, label, onEndReached }: VirtualListProps<T>) {
  const scrollerRef = useRef<HTMLDivElement>(null)
  const [range, setRange] = useState<[number, number]>([0, 1])
  const { active, setActive, rowRefs, onKeyDown } = useRovingFocus(items.length, VIRTUAL_PAGE_SIZE)
  const pageCount = Math.ceil(items.length / VIRTUAL_PAGE_SIZE)

  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const next = pagesInView(scroller)
    setRange((current) => (current[0] === next[0] && current[1] === next[1] ? current : next))
  }, [])

  useEffect(() => {
    if (pageCount > 0 && range[1] >= pageCount - 1) onEndReached?.()
  }, [range, pageCount, onEndReached])

  const focusPage = Math.floor(active / VIRTUAL_PAGE_SIZE)
  const pages = []
  for (let page = 0; page < pageCount; page++) {
    const start = page * VIRTUAL_PAGE_SIZE
    const slice = items.slice(start, start + VIRTUAL_PAGE_SIZE)
    const rendered = (page >= range[0] && page <= range[1]) || page === focusPage
    pages.push(
      <div
        key={page}
        data-latch-page={page}
        data-rows={slice.length}
        data-rendered={rendered ? '' : undefined}
      >
        {rendered
          ? slice.map((item, offset) => {
              const index = start + offset
              return (
                <div key={getKey(item)} data-latch-virtual-row="">
                  {renderItem(item, {
                    tabIndex: index === active ? 0 : -1,
                    ref: (el: HTMLButtonElement | null) => {
                      if (el) rowRefs.current.set(index, el)
                      else rowRefs.current.delete(index)
                    },
                    onKeyDown: (event) => onKeyDown(event, index),
                    onFocus: () => setActive(index),
                    'data-latch-row': index,
                  })}
                </div>
              )
            })
          : null}
      </div>,
    )
  }
  return (
    <section ref={scrollerRef} data-latch-virtual-list="" aria-label={label} onScroll={onScroll}>
      {pages}
    </section>
  )
}
