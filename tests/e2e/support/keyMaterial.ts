import type { Page } from 'playwright-core'
import {
  findKeyMaterial,
  type KeySecrets,
  keySecretsOf,
} from '../../../packages/embedded-wallet/src/frame/testing/findKeyMaterial'
import { deriveWalletKeys } from '../../../packages/embedded-wallet/src/keys/deriveWalletKeys'
import { combineWalletShares } from '../../../packages/embedded-wallet/src/shares/walletShares'
import { readKeyFrameVault } from './keyFrameVault'

/**
 * The wallets the key frame stored in its own origin's IndexedDB, rebuilt by the test: the device
 * share decrypted inside the frame's origin (the only place the stored key can be used: it is
 * non-extractable) and combined with the auth share the service gives the page's session, so the
 * test can derive every secret (and knows both shares) and look for them in what the page received.
 *
 * @example
 * ```ts
 * const wallets = await walletsInKeyFrame(page, frameOrigin, authUrl)
 * expect(leaks(messages, wallets)).toEqual([])
 * ```
 */
export type StoredWallet = { userId: string; evmAddress: string; mnemonic: string; secrets: KeySecrets }

/**
 * Reads every vault record of the key frame in `page` and rebuilds its wallet.
 *
 * @param page - A page with the key frame loaded and a signed-in embedded wallet.
 * @param frameOrigin - The key frame's origin.
 * @param authUrl - The auth service (the page's session token reads the auth share there).
 * @param shares - More share texts of these wallets to look for (a recovery kit's code).
 * @returns One entry per stored user whose wallet the session's auth share rebuilds.
 * @example
 * ```ts
 * const [wallet] = await walletsInKeyFrame(page, world.embeddedWallet.frameOrigin, authUrl)
 * ```
 */
export async function walletsInKeyFrame(
  page: Page,
  frameOrigin: string,
  authUrl: string,
  shares: readonly string[] = [],
): Promise<StoredWallet[]> {
  const frame = page.frames().find((f) => f.url().startsWith(frameOrigin))
  if (!frame) throw new Error(`No frame from ${frameOrigin} in the page`)
  const records = await readKeyFrameVault(frame)
  const token = await page.evaluate(() => localStorage.getItem('latch.embeddedWallet.token'))
  const answer = await fetch(`${authUrl}/v1/wallet/shares`, { headers: { authorization: `Bearer ${token}` } })
  if (!answer.ok) throw new Error(`No auth share for the page's session: ${answer.status}`)
  const { authShare } = (await answer.json()) as { authShare: string }
  const wallets: StoredWallet[] = []
  for (const { userId, stored } of records) {
    const mnemonic = await combineWalletShares(stored, authShare).catch(() => undefined)
    if (mnemonic === undefined) continue
    wallets.push({
      userId,
      mnemonic,
      evmAddress: deriveWalletKeys(mnemonic).accounts.evm,
      secrets: keySecretsOf(mnemonic, [stored, authShare, ...shares]),
    })
  }
  return wallets
}

/**
 * Every finding of key material of `wallets` in `value` (empty when clean).
 *
 * @param value - What the page received (messages, storage).
 * @param wallets - The stored wallets.
 * @returns Findings.
 * @example
 * ```ts
 * expect(leaks(messages, wallets)).toEqual([])
 * ```
 */
export function leaks(value: unknown, wallets: readonly StoredWallet[]): string[] {
  return wallets.flatMap((wallet) => findKeyMaterial(value, wallet.secrets))
}
