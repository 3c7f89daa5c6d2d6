import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_WALLET_INFO } from '../../../examples/demo/world'
import { shortenAddress } from '../../../packages/react/src/utils/shortenAddress'
import { type DemoSuite, startDemoSuite } from '../support/demoFixture'
import { dialog } from '../support/modal'
import { connectFourWallets, devWalletsPage, family, openProfile, pickWallet } from '../support/multiWallet'
import { markTexts, stabilise, visualFindings } from '../support/visual'

/*
 * The multi-wallet states in the visual suite (light, dark, 390 px bottom sheet, axe on each):
 * ProfileWallets holding four wallets of three families, ProfileWallets after one was disconnected
 * (with a recent wallet), the Account view's wallet switcher with several wallets, and
 * ProfileWallets with multi-wallet off saying "Multi-Wallet Not Enabled". The Solana and
 * Stacks/Bitcoin dev wallets hold fresh keys on every run: their addresses are masked.
 */

let demo: DemoSuite

beforeAll(async () => {
  demo = await startDemoSuite()
})
afterAll(async () => {
  await demo?.close()
})

/** The addresses made from fresh keys, as ProfileWallets and the Account view show them. */
function freshAddresses(): string[] {
  const stacks = demo.world.stacks.devAccounts
  return [demo.world.solana.devAddress, stacks.stxAddress, stacks.btcPaymentAddress].flatMap((a) => [
    a,
    shortenAddress(a),
  ])
}

describe('the multi-wallet views look as their baselines in light, dark and at 390 px, with no axe violations', () => {
  it('ProfileWallets with four wallets, after disconnecting one, and the Account view with the wallet switcher', async () => {
    const findings = visualFindings()
    const { page } = await devWalletsPage(demo)
    await stabilise(page)
    await connectFourWallets(page)
    const view = await openProfile(page)
    // the EVM dev wallet is the one the Account view shows: every other row offers "Switch"
    await family(view, 'EVM')
      .getByRole('button', { name: `Switch to ${DEV_WALLET_INFO.name}` })
      .click()
    await family(view, 'EVM').locator('[data-latch-profile-connection][data-current]').waitFor()
    const mask = await markTexts(page, freshAddresses())
    await findings.check(page, 'ProfileWallets', { variant: 'multi', mask: () => [mask] })

    await family(view, 'EVM')
      .getByRole('button', { name: /^Disconnect Second EVM Wallet/ })
      .click()
    await family(view, 'EVM').locator('[data-latch-profile-recent]').waitFor()
    const mask2 = await markTexts(page, freshAddresses())
    await findings.check(page, 'ProfileWallets', { variant: 'recent', mask: () => [mask2] })

    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page).locator('[data-latch-balance]', { hasText: 'ETH' }).waitFor()
    await findings.check(page, 'Account', { variant: 'switcher' })
    expect(findings.list).toEqual([])
    await page.context().close()
  })

  it('ProfileWallets with multi-wallet off, after "Add wallet" said "Multi-Wallet Not Enabled"', async () => {
    const findings = visualFindings()
    const { page } = await devWalletsPage(demo, { singleWallet: true })
    await stabilise(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await pickWallet(page, DEV_WALLET_INFO.name)
    await page.locator('[data-demo-status]', { hasText: /^connected$/ }).waitFor()
    const view = await openProfile(page)
    await family(view, 'EVM').getByRole('button', { name: 'Add wallet: EVM' }).click()
    await dialog(page).getByText('Multi-Wallet Not Enabled').waitFor()
    await findings.check(page, 'ProfileWallets', { variant: 'notEnabled' })
    expect(findings.list).toEqual([])
    await page.context().close()
  })
})
