import { describe, expect, it } from 'vitest'
import { queryWallets } from './queryWallets'
import { seedWallets } from './seedWallets'

const wallets = seedWallets(1200)

describe('local registry /getWallets answers', () => {
  it('seeds at least 1,000 wallets with unique ids', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(1000)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
  })

  it('pages by page and entries and reports the total count', () => {
    const page2 = queryWallets(wallets, new URLSearchParams('page=2&entries=40'))
    expect(page2.count).toBe(1200)
    expect(page2.data.map((w) => w.display_index)).toEqual(Array.from({ length: 40 }, (_, i) => 40 + i))
  })

  it('keeps include order, applies exclude, chains, badge_type and a trimmed case-insensitive search', () => {
    expect(
      queryWallets(wallets, new URLSearchParams('include=trust,metamask')).data.map((w) => w.id),
    ).toEqual(['trust', 'metamask'])
    const filtered = queryWallets(
      wallets,
      new URLSearchParams('chains=stacks:1&exclude=leather&badge_type=certified'),
    )
    expect(filtered.data.every((w) => w.chains.includes('stacks:1') && w.badge_type === 'certified')).toBe(
      true,
    )
    expect(filtered.data.map((w) => w.id)).not.toContain('leather')
    expect(
      queryWallets(wallets, new URLSearchParams('search=%20%20xVERSE%20')).data.map((w) => w.id),
    ).toEqual(['xverse'])
  })
})
