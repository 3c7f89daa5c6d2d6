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
})
