import type { Page } from 'playwright-core'
import {
  findKeyMaterial,
  type KeySecrets,
  keySecretsOf,
} from '../../../packages/embedded-wallet/src/frame/testing/findKeyMaterial'
import { deriveWalletKeys } from '../../../packages/embedded-wallet/src/keys/deriveWalletKeys'

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
  const records = await frame.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('latch-key-frame')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const read = <T>(op: (store: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const request = op(db.transaction('vault', 'readonly').objectStore('vault'))
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const keys = (await read((store) => store.getAllKeys())) as string[]
    const out: { userId: string; mnemonic: string }[] = []
    for (const userId of keys) {
      const record = (await read((store) => store.get(userId))) as {
        key: CryptoKey
        iv: Uint8Array
        ciphertext: Uint8Array
      }
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: record.iv as BufferSource, additionalData: new TextEncoder().encode(userId) },
        record.key,
        record.ciphertext as BufferSource,
      )
      out.push({ userId, mnemonic: new TextDecoder().decode(plain) })
    }
    db.close()
    return out
  })
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
