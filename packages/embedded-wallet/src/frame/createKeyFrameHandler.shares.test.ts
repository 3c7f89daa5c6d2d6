import { randomBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { Keypair } from '@solana/web3.js'
import { verifyMessage } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMnemonic } from '../keys/createMnemonic'
import { deriveWalletKeys } from '../keys/deriveWalletKeys'
import type { ApiUser } from '../protocol/api'
import type { FrameAccounts } from '../protocol/frame'
import { readRecoveryKit } from '../shares/recoveryKit'
import { readShare, writeShare } from '../shares/walletShares'
import { FRAME_ERROR_MESSAGES } from './FrameError'
import { createFrameHarness, TOKEN } from './testing/createFrameHarness'
import { createMemoryFrameAuth } from './testing/createMemoryFrameAuth'
import { findKeyMaterial } from './testing/findKeyMaterial'
import type { VaultRecord } from './vault/VaultStorage'

const USER: ApiUser = { id: 'u-1', preferredAccountType: 'eoa' }
const TOKEN_B = 'token-2'

/** One account used from two browsers: device A (`TOKEN`, d-a) and device B (`TOKEN_B`, d-b), each with its own vault. */
function twoDevices(user: ApiUser = USER) {
  const memory = createMemoryFrameAuth({
    [TOKEN]: { user, deviceId: 'd-a' },
    [TOKEN_B]: { user, deviceId: 'd-b' },
  })
  return { memory, a: createFrameHarness({ auth: memory }), b: createFrameHarness({ auth: memory }) }
}

/** A record as the vault stores it, to prove it was not touched. */
async function recordOf(t: ReturnType<typeof createFrameHarness>, userId = 'u-1') {
  const record = (await t.storage.get(userId)) as VaultRecord | undefined
  return record === undefined ? undefined : { iv: [...record.iv], ciphertext: [...record.ciphertext] }
}

describe('createKeyFrameHandler: a new wallet is split 2-of-3', () => {
  it('stores the device share in the vault (never the phrase), the auth share at the service, and shows the kit before answering', async () => {
    const t = createFrameHarness()
    const accounts = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    const stored = (await t.vault.load('u-1')) as string
    expect(validateMnemonic(stored, wordlist)).toBe(false)
    const device = readShare(stored)
    expect(device.kind).toBe('device')

    const [put] = t.memory.puts
    expect(put?.body).toMatchObject({ setId: device.setId, previousSetId: null })
    expect(readShare(put?.body.authShare ?? '').kind).toBe('auth')
    const [kit] = t.visitor.shown
    expect(kit).toMatchObject({ format: 'latch-recovery-kit', wallet: accounts })
    const recovery = readRecoveryKit(kit?.code ?? '').share
    expect(recovery.setId).toBe(device.setId)
    // the service got neither the device share nor the recovery share
    const secrets = await t.secretsOf('u-1')
    const notAuth = ({ name }: { name: string }) => !name.startsWith('auth')
    const held = { ...secrets, shares: secrets.shares.filter(notAuth), bytes: secrets.bytes.filter(notAuth) }
    expect(held.shares).toHaveLength(2)
    expect(findKeyMaterial(t.memory.puts, held)).toEqual([])
    expect(findKeyMaterial(t.posted, secrets)).toEqual([])

    t.reload() // the same browser later: device share + auth share, no kit, no new split
    expect(await t.result('connect', { token: TOKEN })).toEqual(accounts)
    expect(t.visitor.shown).toHaveLength(1)
    expect(t.memory.puts).toHaveLength(1)
    expect(t.registrations).toHaveLength(1)
  })

  it('a first connect cut short before the split was stored is finished by the next one, same addresses', async () => {
    const t = createFrameHarness()
    const putShares = t.memory.auth.putShares
    t.memory.auth.putShares = async () => {
      throw new Error('the auth service went away')
    }
    expect(await t.errorOf('connect', { token: TOKEN })).toMatchObject({ code: 'INTERNAL' })
    const registered = t.memory.accounts.get('u-1')?.wallet
    expect(registered).toBeDefined()
    expect(t.visitor.shown).toEqual([])

    t.memory.auth.putShares = putShares
    t.reload()
    expect(await t.result('connect', { token: TOKEN })).toEqual(registered)
    expect(readShare((await t.vault.load('u-1')) as string).kind).toBe('device')
    expect(t.visitor.shown).toHaveLength(1)
    expect(t.registrations).toHaveLength(1)
  })

  it('without prompts a new wallet is still made (its kit cannot be shown), and a device without its share answers RECOVERY_CANCELLED', async () => {
    const memory = createMemoryFrameAuth({
      [TOKEN]: { user: USER, deviceId: 'd-a' },
      [TOKEN_B]: { user: USER, deviceId: 'd-b' },
    })
    const a = createFrameHarness({ auth: memory, prompts: false })
    const accounts = await a.result('connect', { token: TOKEN })
    expect(readShare((await a.vault.load('u-1')) as string).kind).toBe('device')
    expect(await a.errorOf('newRecoveryKit', {})).toEqual({
      code: 'INTERNAL',
      message: FRAME_ERROR_MESSAGES.promptsUnavailable,
    })
    expect(memory.puts).toHaveLength(1)
    expect(await a.errorOf('exportWallet', {})).toMatchObject({ code: 'INTERNAL' })
    expect(await a.result('evm_signMessage', { message: '0x00' })).toMatch(/^0x/)

    const b = createFrameHarness({ auth: memory, prompts: false })
    expect(await b.errorOf('connect', { token: TOKEN_B })).toEqual({
      code: 'RECOVERY_CANCELLED',
      message: FRAME_ERROR_MESSAGES.promptsUnavailable,
    })
    expect(await b.vault.load('u-1')).toBeUndefined()
    expect(accounts).toBeDefined()
  })
})

