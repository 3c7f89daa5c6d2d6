import { describe, expect, it } from 'vitest'
import { walletDeepLink } from './formatWalletLink'

const URI = 'wc:ab12@2?relay-protocol=irn&symKey=cd34'
const ENCODED = encodeURIComponent(URI)

describe('walletDeepLink', () => {
  const entry = {
    mobile_link: 'metamask://',
    desktop_link: null,
    webapp_link: 'https://wallet.example.org',
  }

  it('uses mobile_link on mobile, in the same tab', () => {
    expect(walletDeepLink(entry, URI, 'mobile')).toEqual({
      href: `metamask://wc?uri=${ENCODED}`,
      target: '_self',
    })
  })

  it('uses desktop_link on desktop, falling back to webapp_link in a new tab', () => {
    expect(walletDeepLink(entry, URI, 'desktop')).toEqual({
      href: `https://wallet.example.org/wc?uri=${ENCODED}`,
      target: '_blank',
    })
    expect(walletDeepLink({ desktopLink: 'ledgerlive://' }, URI, 'desktop')?.href).toBe(
      `ledgerlive://wc?uri=${ENCODED}`,
    )
  })

  it("keeps the path of a wallet's custom-scheme link (OKX's okex://main)", () => {
    expect(walletDeepLink({ mobile_link: 'okex://main' }, URI, 'mobile')?.href).toBe(
      `okex://main/wc?uri=${ENCODED}`,
    )
  })

  it('uses webapp_link on the web and gives nothing when the wallet has no link for the platform', () => {
    expect(walletDeepLink(entry, URI, 'web')?.target).toBe('_blank')
    expect(walletDeepLink({ webapp_link: 'https://w.example' }, URI, 'mobile')).toBeUndefined()
  })

  it("never gives a link that runs script, whoever's registry data it was built from", () => {
    const hostile = 'javascript://%0aalert(document.domain)//'
    expect(walletDeepLink({ mobile_link: hostile }, URI, 'mobile')).toBeUndefined()
    expect(
      walletDeepLink({ webapp_link: 'data:text/html,<script>alert(1)</script>' }, URI, 'web'),
    ).toBeUndefined()
    // an unsafe desktop link counts as none: the safe web app is used instead
    expect(
      walletDeepLink({ desktop_link: hostile, webapp_link: 'https://w.example' }, URI, 'desktop'),
    ).toEqual({
      href: `https://w.example/wc?uri=${ENCODED}`,
      target: '_blank',
    })
  })
})
