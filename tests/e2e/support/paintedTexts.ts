import type { Page } from 'playwright-core'

/**
 * Records, from the first frame of each next load of `page`, the text of `selector` in every
 * painted frame (a requestAnimationFrame callback runs right before each paint), each change once.
 * The DOM can show a text before the frame that paints it: the returned function waits until a
 * painted frame has shown `last`, then gives every text painted since the load.
 *
 * @param page - The page; what it records starts with its next navigation or reload.
 * @param selector - The element whose text is sampled.
 * @returns `painted(last)`: the texts painted since the load, once `last` has been painted.
 * @example
 * ```ts
 * const painted = await recordPaintedTexts(page, '[data-demo-status]')
 * await page.reload()
 * expect(await painted('connected')).not.toContain('disconnected')
 * ```
 */
export async function recordPaintedTexts(
  page: Page,
  selector: string,
): Promise<(last: string) => Promise<string[]>> {
  await page.addInitScript((sampled) => {
    const seen: string[] = []
    ;(window as unknown as { __paintedTexts: string[] }).__paintedTexts = seen
    const sample = () => {
      const text = document.querySelector(sampled)?.textContent
      if (text && seen[seen.length - 1] !== text) seen.push(text)
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  }, selector)
  return async (last) => {
    await page.waitForFunction(
      (text) => (window as unknown as { __paintedTexts: string[] }).__paintedTexts.at(-1) === text,
      last,
    )
    return page.evaluate(() => (window as unknown as { __paintedTexts: string[] }).__paintedTexts)
  }
}
