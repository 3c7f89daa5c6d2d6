import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CONSTANTS } from '@latch/core'
import { describe, expect, it } from 'vitest'

const css = readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selectors, body]) => ({
  selectors: (selectors ?? '').split(',').map((s) => s.trim()),
  body: body ?? '',
}))

/** The value of `property` in the rule for `selector`, with every `var(--latch-…)` resolved from `:root`-level declarations. */
function resolved(selector: string, property: string): string {
  const rule = rules.find(
    (r) => r.selectors.includes(selector) && new RegExp(`(^|;)\\s*${property}\\s*:`).test(r.body),
  )
  const value = rule?.body.match(new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`))?.[1]?.trim()
  if (value === undefined) throw new Error(`no ${property} for ${selector}`)
  return value.replace(/var\((--latch-[\w-]+)\)/g, (_, name: string) => {
    const declared = css.match(new RegExp(`${name}\\s*:\\s*([^;]+);`))?.[1]?.trim()
    if (declared === undefined) throw new Error(`${name} is not declared`)
    return declared
  })
}

describe('theme.css applies the SPEC §2 display figures (the values CONSTANTS holds)', () => {
  it('the overlay stacks at z-index 999', () => {
    expect(resolved('[data-latch-overlay]', 'z-index')).toBe(String(CONSTANTS.defaultZIndex))
    expect(CONSTANTS.defaultZIndex).toBe(999)
  })

  it('the header text animates for 120 ms on a view change', () => {
    const animation = resolved('[data-latch-modal][data-transition] [data-latch-title]', 'animation')
    expect(animation.split(/\s+/)[1]).toBe(`${CONSTANTS.headerTextAnimationMs}ms`)
    expect(CONSTANTS.headerTextAnimationMs).toBe(120)
  })

  it('the view slides for 150 ms in both directions', () => {
    for (const direction of ['next', 'prev']) {
      const animation = resolved(`[data-latch-body][data-transition="${direction}"]`, 'animation')
      expect(animation.split(/\s+/)[1], direction).toBe(`${CONSTANTS.viewTransitionMs}ms`)
    }
    expect(CONSTANTS.viewTransitionMs).toBe(150)
  })

  it('the modal height animates over 150 ms', () => {
    expect(resolved('[data-latch-frame]', 'transition').split(/\s+/).slice(0, 2)).toEqual([
      'height',
      `${CONSTANTS.modalHeightAnimationMs}ms`,
    ])
    expect(CONSTANTS.modalHeightAnimationMs).toBe(150)
  })

  it('the card is 360px wide (narrower only on a narrower screen)', () => {
    expect(resolved('[data-latch-dialog]', 'width')).toBe(`min(${CONSTANTS.modalWidthPx}px, 100%)`)
    expect(CONSTANTS.modalWidthPx).toBe(360)
  })
})
