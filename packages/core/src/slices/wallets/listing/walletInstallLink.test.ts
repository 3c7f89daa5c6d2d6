import { describe, expect, it } from 'vitest'
import { getBundledProviders } from '../registry/bundledWallets'
import { installPlatform, walletInstallLink } from './walletInstallLink'

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const KAIOS = 'Mozilla/5.0 (Mobile; rv:84.0) Gecko/84.0 Firefox/84.0 KAIOS/3.0'

describe('wallet install links per platform', () => {
  it('reads the platform from the user agent; an embedded modal counts as desktop', () => {
    expect(installPlatform(ANDROID)).toBe('android')
    expect(installPlatform(IPAD)).toBe('ios')
    expect(installPlatform(FIREFOX)).toBe('firefox')
    expect(installPlatform(KAIOS)).toBe('otherMobile')
    expect(installPlatform('')).toBe('desktop')
    expect(installPlatform(ANDROID, { embedded: true })).toBe('desktop')
  })

  it("every bundled wallet's store link on each platform is that platform's store, else its website", () => {
    const hosts = {
      ios: 'apps.apple.com',
      android: 'play.google.com',
      firefox: 'addons.mozilla.org',
      desktop: 'chromewebstore.google.com',
      otherMobile: undefined,
    } as const
    for (const provider of getBundledProviders())
      for (const platform of Object.keys(hosts) as (keyof typeof hosts)[]) {
        const link = walletInstallLink(provider, platform)
        const host = link ? new URL(link).hostname : undefined
        const website = new URL(provider.webUrl).hostname
        expect([hosts[platform], website], `${provider.name} on ${platform}`).toContain(host)
      }
  })

  it('falls back to the website when a store link is not a safe web link, and gives none when neither is', () => {
    const wallet = {
      webUrl: 'https://wallet.example',
      googlePlayStoreUrl: 'javascript:alert(1)',
      iOSAppStoreUrl: 'market://details?id=x',
    }
    expect(walletInstallLink(wallet, 'android')).toBe('https://wallet.example')
    expect(walletInstallLink(wallet, 'ios')).toBe('https://wallet.example')
    expect(
      walletInstallLink({ webUrl: 'data:text/html,<script>alert(1)</script>' }, 'desktop'),
    ).toBeUndefined()
  })
})
