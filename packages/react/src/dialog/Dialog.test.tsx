import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog, type DialogCloseReason } from './Dialog'

afterEach(cleanup)

function Harness(props: { veto?: boolean; onClose?: (reason?: DialogCloseReason) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect
      </button>
      <Dialog
        open={open}
        onOpenChange={(next, reason) => {
          setOpen(next)
          props.onClose?.(reason)
        }}
        onCloseRequest={() => (props.veto ? false : undefined)}
      >
        {({ titleId, requestClose }) => (
          <>
            <h2 id={titleId} data-latch-title="" tabIndex={-1}>
              Connect Wallet
            </h2>
            <button type="button">First</button>
            <button type="button" onClick={requestClose}>
              Close
            </button>
          </>
        )}
      </Dialog>
    </>
  )
}

/** A dialog whose Switch button goes away once used, as a row's Switch does once the row is the active one. */
function SwitchHarness() {
  const [switched, setSwitched] = useState(false)
  return (
    <Dialog open onOpenChange={() => undefined}>
      {({ titleId }) => (
        <>
          <h2 id={titleId} data-latch-title="" tabIndex={-1}>
            Wallets
          </h2>
          {switched ? (
            <span>Active</span>
          ) : (
            <button type="button" onClick={() => setSwitched(true)}>
              Switch
            </button>
          )}
        </>
      )}
    </Dialog>
  )
}

function openDialog() {
  const trigger = screen.getByRole('button', { name: 'Connect' })
  trigger.focus()
  fireEvent.click(trigger)
  return trigger
}

describe('Dialog (WAI-ARIA modal dialog)', () => {
  it('is a modal dialog labelled by its title, open in data-state, rendered in a portal on body', () => {
    const { container } = render(<Harness />)
    openDialog()
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('data-state')).toBe('open')
    expect(container.contains(dialog)).toBe(false)
    expect(document.body.contains(dialog)).toBe(true)
  })

  it('moves focus to its heading on open (not to a button, so Enter cannot close it) and returns it to the trigger on close', () => {
    render(<Harness />)
    const trigger = openDialog()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connect Wallet' }))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('makes the page behind inert while open, and live again (focus back on the trigger) once closed', () => {
    const { container } = render(<Harness />)
    const outside = document.createElement('nav')
    outside.innerHTML = '<button type="button">Page link</button>'
    document.body.appendChild(outside)
    const trigger = openDialog()
    expect(container.hasAttribute('inert')).toBe(true)
    expect(outside.hasAttribute('inert')).toBe(true)
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(container.hasAttribute('inert')).toBe(false)
    expect(outside.hasAttribute('inert')).toBe(false)
    expect(document.activeElement).toBe(trigger)
    outside.remove()
  })

  it('leaves alone what was inert before and never makes another open dialog inert', () => {
    const already = document.createElement('aside')
    already.setAttribute('inert', '')
    document.body.appendChild(already)
    render(
      <>
        <Dialog defaultOpen>{({ titleId }) => <h2 id={titleId}>Lower</h2>}</Dialog>
        <Dialog defaultOpen>{({ titleId }) => <h2 id={titleId}>Upper</h2>}</Dialog>
      </>,
    )
    expect(screen.getByRole('dialog', { name: 'Lower' }).closest('[inert]')).toBeNull()
    cleanup()
    expect(already.hasAttribute('inert')).toBe(true)
    already.remove()
  })

  it('traps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />)
    openDialog()
    const first = screen.getByRole('button', { name: 'First' })
    const last = screen.getByRole('button', { name: 'Close' })
    last.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('closes on Escape and on an outside click, reporting the reason', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    openDialog()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenLastCalledWith('escape')
    openDialog()
    const backdrop = document.querySelector('[data-latch-backdrop]')!
    fireEvent.pointerDown(backdrop)
    expect(onClose).toHaveBeenLastCalledWith('outside')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a vetoed close (Escape or outside click) keeps the dialog open', () => {
    render(<Harness veto />)
    openDialog()
    fireEvent.keyDown(document, { key: 'Escape' })
    fireEvent.pointerDown(document.querySelector('[data-latch-backdrop]')!)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('locks page scroll while open and always restores it, also when unmounted while open', () => {
    const { unmount } = render(<Harness />)
    openDialog()
    expect(document.documentElement.hasAttribute('data-latch-scroll-lock')).toBe(true)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.documentElement.hasAttribute('data-latch-scroll-lock')).toBe(false)
    openDialog()
    unmount()
    expect(document.documentElement.hasAttribute('data-latch-scroll-lock')).toBe(false)
  })

  it('only the top layer closes on Escape when two dialogs are open', () => {
    const closed: string[] = []
    render(
      <>
        <Dialog defaultOpen onOpenChange={() => closed.push('lower')}>
          {({ titleId }) => <h2 id={titleId}>Lower</h2>}
        </Dialog>
        <Dialog defaultOpen onOpenChange={() => closed.push('upper')}>
          {({ titleId }) => <h2 id={titleId}>Upper</h2>}
        </Dialog>
      </>,
    )
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(closed).toEqual(['upper'])
    expect(screen.getByRole('dialog', { name: 'Lower' })).toBeTruthy()
  })

  it('uncontrolled dialogs close themselves; embedded dialogs render inline without trapping', () => {
    const { container } = render(
      <Dialog defaultOpen embedded>
        {({ titleId }) => <h2 id={titleId}>Inline</h2>}
      </Dialog>,
    )
    // a labelled group, not a region landmark that would share its name with the page's own
    const inline = screen.getByRole('group', { name: 'Inline' })
    expect(screen.queryByRole('region')).toBeNull()
    expect(container.contains(inline)).toBe(true)
    expect(document.documentElement.hasAttribute('data-latch-scroll-lock')).toBe(false)
  })

  it('sets data-shake while shaking', () => {
    render(
      <Dialog open shake>
        {({ titleId }) => <h2 id={titleId}>Sign In</h2>}
      </Dialog>,
    )
    expect(screen.getByRole('dialog').hasAttribute('data-shake')).toBe(true)
  })

  it('takes focus back to the heading when a change inside removes the focused button, never leaving it on the body', async () => {
    render(<SwitchHarness />)
    const button = screen.getByRole('button', { name: 'Switch' })
    button.focus()
    fireEvent.click(button)
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Switch' })).toBeNull())
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Wallets' })),
    )
  })
})
