import { readFileSync } from 'node:fs'
import path from 'node:path'
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findView, renderAccountApp } from '../views/account/testing/renderAccountApp'

/** The theme as shipped (theme.css with the files it imports inlined), applied to the test page. */
function applyTheme(): void {
  const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8')
  const theme = read('theme.css').replace(/@import\s+"\.\/([\w.]+)";/g, (_, file: string) => read(file))
  const style = document.createElement('style')
  style.textContent = theme
  document.head.append(style)
}

/** Every element of the dialog that cuts its text (an ellipsis or a line clamp). */
function truncating(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('*')].filter((el) => {
    const style = getComputedStyle(el)
    const clamp = style.getPropertyValue('-webkit-line-clamp') || style.getPropertyValue('line-clamp')
    return style.textOverflow === 'ellipsis' || (clamp !== '' && clamp !== 'none')
  })
}

beforeEach(applyTheme)
afterEach(() => {
  cleanup()
  for (const style of document.head.querySelectorAll('style')) style.remove()
})

describe('text in every script (the theme in the page)', () => {
  it('in an Arabic modal, every element that cuts text lays it out in its own direction, so a Latin name keeps its start; names sit on the right', async () => {
    const { latch } = await renderAccountApp({ i18n: { locale: 'ar' } })
    const dialog = await screen.findByRole('dialog')
    const checked = new Set<string>()
    const check = () => {
      const cut = truncating(dialog)
      for (const el of cut) {
        const name =
          [...el.attributes].map((a) => a.name).find((n) => n.startsWith('data-latch-')) ?? el.tagName
        checked.add(name)
        expect(getComputedStyle(el).unicodeBidi, name).toBe('plaintext')
      }
    }
    check()
    const name = dialog.querySelector<HTMLElement>('[data-latch-wallet-name]')
    expect(name?.textContent).toContain('Wallet test-wallet')
    expect(getComputedStyle(name!).textAlign).toBe('right')
    await act(() => latch.router.push('ProfileWallets'))
    await findView('ProfileWallets')
    check()
    const profileName = dialog.querySelector<HTMLElement>('[data-latch-profile-wallet-name]')
    expect(profileName?.textContent).toBe('Wallet test-wallet')
    expect(getComputedStyle(profileName!).unicodeBidi).toBe('plaintext')
    // the title, the wallet names: the places a name is cut were all seen
    expect([...checked]).toEqual(
      expect.arrayContaining([
        'data-latch-title',
        'data-latch-wallet-name',
        'data-latch-profile-wallet-name',
      ]),
    )
    // "Disconnect …" wraps rather than losing the name it acts on
    const disconnect = dialog.querySelector<HTMLElement>('[data-latch-disconnect]')
    expect(getComputedStyle(disconnect!).textOverflow).not.toBe('ellipsis')
  })

  it('in an English modal the same names sit on the left, as before', async () => {
    await renderAccountApp()
    const dialog = await screen.findByRole('dialog')
    const name = dialog.querySelector<HTMLElement>('[data-latch-wallet-name]')
    expect(getComputedStyle(name!).textAlign).toBe('left')
  })
})
