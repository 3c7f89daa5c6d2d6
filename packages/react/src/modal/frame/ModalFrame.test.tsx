import { createLatch, type Latch } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'

/**
 * happy-dom lays nothing out, so its ResizeObserver never reports: this one stands in for the
 * browser's, reporting the border-box height a test gives it, as Chromium does after layout.
 */
class ReportingResizeObserver {
  static live = new Set<ReportingResizeObserver>()
  readonly targets = new Set<Element>()
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target)
    ReportingResizeObserver.live.add(this)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
    ReportingResizeObserver.live.delete(this)
  }
  static report(target: Element, blockSize: number) {
    for (const observer of ReportingResizeObserver.live)
      if (observer.targets.has(target)) {
        const entry = {
          target,
          borderBoxSize: [{ blockSize, inlineSize: 360 }],
        } as unknown as ResizeObserverEntry
        observer.callback([entry], observer as unknown as ResizeObserver)
      }
  }
}

/** happy-dom's own viewport control: its matchMedia answers for this width. */
const setViewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height })

const original = window.ResizeObserver
beforeEach(() => {
  window.ResizeObserver = ReportingResizeObserver as unknown as typeof ResizeObserver
  setViewport(1280, 800)
})
afterEach(() => {
  cleanup()
  window.ResizeObserver = original
  ReportingResizeObserver.live.clear()
})

function app() {
  const latch = createLatch({
    adapters: [
      createMemoryAdapter({ namespace: 'eip155', connectors: [testConnector('eip155', 'io.metamask')] })
        .adapter,
    ],
    networks: [testNetworks.ethereum],
  })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  return latch
}

async function open(latch: Latch) {
  await act(async () => {
    await latch.ready()
    await latch.open()
  })
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const frame = dialog.querySelector<HTMLElement>('[data-latch-frame]')
  const content = dialog.querySelector<HTMLElement>('[data-latch-modal]')
  if (!frame || !content) throw new Error('no modal frame')
  return { dialog, frame, content }
}

describe('modal height (SPEC §2: the modal height animates over 150 ms)', () => {
  it('the frame takes its content’s measured height on open, without a change to animate', async () => {
    const { frame, content } = await open(app())
    expect(frame.contains(content)).toBe(true)
    act(() => ReportingResizeObserver.report(content, 412.4))
    expect(frame.style.height).toBe('413px')
    expect(frame.hasAttribute('data-resizing')).toBe(false)
  })

  it('a view change that changes the content height sets the new explicit height, resizing until the height transition ends', async () => {
    const latch = app()
    const { frame, content } = await open(latch)
    act(() => ReportingResizeObserver.report(content, 300))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    })
    await screen.findByRole('heading', { name: 'All Wallets' })
    // the same content element stays observed: the view changes inside it
    expect(frame.querySelector('[data-latch-modal]')).toBe(content)
    act(() => ReportingResizeObserver.report(content, 520))
    expect(frame.style.height).toBe('520px')
    expect(frame.hasAttribute('data-resizing')).toBe(true)
    // a transition of another property, or of a child, does not end the resize
    fireEvent(
      frame,
      Object.assign(new Event('transitionend', { bubbles: true }), { propertyName: 'opacity' }),
    )
    fireEvent(
      content,
      Object.assign(new Event('transitionend', { bubbles: true }), { propertyName: 'height' }),
    )
    expect(frame.hasAttribute('data-resizing')).toBe(true)
    fireEvent(frame, Object.assign(new Event('transitionend', { bubbles: true }), { propertyName: 'height' }))
    expect(frame.hasAttribute('data-resizing')).toBe(false)
    // an unchanged height (a re-render of the same size) sets nothing new
    act(() => ReportingResizeObserver.report(content, 520))
    expect(frame.hasAttribute('data-resizing')).toBe(false)
  })

  it('under prefers-reduced-motion the height still follows the content, with no resize to wait for', async () => {
    const settings = (
      window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }
    ).happyDOM.settings.device
    settings.prefersReducedMotion = 'reduce'
    try {
      const { frame, content } = await open(app())
      act(() => ReportingResizeObserver.report(content, 300))
      act(() => ReportingResizeObserver.report(content, 480))
      expect(frame.style.height).toBe('480px')
      expect(frame.hasAttribute('data-resizing')).toBe(false)
    } finally {
      settings.prefersReducedMotion = 'no-preference'
    }
  })

  it('closing stops measuring: no observer is left behind', async () => {
    const latch = app()
    const { content } = await open(latch)
    expect(ReportingResizeObserver.live.size).toBe(1)
    await act(async () => {
      latch.close()
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect([...ReportingResizeObserver.live].some((o) => o.targets.has(content))).toBe(false)
  })
})

describe('modal layout: a bottom sheet on narrow screens', () => {
  it('at 1280 px the modal is a centred card; under 600 px (390 px) a bottom sheet', async () => {
    const latch = app()
    const { frame } = await open(latch)
    expect(frame.getAttribute('data-layout')).toBe('card')
    act(() => setViewport(390, 844))
    expect(frame.getAttribute('data-layout')).toBe('sheet')
    act(() => setViewport(600, 844))
    expect(frame.getAttribute('data-layout')).toBe('card')
  })

  it('a modal opened on a phone is a sheet from its first frame', async () => {
    setViewport(390, 844)
    const { frame } = await open(app())
    expect(frame.getAttribute('data-layout')).toBe('sheet')
  })
})
