import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../testing/memoryAdapter'
import { getBundledProviders } from './bundledWallets'
import { pickerEntries } from './pickerEntries'

describe('the Stacks/Bitcoin wallet picker’s wallets (SPEC §2)', () => {
  it('lists the bundled wallets and any other discovered one, installed first, each bundled one with its install links', () => {
    const [first] = getBundledProviders()
    if (!first) throw new Error('no bundled Stacks/Bitcoin wallet')
    const other = { ...testConnector('stacks', 'other.wallet'), name: 'Other' }
    const entries = pickerEntries([testConnector('stacks', first.id), other])
    expect(entries.slice(0, 2).map((e) => [e.id, e.installed])).toEqual([
      [first.id, true],
      ['other.wallet', true],
    ])
    expect(entries.slice(2).every((e) => !e.installed && e.provider !== undefined)).toBe(true)
    expect(entries.find((e) => e.id === 'other.wallet')?.provider).toBeUndefined()
    expect(entries).toHaveLength(getBundledProviders().length + 1)
  })
})