describe('createKeyFrameHandler: recovery on a new device', () => {
  it('a fresh vault and the kit file open the same wallet, which signs; the device share is saved', async () => {
    const { a, b } = twoDevices()
    const accounts = (await a.result('connect', { token: TOKEN })) as FrameAccounts
    const kit = a.visitor.shown[0]
    b.visitor.answers.push(JSON.stringify(kit, null, 2))
    expect(await b.result('connect', { token: TOKEN_B })).toEqual(accounts)
    expect(b.visitor.asked).toEqual([undefined])
    const saved = readShare((await b.vault.load('u-1')) as string)
    expect(saved).toMatchObject({ kind: 'device', setId: readShare(kit?.code ?? '').setId })
    const signature = (await b.result('evm_signMessage', { message: '0x68656c6c6f' })) as `0x${string}`
    expect(await verifyMessage({ address: accounts.evm, message: 'hello', signature })).toBe(true)

    b.reload() // and the next time, no kit is asked for
    expect(await b.result('connect', { token: TOKEN_B })).toEqual(accounts)
    expect(b.visitor.asked).toHaveLength(1)
    expect(findKeyMaterial(b.posted, await b.secretsOf('u-1'))).toEqual([])
  })

  it('a wrong kit is asked for again with the reason and the attempts left, and the vault stays as it was', async () => {
    const { a, b } = twoDevices()
    const accounts = await a.result('connect', { token: TOKEN })
    const code = a.visitor.shown[0]?.code ?? ''
    const real = readShare(code)
    const forged = writeShare({ ...real, bytes: randomBytes(real.bytes.length) })
    const typo = `${code.slice(0, 5)}${code[5] === 'A' ? 'B' : 'A'}${code.slice(6)}`
    b.visitor.answers.push(typo, forged, forged, code)
    expect(await b.result('connect', { token: TOKEN_B })).toEqual(accounts)
    expect(b.visitor.asked).toEqual([
      undefined,
      { message: FRAME_ERROR_MESSAGES.kitUnreadable },
      { message: FRAME_ERROR_MESSAGES.recoveryWrong, attemptsLeft: 4 },
      { message: FRAME_ERROR_MESSAGES.recoveryWrong, attemptsLeft: 3 },
    ])

    const c = createFrameHarness({ auth: a.memory })
    c.visitor.answers.push(forged, forged, forged, forged, forged, code)
    // two wrong ones were counted already: three more lock the account, even for the right kit
    expect(await c.errorOf('connect', { token: TOKEN_B })).toEqual({
      code: 'RECOVERY_LOCKED',
      message: FRAME_ERROR_MESSAGES.recoveryLocked,
    })
    expect(await c.vault.load('u-1')).toBeUndefined()
  })

  it('cancelling answers RECOVERY_CANCELLED and leaves a share of an older split exactly as it was', async () => {
    const { a, b } = twoDevices()
    const accounts = await a.result('connect', { token: TOKEN })
    b.visitor.answers.push(a.visitor.shown[0]?.code)
    await b.result('connect', { token: TOKEN_B })
    await a.result('newRecoveryKit', {}) // device B's share is of the older split now
    const before = await recordOf(b)

    // a new kit made elsewhere does not stop b's open page: its session and device are still good
    expect(await b.result('evm_signMessage', { message: '0x00' })).toMatch(/^0x/)

    b.reload()
    expect(await b.errorOf('connect', { token: TOKEN_B })).toEqual({
      code: 'RECOVERY_CANCELLED',
      message: FRAME_ERROR_MESSAGES.recoveryCancelled,
    })
    expect(await recordOf(b)).toEqual(before)
    expect(await b.errorOf('evm_signMessage', { message: '0x00' })).toMatchObject({ code: 'NOT_CONNECTED' })

    b.visitor.answers.push(a.visitor.shown[1]?.code) // the new kit replaces it
    expect(await b.result('connect', { token: TOKEN_B })).toEqual(accounts)
    expect(readShare((await b.vault.load('u-1')) as string).setId).toBe(a.memory.splits.get('u-1')?.setId)
  })

  it("refuses another account's kit (file or code) and the account's replaced kit, without an attempt", async () => {
    const memory = createMemoryFrameAuth({
      [TOKEN]: { user: USER, deviceId: 'd-a' },
      [TOKEN_B]: { user: USER, deviceId: 'd-b' },
      other: { user: { id: 'u-2', preferredAccountType: 'eoa' } },
    })
    const a = createFrameHarness({ auth: memory })
    await a.result('connect', { token: 'other' })
    const othersKit = a.visitor.shown[0]
    await a.result('connect', { token: TOKEN })
    const oldKit = a.visitor.shown[1]
    await a.result('newRecoveryKit', {})

    const b = createFrameHarness({ auth: memory })
    b.visitor.answers.push(JSON.stringify(othersKit), othersKit?.code, oldKit?.code)
    expect(await b.errorOf('connect', { token: TOKEN_B })).toMatchObject({ code: 'RECOVERY_CANCELLED' })
    expect(b.visitor.asked).toEqual([
      undefined,
      { message: FRAME_ERROR_MESSAGES.kitOtherWallet },
      { message: FRAME_ERROR_MESSAGES.kitReplaced },
      { message: FRAME_ERROR_MESSAGES.kitReplaced },
    ])
    expect(await b.vault.load('u-1')).toBeUndefined()
  })

  it('an account made before shares, whose phrase is in another browser, cannot be recovered here', async () => {
    const t = createFrameHarness({
      users: { [TOKEN]: { ...USER, wallet: deriveWalletKeys(createMnemonic()).accounts } },
    })
    expect(await t.errorOf('connect', { token: TOKEN })).toEqual({
      code: 'INTERNAL',
      message: FRAME_ERROR_MESSAGES.walletElsewhere,
    })
    expect(t.visitor.asked).toEqual([])
  })
})

