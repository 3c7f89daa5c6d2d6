import { hexToBytes } from '@noble/hashes/utils.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMnemonic } from '../keys/createMnemonic'
import { recomputeRecoveryShare } from './recomputeRecoveryShare'
import { shareErrorCode } from './testing/shareErrorCode'
import { combineWalletShares, readShare, splitWalletSecret, writeShare } from './walletShares'

describe('the recovery share rebuilt from the device and auth shares', () => {
  it("is the kit's exact text (split id, secret check, bytes), for random 12- and 24-word wallets", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(128, 256), async (strength) => {
        const mnemonic = createMnemonic(strength as 128 | 256)
        const set = await splitWalletSecret(mnemonic)
        const code = recomputeRecoveryShare(set.device, set.auth)
        expect(code).toBe(set.recovery)
        expect(readShare(code)).toEqual(readShare(set.recovery))
        expect(await combineWalletShares(set.device, code)).toBe(mnemonic)
      }),
      { numRuns: 60 },
    )
  })

  it("the split id's last byte is the recovery share's x, neither other share's", async () => {
    const set = await splitWalletSecret(createMnemonic())
    const x = hexToBytes(set.setId).at(-1)
    expect(readShare(set.recovery).bytes.at(-1)).toBe(x)
    expect(readShare(set.device).bytes.at(-1)).not.toBe(x)
    expect(readShare(set.auth).bytes.at(-1)).not.toBe(x)
  })

  it('refuses shares of two splits, the wrong kinds, and a split id that names no free x', async () => {
    const mnemonic = createMnemonic()
    const first = await splitWalletSecret(mnemonic)
    const second = await splitWalletSecret(mnemonic)
    expect(shareErrorCode(() => recomputeRecoveryShare(first.device, second.auth))).toBe('SHARE_MISMATCH')
    expect(shareErrorCode(() => recomputeRecoveryShare(first.auth, first.device))).toBe('SHARE_INVALID')
    expect(shareErrorCode(() => recomputeRecoveryShare(first.device, first.recovery))).toBe('SHARE_INVALID')
    // a split made before ids named the recovery share: its last byte is the device share's x here
    const device = readShare(first.device)
    const auth = readShare(first.auth)
    const setId = `${first.setId.slice(0, 14)}${(device.bytes.at(-1) as number).toString(16).padStart(2, '0')}`
    expect(
      shareErrorCode(() =>
        recomputeRecoveryShare(writeShare({ ...device, setId }), writeShare({ ...auth, setId })),
      ),
    ).toBe('RECOVERY_UNPLACED')
  })
})
