import type { Frame } from 'playwright-core'

/**
 * One record of the key frame's vault, decrypted.
 *
 * @example
 * ```ts
 * const [{ stored, extractable }] = await readKeyFrameVault(keyFrame)
 * ```
 */
export type KeyFrameVaultRecord = {
  userId: string
  /** What the frame stored: the wallet's device share (the phrase itself for an account made before the split). */
  stored: string
  extractable: boolean
}

/**
 * Reads and decrypts every record of the key frame's IndexedDB vault, from inside the frame's
 * origin: the test's privilege, not the page's (the stored key is non-extractable, so it can only
 * be used there). Tests combine the device shares with their auth shares to rebuild each wallet,
 * derive every secret and look for them where they must not be.
 *
 * @param keyFrame - The key frame (a Playwright frame on the frame's origin).
 * @returns One record per stored user.
 * @example
 * ```ts
 * const keyFrame = page.frames().find((f) => f.url().startsWith(frameOrigin))!
 * const records = await readKeyFrameVault(keyFrame)
 * ```
 */
export function readKeyFrameVault(keyFrame: Frame): Promise<KeyFrameVaultRecord[]> {
  return keyFrame.evaluate(async () => {
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
    const records: { userId: string; stored: string; extractable: boolean }[] = []
    for (const userId of (await read((store) => store.getAllKeys())) as string[]) {
      const record = (await read((store) => store.get(userId))) as {
        key: CryptoKey
        iv: Uint8Array<ArrayBuffer>
        ciphertext: Uint8Array<ArrayBuffer>
      }
      const plaintext = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: record.iv, additionalData: new TextEncoder().encode(userId) },
        record.key,
        record.ciphertext,
      )
      records.push({
        userId,
        stored: new TextDecoder().decode(plaintext),
        extractable: record.key.extractable,
      })
    }
    db.close()
    return records
  })
}