describe('createKeyFrameHandler: accounts made before shares', () => {
  it('a vault record with the whole phrase is split on the next connect: same addresses, the record replaced by the device share', async () => {
    const mnemonic = createMnemonic()
    const wallet = deriveWalletKeys(mnemonic).accounts
    const t = createFrameHarness({ users: { [TOKEN]: { ...USER, wallet } } })
    await t.vault.save('u-1', mnemonic)

    expect(await t.result('connect', { token: TOKEN })).toEqual(wallet)
    const stored = (await t.vault.load('u-1')) as string
    expect(stored).not.toBe(mnemonic)
    expect(readShare(stored).kind).toBe('device')
    expect(t.memory.puts.map((put) => put.body.previousSetId)).toEqual([null])
    expect(t.visitor.shown[0]?.wallet).toEqual(wallet)
    expect(t.registrations).toEqual([])
    expect(await t.mnemonicOf('u-1')).toBe(mnemonic)
  })

  it('when another browser split it first, this one splits again on the current split; its kit then opens the wallet', async () => {
    const mnemonic = createMnemonic()
    const wallet = deriveWalletKeys(mnemonic).accounts
    const { memory, a, b } = twoDevices({ ...USER, wallet })
    await a.vault.save('u-1', mnemonic)
    await b.vault.save('u-1', mnemonic)
    await a.result('connect', { token: TOKEN })
    const first = memory.splits.get('u-1')?.setId
    expect(await b.result('connect', { token: TOKEN_B })).toEqual(wallet)
    expect(memory.puts.map((put) => put.body.previousSetId)).toEqual([null, null, first])

    // device A's share is of the replaced split: it recovers with B's kit
    a.reload()
    a.visitor.answers.push(b.visitor.shown[0]?.code)
    expect(await a.result('connect', { token: TOKEN })).toEqual(wallet)
    expect(a.visitor.asked).toEqual([undefined])
  })

  it('a phrase that is not the registered wallet is refused and kept', async () => {
    const t = createFrameHarness({
      users: { [TOKEN]: { ...USER, wallet: deriveWalletKeys(createMnemonic()).accounts } },
    })
    const mnemonic = createMnemonic()
    await t.vault.save('u-1', mnemonic)
    expect(await t.errorOf('connect', { token: TOKEN })).toEqual({
      code: 'INTERNAL',
      message: FRAME_ERROR_MESSAGES.walletElsewhere,
    })
    expect(await t.vault.load('u-1')).toBe(mnemonic)
    expect(t.memory.puts).toEqual([])
  })
})

