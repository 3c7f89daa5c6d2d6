import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VIRTUAL_PAGE_SIZE, VirtualList } from './VirtualList'

afterEach(cleanup)

const wallets = Array.from({ length: 3000 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` }))

function List() {
  return (
    <VirtualList
      items={wallets}
      getKey={(w) => w.id}
      label="All wallets"
      renderItem={(w, row) => (
        <button type="button" {...row}>
          {w.name}
        </button>
      )}
    />
  )
}

describe('VirtualList (wallet list windowing)', () => {
  it('renders only the pages in view for thousands of wallets, the rest as sized placeholders', () => {
    render(<List />)
    const buttons = screen.getAllByRole('button')
    expect(buttons.length).toBeLessThanOrEqual(2 * VIRTUAL_PAGE_SIZE)
    expect(buttons[0]?.textContent).toBe('Wallet 0')
    const pages = document.querySelectorAll('[data-latch-page]')
    expect(pages).toHaveLength(3000 / VIRTUAL_PAGE_SIZE)
    expect(pages[pages.length - 1]?.getAttribute('data-rows')).toBe(String(VIRTUAL_PAGE_SIZE))
    expect(document.querySelector('[style]')).toBeNull()
  })

  it('arrow keys, End and Home move one roving focus across the whole list, rendering the target page', () => {
    render(<List />)
    const first = screen.getByRole('button', { name: 'Wallet 0' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('Wallet 1')
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(document.activeElement?.textContent).toBe('Wallet 2999')
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(1)
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })
    expect(document.activeElement?.textContent).toBe('Wallet 2998')
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(document.activeElement?.textContent).toBe('Wallet 0')
  })
})
