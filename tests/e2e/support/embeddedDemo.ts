import type { Page } from 'playwright-core'
import { dialog, waitForView } from './modal'

/**
 * The embedded wallet's EVM and Solana addresses, as the demo's Embedded wallet card shows them
 * (waits until both are there).
 *
 * @param page - A demo page with a signed-in embedded wallet.
 * @returns The addresses.
 * @example
 * ```ts
 * const { evm, solana } = await embeddedAddresses(page)
 * ```
 */
export async function embeddedAddresses(page: Page): Promise<{ evm: `0x${string}`; solana: string }> {
  const evm = page.locator('[data-demo-embedded-evm]')
  await evm.filter({ hasText: /^0x[0-9a-fA-F]{40}$/ }).waitFor()
  const solana = page.locator('[data-demo-embedded-solana]')
  await solana.filter({ hasText: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ }).waitFor()
  return {
    evm: (await evm.textContent())?.trim() as `0x${string}`,
    solana: (await solana.textContent())?.trim() ?? '',
  }
}

/**
 * Fills the modal's Send with an amount of a token and a receiver, reviews it and presses Send: the
 * embedded wallet's ApproveTransaction is then open, nothing sent yet. The token is one of the
 * active network's (ETH on the dev chain, SOL once Solana is the active family).
 *
 * @param page - A demo page with a funded embedded wallet, its modal closed.
 * @param symbol - The token, as its option is marked (`ETH`, `SOL`).
 * @param amount - As typed.
 * @param to - The receiver.
 * @example
 * ```ts
 * await reviewSend(page, 'ETH', '1.5', receiver)
 * await dialog(page).locator('[data-latch-approval-approve]').click()
 * ```
 */
export async function reviewSend(page: Page, symbol: string, amount: string, to: string): Promise<void> {
  const modal = dialog(page)
  await page.locator('[data-latch-connect-button]').click()
  await modal.getByRole('heading', { name: 'Account' }).waitFor()
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.locator('[data-latch-token-select]').click()
  await modal.locator(`[data-latch-token-option="${symbol}"]`).click()
  await modal.getByLabel('Amount').fill(amount)
  await modal.getByLabel('To').fill(to)
  await modal.getByRole('button', { name: 'Review' }).click()
  await waitForView(page, 'WalletSendPreview')
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await waitForView(page, 'ApproveTransaction')
}
