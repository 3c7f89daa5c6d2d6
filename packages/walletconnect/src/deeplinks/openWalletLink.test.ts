import { MESSAGES, ValidationError } from '@latch/core/kit'
import { describe, expect, it } from 'vitest'
import { openWalletLink } from './openWalletLink'

describe('openWalletLink', () => {
  it('opens the link in its target without giving the wallet page a reference to the app', () => {
    const opened: unknown[][] = []
    const win = {
      open: (...args: unknown[]) => {
        opened.push(args)
        return null
      },
    }
    expect(openWalletLink({ href: 'rainbow://wc?uri=x', target: '_self' }, win)).toBe(true)
    expect(opened).toEqual([['rainbow://wc?uri=x', '_self', 'noreferrer noopener']])
  })

  it('does nothing on the server, where there is no window', () => {
    expect(openWalletLink({ href: 'https://w.example/wc?uri=x', target: '_blank' }, undefined)).toBe(false)
  })

  it('refuses a javascript:, data: or file: href with a typed error before any window opens', () => {
    const opened: unknown[] = []
    const win = {
      open: (...args: unknown[]) => {
        opened.push(args)
        return null
      },
    }
    for (const href of [
      'javascript://%0aalert(document.domain)///wc?uri=x',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
    ]) {
      expect(() => openWalletLink({ href, target: '_self' }, win), href).toThrow(ValidationError)
      expect(() => openWalletLink({ href, target: '_blank' }, undefined), href).toThrow(MESSAGES.unsafeLink)
    }
    expect(opened).toEqual([])
  })
})
