/**
 * Keeps the modal's frame exactly as tall as its content, so the theme can animate the frame's
 * `height` (SPEC §2: 150 ms) whenever a view change or a loaded list changes the content's height.
 * A `ResizeObserver` measures the content's border box; its callback runs after layout and before
 * paint, so the new explicit height lands in the same frame as the new content: the content itself
 * never moves, only the frame's edge glides (the frame clips while it catches up). The first
 * measurement sets the height without a change to animate. While the height animates the frame
 * carries `data-resizing` (cleared by its `transitionend`; never set under reduced motion, where
 * nothing animates). The height is written through the CSS object model (`element.style.height`),
 * which a strict Content-Security-Policy allows (it blocks `style` attributes in markup, not CSSOM
 * writes). The duration comes from the theme (`--latch-modal-height-duration`, 0 ms under
 * `prefers-reduced-motion: reduce`).
 *
 * @param frame - The element whose height is set (the theme gives it the height transition).
 * @param content - The element measured.
 * @returns Stops observing and gives the frame its natural height back.
 * @example
 * ```ts
 * const stop = observeModalHeight(frameElement, contentElement)
 * // later
 * stop()
 * ```
 */
export function observeModalHeight(frame: HTMLElement, content: HTMLElement): () => void {
  const view = frame.ownerDocument.defaultView
  const Observer = view?.ResizeObserver
  if (!Observer) return () => {}
  // with no animation there is no transitionend to end the resize: do not start one
  const still = () => view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  let current: number | undefined
  const observer = new Observer((entries) => {
    const entry = entries[entries.length - 1]
    if (!entry) return
    const box = entry.borderBoxSize?.[0]
    const height = Math.ceil(box ? box.blockSize : content.getBoundingClientRect().height)
    if (height === current) return
    const first = current === undefined
    current = height
    frame.toggleAttribute('data-resizing', !first && !still())
    frame.style.height = `${height}px`
  })
  const settled = (event: TransitionEvent) => {
    if (event.target === frame && event.propertyName === 'height') frame.removeAttribute('data-resizing')
  }
  frame.addEventListener('transitionend', settled)
  observer.observe(content)
  return () => {
    observer.disconnect()
    frame.removeEventListener('transitionend', settled)
    frame.style.removeProperty('height')
    frame.removeAttribute('data-resizing')
  }
}
