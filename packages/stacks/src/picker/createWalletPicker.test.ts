import { describe, expect, it } from 'vitest'
import { discoverWallets } from '../wallets/discoverWallets'
import { createWalletPicker } from './createWalletPicker'

const wallets = () =>
  discoverWallets({ LeatherProvider: { request: async () => ({}) } }).map((w) => ({
    descriptor: w.descriptor,
    installed: w.installed,
    kind: 'wbip' as const,
  }))

describe('Stacks/Bitcoin wallet selection modal (SPEC §2)', () => {
  it('lists wallets with installed ones marked and resolves with the chosen one', async () => {
    const picker = createWalletPicker(wallets)
    const chosen = picker.choose()
    expect(picker.getState().open).toBe(true)
    expect(picker.getState().wallets.map((w) => [w.descriptor.name, w.installed])).toEqual([
      ['Leather', true],
      ['Xverse', false],
      ['Asigna', false],
      ['Fordefi', false],
    ])
    picker.select('LeatherProvider')
    await expect(chosen).resolves.toBe('LeatherProvider')
    expect(picker.getState().open).toBe(false)
  })

  it('Escape or cancel closes it with a user-canceled error (-31001)', async () => {
    const picker = createWalletPicker(wallets)
    const states: boolean[] = []
    picker.subscribe((s) => states.push(s.open))
    const chosen = picker.choose()
    picker.cancel()
    await expect(chosen).rejects.toMatchObject({ name: 'UserCanceledError', code: -31001 })
    expect(states).toEqual([true, false])
  })

  it('ignores a selection of a wallet that is not listed', async () => {
    const picker = createWalletPicker(wallets)
    const chosen = picker.choose()
    picker.select('Nope')
    expect(picker.getState().open).toBe(true)
    picker.cancel()
    await expect(chosen).rejects.toMatchObject({ code: -31001 })
  })
})
