import { describe, expect, it } from 'vitest'
import { createMnemonic } from '../keys/createMnemonic'
import { readShare, splitWalletSecret, writeShare } from '../shares/walletShares'
import type { RecoveryHooks } from './RecoveryHooks'
import { resealRecovery } from './resealRecovery'

const recording = (boxSetId: string | undefined, fail = false) => {
  const sealed: { code: string; setId: string }[] = []
  const hooks: RecoveryHooks = {
    async sealRecovery(code, setId) {
      if (fail) throw new Error('service down')
      sealed.push({ code, setId })
    },
    boxMissing: (setId) => boxSetId !== setId,
  }
  return { hooks, sealed }
}

describe('re-sealing the recovery share after the wallet opened', () => {
  it("seals the kit's exact share when the passkey's box is missing or of an older split", async () => {
    const set = await splitWalletSecret(createMnemonic())
    const shares = { deviceShare: set.device, authShare: set.auth, setId: set.setId }
    for (const boxSetId of [undefined, 'ffffffffffffffff']) {
      const { hooks, sealed } = recording(boxSetId)
      await resealRecovery(hooks, shares)
      expect(sealed).toEqual([{ code: set.recovery, setId: set.setId }])
    }
  })

  it('does nothing when the box is current or there is no PRF output (no hooks)', async () => {
    const set = await splitWalletSecret(createMnemonic())
    const shares = { deviceShare: set.device, authShare: set.auth, setId: set.setId }
    const { hooks, sealed } = recording(set.setId)
    await resealRecovery(hooks, shares)
    expect(sealed).toEqual([])
    await expect(resealRecovery({}, shares)).resolves.toBeUndefined()
  })

  it('changes nothing and throws nothing when the service refuses or the split names no recovery x', async () => {
    const set = await splitWalletSecret(createMnemonic())
    await expect(
      resealRecovery(recording(undefined, true).hooks, {
        deviceShare: set.device,
        authShare: set.auth,
        setId: set.setId,
      }),
    ).resolves.toBeUndefined()
    const device = readShare(set.device)
    const setId = `${set.setId.slice(0, 14)}${(device.bytes.at(-1) as number).toString(16).padStart(2, '0')}`
    const { hooks, sealed } = recording(undefined)
    await resealRecovery(hooks, {
      deviceShare: writeShare({ ...device, setId }),
      authShare: writeShare({ ...readShare(set.auth), setId }),
      setId,
    })
    expect(sealed).toEqual([])
  })
})
