import { type RefObject, useLayoutEffect } from 'react'
import { observeModalHeight } from './observeModalHeight'

/**
 * Keeps `frame` as tall as `content` while `active` ({@link observeModalHeight}), so the theme
 * animates the modal's height.
 *
 * @param frame - The frame element's ref.
 * @param content - The content element's ref.
 * @param active - Whether the elements are mounted (the modal is shown).
 * @example
 * ```tsx
 * useModalHeight(frameRef, contentRef, open)
 * ```
 */
export function useModalHeight(
  frame: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useLayoutEffect(() => {
    if (!active || !frame.current || !content.current) return
    return observeModalHeight(frame.current, content.current)
  }, [frame, content, active])
}
