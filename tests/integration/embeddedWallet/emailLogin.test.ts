import { AUTH_MESSAGES } from '@latch/core'
import { API_ERROR_CODES } from '@latch/embedded-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  findKeyMaterial,
  keySecretsOf,
} from '../../../packages/embedded-wallet/src/frame/testing/findKeyMaterial'
import { APP_ORIGIN, type EmbeddedWalletWorld, startEmbeddedWalletWorld } from './embeddedWalletWorld'

let world: EmbeddedWalletWorld
beforeAll(async () => {
  world = await startEmbeddedWalletWorld()
})
afterAll(async () => {
  await world?.stop()
})

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => code.replace(/^\d/, (d) => String((Number(d) + 1) % 10))

describe('embedded wallet: email login through createLatch, the auth service and the key frame', () => {
  it('signs up by emailed code and connects ID_AUTH with the frame’s addresses; a wrong code is refused; after a resend only the new code works', async () => {
    const { latch, frame, provider } = await world.openBrowser()
    const email = 'ada@example.com'
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail(email)
    expect(latch.getState().router).toMatchObject({ view: 'EmailVerifyOtp', data: { email } })
    const first = await world.lastCode(email)

    await expect(latch.auth.verifyOtp(otherThan(first))).rejects.toMatchObject({
      code: API_ERROR_CODES.otpInvalid,
      shortMessage: AUTH_MESSAGES.otpFailed,
      details: expect.stringMatching(/attempts? left/),
    })
    expect(latch.getState().auth.error).toBe(AUTH_MESSAGES.otpFailed)
    expect(latch.getState().snack.open).toBe(false)
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
    expect(frame.log.requests).toEqual([])

    world.advanceClock(31_000) // past the resend cooldown
    await latch.auth.resendOtp()
    const mails = await world.mails(email)
    expect(mails).toHaveLength(2)
    const second = await world.lastCode(email)
    expect(second).not.toBe(first)
    await expect(latch.auth.verifyOtp(first)).rejects.toMatchObject({ code: API_ERROR_CODES.otpInvalid })
    expect(latch.getState().auth.error).toBe(AUTH_MESSAGES.otpFailed)

    await latch.auth.verifyOtp(second)
    const accounts = frame.handler.getAccounts()
    expect(accounts?.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const state = latch.getState()
    expect(state.connections.activeConnectorIds.eip155).toBe('ID_AUTH')
    expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      address: accounts?.evm,
      caipAddress: `${world.evmNetwork.caipNetworkId}:${accounts?.evm}`,
    })
    expect(latch.getAccount({ namespace: 'solana' })).toMatchObject({
      isConnected: true,
      address: accounts?.solana,
    })
    expect(state.router.view).toBe('Account')
    expect(state.auth.email).toBe(email)
    const user = await provider.getUser()
    expect(user).toMatchObject({
      email,
      accounts: { eip155: [{ address: accounts?.evm }], solana: [{ address: accounts?.solana }] },
    })
    // the keys were made in the frame, once
    expect(frame.log.requests.filter((r) => r.method === 'connect')).toHaveLength(1)
  })

  it('a wrong code says how many attempts are left; after the last one a new code is needed (the right code no longer works) and the resent code connects', async () => {
    const { latch } = await world.openBrowser()
    const email = 'attempts@example.com'
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail(email)
    const first = await world.lastCode(email)

    const left: unknown[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(latch.auth.verifyOtp(otherThan(first))).rejects.toMatchObject({
        code: API_ERROR_CODES.otpInvalid,
      })
      left.push(latch.getState().auth.attemptsLeft)
    }
    // the service's count (5 wrong codes allowed), read from its answer
    expect(left).toEqual([4, 3, 2, 1, 0])
    expect(latch.getState().auth).toMatchObject({
      needsNewCode: true,
      error: AUTH_MESSAGES.otpFailed,
    })
    // the dead code is refused even when right, and the view keeps saying a new one is needed
    await expect(latch.auth.verifyOtp(first)).rejects.toMatchObject({ code: API_ERROR_CODES.otpAttempts })
    expect(latch.getState().auth).toMatchObject({ needsNewCode: true, error: AUTH_MESSAGES.otpFailed })
    // closed and reopened: continuing still says a new code is needed
    latch.close()
    await latch.open()
    latch.auth.continueWithCode()
    expect(latch.getState().router.view).toBe('EmailVerifyOtp')
    expect(latch.getState().auth).toMatchObject({ needsNewCode: true, error: AUTH_MESSAGES.otpFailed })

    world.advanceClock(31_000) // past the resend cooldown
    await latch.auth.resendOtp()
    expect(latch.getState().auth).toMatchObject({ needsNewCode: false, attemptsLeft: undefined })
    await latch.auth.verifyOtp(await world.lastCode(email))
    expect(latch.getState().router.view).toBe('Account')
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
    expect(latch.getState().auth.codeSentTo).toBeUndefined()
  })

  it('closing the modal during Confirm Email keeps the code: reopened, it continues with the code already sent', async () => {
    const { latch } = await world.openBrowser()
    const email = 'reopen@example.com'
    await latch.open({ view: 'EmailLogin' })
    await latch.auth.connectEmail(email)
    const code = await world.lastCode(email)
    latch.close()
    await latch.open()
    expect(latch.getState().router.view).not.toBe('EmailVerifyOtp')
    expect(latch.getState().auth.codeSentTo).toBe(email)

    latch.auth.continueWithCode()
    expect(latch.getState().router).toMatchObject({ view: 'EmailVerifyOtp', data: { email } })
    await latch.auth.verifyOtp(code)
    expect(latch.getState().router.view).toBe('Account')
    // one mail: continuing sent no new code
    expect(await world.mails(email)).toHaveLength(1)
  })

  it('updates the email in both steps through latch.auth with the mailed codes, and the user then has the new email', async () => {
    const browser = await world.openBrowser()
    const { latch, provider } = browser
    const email = 'lin@example.com'
    const newEmail = 'lin.new@example.com'
    await browser.signInByEmail(email)

    await latch.auth.updateEmail(newEmail)
    expect(latch.getState().router.view).toBe('UpdateEmailPrimaryOtp')
    const toCurrent = (await world.mails(email)).at(-1)
    expect(toCurrent?.code).toMatch(/^\d{6}$/)
    expect(await world.mails(newEmail)).toEqual([])
    await latch.auth.verifyUpdateEmailPrimaryOtp(toCurrent?.code ?? '')
    expect(latch.getState().router.view).toBe('UpdateEmailSecondaryOtp')
    // not changed before the new address is confirmed
    expect((await provider.getUser())?.email).toBe(email)

    await latch.auth.verifyUpdateEmailSecondaryOtp(await world.lastCode(newEmail))
    expect((await provider.getUser())?.email).toBe(newEmail)
    expect(latch.getState().auth.email).toBe(newEmail)
    expect(latch.getState().router.view).toBe('Account')
  })

  it('keeps the session over a page reload: a second provider over the same storages has the same addresses and reconnects without a new login', async () => {
    const first = await world.openBrowser()
    const email = 'kay@example.com'
    await first.signInByEmail(email)
    const before = await first.provider.getUser()
    const mailsBefore = (await world.mails(email)).length

    const reloaded = await world.openBrowser({
      storage: first.storage,
      vault: first.vault,
      latchStore: first.latchStore,
    })
    const after = await reloaded.provider.getUser()
    expect(after?.accounts).toEqual(before?.accounts)
    expect(after?.email).toBe(email)
    // the reloaded frame loaded the stored keys: one user in the vault, no new mail
    expect(first.vault.userIds.size).toBe(1)
    expect(reloaded.frame.handler.getAccounts()).toEqual(first.frame.handler.getAccounts())
    expect((await world.mails(email)).length).toBe(mailsBefore)
    await expect
      .poll(() => reloaded.latch.getAccount({ namespace: 'eip155' }).address)
      .toBe(before?.accounts.eip155?.[0]?.address)
    expect(reloaded.latch.getState().connections.activeConnectorIds.eip155).toBe('ID_AUTH')
  })

  it('posts nothing from the key frame that carries key material, only to the app origin', async () => {
    const mnemonics = await world.allMnemonics()
    expect(mnemonics.length).toBeGreaterThanOrEqual(3)
    const posted = world.frameLogs.flatMap((log) => log.posted)
    expect(posted.length).toBeGreaterThan(0)
    expect(new Set(posted.map((p) => p.targetOrigin))).toEqual(new Set([APP_ORIGIN]))
    expect(await world.keyMaterialInFramePosts()).toEqual([])
    // the search does find a leak
    const [mnemonic = ''] = mnemonics
    expect(findKeyMaterial([{ result: mnemonic }], keySecretsOf(mnemonic))).not.toEqual([])
  })
})
