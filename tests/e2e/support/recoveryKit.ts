import type { FrameLocator, Page } from 'playwright-core'

/**
 * The key frame of the page (the embedded wallet's keys), as Playwright sees its document.
 *
 * @param page - A page with the embedded wallet.
 * @returns The frame's locator.
 * @example
 * ```ts
 * await keyFrame(page).getByRole('dialog', { name: 'Recover your wallet' }).waitFor()
 * ```
 */
export function keyFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Latch wallet keys"]')
}

/**
 * Saves the recovery kit a new embedded wallet shows in its key frame, over the app: reads the
 * code, ticks "I saved my recovery kit" and presses Done, then waits until the frame is hidden.
 *
 * @param page - A page whose embedded wallet was just created (a sign-up).
 * @returns The kit's code, as shown (groups of four).
 * @example
 * ```ts
 * await submitEmailLogin(page, email)
 * const code = await saveRecoveryKit(page)
 * ```
 */
export async function saveRecoveryKit(page: Page): Promise<string> {
  const frame = keyFrame(page)
  const prompt = frame.getByRole('dialog', { name: 'Save your recovery kit' })
  await prompt.waitFor({ timeout: 30_000 })
  const groups = await prompt.locator('[data-latch-code] > *').allInnerTexts()
  const code =
    groups.length > 0 ? groups.join('-') : ((await prompt.locator('[data-latch-code]').textContent()) ?? '')
  await prompt.getByLabel('I saved my recovery kit').check()
  await prompt.getByRole('button', { name: 'Done' }).click()
  await page.locator('iframe[title="Latch wallet keys"]').waitFor({ state: 'hidden' })
  return code.replace(/\s+/g, '')
}

/**
 * Gives the key frame's recovery prompt the kit's code (a new device of an existing account).
 *
 * @param page - A page whose embedded wallet asks for its kit.
 * @param code - The recovery kit's code.
 * @example
 * ```ts
 * await giveRecoveryKit(page, code)
 * ```
 */
export async function giveRecoveryKit(page: Page, code: string): Promise<void> {
  const prompt = keyFrame(page).getByRole('dialog', { name: 'Recover your wallet' })
  await prompt.waitFor({ timeout: 30_000 })
  await prompt.getByRole('textbox').fill(code)
  await prompt.getByRole('button', { name: 'Recover' }).click()
  await page.locator('iframe[title="Latch wallet keys"]').waitFor({ state: 'hidden' })
}
