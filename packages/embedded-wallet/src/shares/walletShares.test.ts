import { hexToBytes } from '@noble/hashes/utils.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMnemonic } from '../keys/createMnemonic'
import { deriveWalletKeys } from '../keys/deriveWalletKeys'
import { createRecoveryKit, readRecoveryKit } from './recoveryKit'
import { ShareError } from './ShareError'
import { hashRecoveryCheck, openText, recoveryCheck, sealText } from './shareBoxes'
import { combineWalletShares, readShare, splitWalletSecret, writeShare } from './walletShares'

const codeOf = async (run: () => unknown): Promise<string | undefined> => {
  try {
    await run()
  } catch (error) {
    if (error instanceof ShareError) return error.code
    throw error
  }
  return undefined
}

describe('wallet shares', () => {
  it('any two of the three shares rebuild the phrase, for 12 and 24 words', async () => {
    for (const strength of [128, 256] as const) {
      const mnemonic = createMnemonic(strength)
      const set = await splitWalletSecret(mnemonic)
      expect(await combineWalletShares(set.device, set.auth)).toBe(mnemonic)
      expect(await combineWalletShares(set.auth, set.recovery)).toBe(mnemonic)
      expect(await combineWalletShares(set.recovery, set.device)).toBe(mnemonic)
      expect(readShare(set.recovery)).toMatchObject({ kind: 'recovery', setId: set.setId })
    }
  })

  it('one share alone, or two copies of it, never rebuild the wallet', async () => {
    const set = await splitWalletSecret(createMnemonic())
    expect(await codeOf(() => combineWalletShares(set.auth, set.auth))).toBe('SHARE_SAME_KIND')
    const asDevice = writeShare({ ...readShare(set.auth), kind: 'device' })
    expect(await codeOf(() => combineWalletShares(set.auth, asDevice))).toBe('SHARE_SAME_KIND')
  })

  it('shares of another wallet, or of an older split of the same one, are refused', async () => {
    const mnemonic = createMnemonic()
    const first = await splitWalletSecret(mnemonic)
    const second = await splitWalletSecret(mnemonic)
    const other = await splitWalletSecret(createMnemonic())
    expect(first.setId).not.toBe(second.setId)
    expect(await codeOf(() => combineWalletShares(first.device, second.auth))).toBe('SHARE_MISMATCH')
    expect(await codeOf(() => combineWalletShares(first.device, other.recovery))).toBe('SHARE_MISMATCH')
  })

  it('a share with a changed byte is caught: by its checksum as typed, by the secret check when re-encoded', async () => {
    const set = await splitWalletSecret(createMnemonic())
    const typo = set.recovery.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    expect(await codeOf(() => readShare(typo))).toBe('SHARE_INVALID')
    const share = readShare(set.auth)
    const bytes = share.bytes.slice()
    bytes[0] = (bytes[0] ?? 0) ^ 1
    const tampered = writeShare({ ...share, bytes })
    expect(await codeOf(() => combineWalletShares(set.device, tampered))).toBe('SHARE_TAMPERED')
  })

  it('reads a code typed loosely (case, spaces, 0/1/8 for O/I/B) and refuses oversized or foreign text', async () => {
    const set = await splitWalletSecret(createMnemonic())
    const typed = set.recovery.toLowerCase().replaceAll('-', ' ').replaceAll('O', '0').replaceAll('o', '0')
    expect(readShare(typed).setId).toBe(set.setId)
    expect(await codeOf(() => readShare('x'.repeat(5000)))).toBe('SHARE_INVALID')
    expect(await codeOf(() => readShare('hello world'))).toBe('SHARE_INVALID')
  })

  it('never throws anything but a ShareError on arbitrary text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const code = await codeOf(() => readShare(text))
        expect(code === undefined || code === 'SHARE_INVALID').toBe(true)
      }),
    )
  })
})

describe('share boxes and the recovery check', () => {
  it('the device share sealed under the recovery share opens only with it', async () => {
    const set = await splitWalletSecret(createMnemonic())
    const recovery = readShare(set.recovery)
    const box = await sealText(set.device, recovery.bytes, set.setId, 'device-share')
    expect(await openText(box, recovery.bytes, set.setId, 'device-share')).toBe(set.device)
    expect(await codeOf(() => openText(box, readShare(set.auth).bytes, set.setId, 'device-share'))).toBe(
      'BOX_INVALID',
    )
    expect(await codeOf(() => openText(box, recovery.bytes, set.setId, 'passkey'))).toBe('BOX_INVALID')
    expect(
      await codeOf(() => openText(`${box.slice(0, -2)}AA`, recovery.bytes, set.setId, 'device-share')),
    ).toBe('BOX_INVALID')
    expect(box).not.toContain(set.device.slice(0, 8))
  })

  it('the recovery check is stable for one share, differs between shares, and is stored only hashed', async () => {
    const set = await splitWalletSecret(createMnemonic())
    const check = recoveryCheck(set.recovery)
    expect(recoveryCheck(set.recovery.toLowerCase())).toBe(check)
    expect(recoveryCheck(set.device)).not.toBe(check)
    expect(hashRecoveryCheck(check)).not.toBe(check)
    expect(hashRecoveryCheck(check)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(hexToBytes(set.setId)).toHaveLength(8)
  })
})

describe('recovery kit', () => {
  it('a kit file and its bare code both give back the recovery share that rebuilds the same addresses', async () => {
    const mnemonic = createMnemonic()
    const { accounts } = deriveWalletKeys(mnemonic)
    const set = await splitWalletSecret(mnemonic)
    const kit = createRecoveryKit(set.recovery, accounts, new Date('2026-11-29T00:00:00Z'))
    const fromFile = readRecoveryKit(JSON.stringify(kit, null, 2))
    expect(fromFile.wallet).toEqual(accounts)
    const rebuilt = await combineWalletShares(fromFile.share, set.device)
    expect(deriveWalletKeys(rebuilt).accounts).toEqual(accounts)
    expect(readRecoveryKit(`  ${set.recovery}\n`).share.setId).toBe(set.setId)
  })

  it('refuses a file of another shape, a kit holding a non-recovery share, and oversized input', async () => {
    const set = await splitWalletSecret(createMnemonic())
    expect(await codeOf(() => readRecoveryKit('{"format":"other"}'))).toBe('SHARE_INVALID')
    expect(await codeOf(() => readRecoveryKit(set.auth))).toBe('SHARE_INVALID')
    expect(await codeOf(() => createRecoveryKit(set.device, { evm: '0x', solana: 'x' }, new Date()))).toBe(
      'SHARE_INVALID',
    )
    expect(await codeOf(() => readRecoveryKit(`{${' '.repeat(5000)}}`))).toBe('SHARE_INVALID')
  })
})
