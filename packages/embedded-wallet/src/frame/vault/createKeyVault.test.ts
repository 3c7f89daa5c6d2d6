import { describe, expect, it } from 'vitest'
import { createMnemonic } from '../../keys/createMnemonic'
import { createKeyVault } from './createKeyVault'
import { createMemoryVaultStorage } from './createMemoryVaultStorage'
import { VaultError } from './VaultError'
import type { VaultRecord } from './VaultStorage'

function setup() {
  const storage = createMemoryVaultStorage()
  return { storage, vault: createKeyVault({ storage }) }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('createKeyVault', () => {
  it('stores a mnemonic per user and loads it back; an unknown user has none', async () => {
    const { vault } = setup()
    const first = createMnemonic()
    const second = createMnemonic(256)
    await vault.save('u-1', first)
    await vault.save('u-2', second)
    expect(await vault.load('u-1')).toBe(first)
    expect(await vault.load('u-2')).toBe(second)
    expect(await vault.load('u-3')).toBeUndefined()
    await vault.remove('u-1')
    expect(await vault.load('u-1')).toBeUndefined()
  })

  it('lists the user ids that have a record, and forgets a removed one', async () => {
    const { storage, vault } = setup()
    expect(await storage.keys()).toEqual([])
    await vault.save('u-1', createMnemonic())
    await vault.save('u-2', createMnemonic())
    expect((await storage.keys()).sort()).toEqual(['u-1', 'u-2'])
    await vault.remove('u-1')
    expect(await storage.keys()).toEqual(['u-2'])
  })

  it('stores ciphertext that contains neither the mnemonic nor any of its words', async () => {
    const { storage, vault } = setup()
    const mnemonic = createMnemonic()
    await vault.save('u-1', mnemonic)
    const record = (await storage.get('u-1')) as VaultRecord
    const stored = new TextDecoder('latin1').decode(record.ciphertext)
    expect(stored).not.toContain(mnemonic)
    for (const word of mnemonic.split(' ')) expect(stored).not.toContain(word)
    expect(record.ciphertext.length).toBe(new TextEncoder().encode(mnemonic).length + 16)
  })

  it('uses a fresh 12-byte IV and key on every write', async () => {
    const { storage, vault } = setup()
    const mnemonic = createMnemonic()
    await vault.save('u-1', mnemonic)
    const first = (await storage.get('u-1')) as VaultRecord
    await vault.save('u-1', mnemonic)
    const second = (await storage.get('u-1')) as VaultRecord
    expect(first.iv).toHaveLength(12)
    expect(second.iv).not.toEqual(first.iv)
    expect(second.ciphertext).not.toEqual(first.ciphertext)
  })

  it('keeps the key non-extractable: exporting it fails', async () => {
    const { storage, vault } = setup()
    await vault.save('u-1', createMnemonic())
    const { key } = (await storage.get('u-1')) as VaultRecord
    expect(key.extractable).toBe(false)
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 })
    expect(key.usages.slice().sort()).toEqual(['decrypt', 'encrypt'])
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', key)).rejects.toThrow()
  })

  it('refuses a record moved to another user id with a VAULT_DECRYPT VaultError', async () => {
    const { storage, vault } = setup()
    await vault.save('u-1', createMnemonic())
    await storage.put('u-2', (await storage.get('u-1')) as VaultRecord)
    const error = await rejection(vault.load('u-2'))
    expect(error).toBeInstanceOf(VaultError)
    expect((error as VaultError).code).toBe('VAULT_DECRYPT')
  })

  it('refuses a tampered ciphertext or a malformed record', async () => {
    const { storage, vault } = setup()
    await vault.save('u-1', createMnemonic())
    const record = (await storage.get('u-1')) as VaultRecord
    record.ciphertext[0] = (record.ciphertext[0] ?? 0) ^ 1
    await storage.put('u-1', record)
    expect(((await rejection(vault.load('u-1'))) as VaultError).code).toBe('VAULT_DECRYPT')
    await storage.put('u-1', { ...record, iv: new Uint8Array(4) })
    expect(((await rejection(vault.load('u-1'))) as VaultError).code).toBe('VAULT_RECORD')
  })
})
