import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_SOURCE: string = (require('axe-core') as { source: string }).source

/** One axe-core violation, reduced to what a failing test should print. */
export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Runs axe-core (WCAG 2.x A and AA rules and best practices) on the open Latch dialog. axe is
 * evaluated through the DevTools protocol, so the demo's strict CSP stays on.
 *
 * @param page - A page with the modal open.
 * @returns The violations (empty when none).
 * @example
 * ```ts
 * expect(await axeDialog(page)).toEqual([])
 * ```
 */
export async function axeDialog(page: Page): Promise<AxeViolation[]> {
  // once per document: a screenshot suite runs axe on dozens of views of the same page
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe
    const result = (await axe.run(
      { include: [['[role="dialog"]']] },
      {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      },
    )) as { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  })
}
