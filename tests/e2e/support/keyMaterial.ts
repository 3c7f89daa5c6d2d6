import type { Page } from 'playwright-core'
import {
  findKeyMaterial,
  type KeySecrets,
  keySecretsOf,
} from '../../../packages/embedded-wallet/src/frame/testing/findKeyMaterial'
import { deriveWalletKeys } from '../../../packages/embedded-wallet/src/keys/deriveWalletKeys'
import { readKeyFrameVault } from './keyFrameVault'

/**
 * The wallets the key frame stored in its own origin's IndexedDB, decrypted inside the frame's
 * origin (the only place the stored key can be used: it is non-extractable) by the test, so it can
 * derive every secret and look for them in what the page received.
 *
 * @example
 * ```ts
 * const wallets = await walletsInKeyFrame(page, frameOrigin)
 * expect(leaks(messages, wallets)).toEqual([])
 * ```
 */
export type StoredWallet = { userId: string; evmAddress: string; secrets: KeySecrets }

/**
 * Reads and decrypts every vault record of the key frame in `page`.
 *
 * @param page - A page with the key frame loaded.
 * @param frameOrigin - The key frame's origin.
 * @returns One entry per stored user.
 * @example
 * ```ts
 * const [wallet] = await walletsInKeyFrame(page, world.embeddedWallet.frameOrigin)
 * ```
 */
export async function walletsInKeyFrame(page: Page, frameOrigin: string): Promise<StoredWallet[]> {
  const frame = page.frames().find((f) => f.url().startsWith(frameOrigin))
  if (!frame) throw new Error(`No frame from ${frameOrigin} in the page`)
  const records = await readKeyFrameVault(frame)
  return records.map(({ userId, mnemonic }) => ({
    userId,
    evmAddress: deriveWalletKeys(mnemonic).accounts.evm,
    secrets: keySecretsOf(mnemonic),
  }))
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