describe('createKeyFrameHandler: new kit, revoke, export', () => {
  it('newRecoveryKit shows a new kit; the old kit no longer recovers and the new one does', async () => {
    const { a, b } = twoDevices()
    const accounts = await a.result('connect', { token: TOKEN })
    const oldKit = a.visitor.shown[0]
    expect(await a.result('newRecoveryKit', {})).toBeNull()
    const newKit = a.visitor.shown[1]
    expect(newKit?.code).not.toBe(oldKit?.code)
    expect(a.memory.puts.map((put) => put.body.previousSetId)).toEqual([
      null,
      readShare(oldKit?.code ?? '').setId,
    ])
    expect(readShare((await a.vault.load('u-1')) as string).setId).toBe(readShare(newKit?.code ?? '').setId)

    b.visitor.answers.push(oldKit?.code, newKit?.code)
    expect(await b.result('connect', { token: TOKEN_B })).toEqual(accounts)
    expect(b.visitor.asked[1]).toEqual({ message: FRAME_ERROR_MESSAGES.kitReplaced })

    // another new kit in the same session splits on the one just made
    expect(await a.result('newRecoveryKit', {})).toBeNull()
    expect(a.memory.puts.at(-1)?.body.previousSetId).toBe(readShare(newKit?.code ?? '').setId)

    a.reload()
    expect(await a.result('connect', { token: TOKEN })).toEqual(accounts)
    expect(findKeyMaterial(a.posted, await a.secretsOf('u-1'))).toEqual([])
  })

  it('revokeDevice sends the new split with the revocation; the revoked device, even with its page still open, gets DEVICE_REVOKED', async () => {
    const { memory, a, b } = twoDevices()
    const accounts = await a.result('connect', { token: TOKEN })
    b.visitor.answers.push(a.visitor.shown[0]?.code)
    await b.result('connect', { token: TOKEN_B })
    const before = memory.splits.get('u-1')?.setId

    expect(await a.result('revokeDevice', { deviceId: 'd-b' })).toBeNull()
    const [revocation] = memory.revocations
    const newKit = a.visitor.shown[1]
    expect(revocation?.body).toMatchObject({ deviceId: 'd-b', shares: { previousSetId: before } })
    expect(revocation?.body.shares.setId).toBe(readShare(newKit?.code ?? '').setId)
    expect(memory.splits.get('u-1')?.setId).toBe(revocation?.body.shares.setId)
    expect(readShare((await a.vault.load('u-1')) as string).setId).toBe(revocation?.body.shares.setId)

    // b's open page, keys still in memory, signs nothing more and forgets them
    expect(await b.errorOf('evm_signMessage', { message: '0x00' })).toEqual({
      code: 'DEVICE_REVOKED',
      message: FRAME_ERROR_MESSAGES.deviceRevoked,
    })
    expect(b.accounts()).toBeUndefined()
    expect(await b.errorOf('evm_signMessage', { message: '0x00' })).toMatchObject({ code: 'NOT_CONNECTED' })

    b.reload()
    expect(await b.errorOf('connect', { token: TOKEN_B })).toEqual({
      code: 'DEVICE_REVOKED',
      message: FRAME_ERROR_MESSAGES.deviceRevoked,
    })
    a.reload()
    expect(await a.result('connect', { token: TOKEN })).toEqual(accounts)
    expect(await a.result('evm_signMessage', { message: '0x00' })).toMatch(/^0x/)
  })

  it('exportWallet reveals, in the frame only, a phrase and keys that viem and @solana/web3.js derive to the same addresses', async () => {
    const t = createFrameHarness()
    const accounts = (await t.result('connect', { token: TOKEN })) as FrameAccounts
    expect(await t.result('exportWallet', {})).toBeNull()
    const [secret] = t.visitor.revealed
    expect(mnemonicToAccount(secret?.mnemonic ?? '').address).toBe(accounts.evm)
    expect(privateKeyToAccount(secret?.evmPrivateKey ?? '0x').address).toBe(accounts.evm)
    const keypair = Keypair.fromSecretKey(base58.decode(secret?.solanaSecretKey ?? ''))
    expect(keypair.publicKey.toBase58()).toBe(accounts.solana)
    expect(findKeyMaterial(t.posted, await t.secretsOf('u-1'))).toEqual([])
    // the search does find them where they are (positive control)
    expect(findKeyMaterial(t.visitor.revealed, await t.secretsOf('u-1')).length).toBeGreaterThan(0)

    await t.result('disconnect', {})
    expect(await t.errorOf('exportWallet', {})).toMatchObject({ code: 'NOT_CONNECTED' })
    expect(t.visitor.revealed).toHaveLength(1)
  })
})
