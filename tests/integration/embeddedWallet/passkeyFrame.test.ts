// Passkey login in the key frame (issue 30), through the real auth service on loopback: the frame
// signs up and in with a passkey (a software authenticator: P-256, `none` attestation, real
// signatures; its PRF is HMAC-SHA-256 of the salt under a per-credential secret, as CTAP's
// hmac-secret), seals the recovery share under the PRF output at sign-up and, on a device without
// its share, recovers with the passkey's box instead of the kit. The page's answers carry the
// session only. The visitor at the frame's prompts is scripted; Chromium's virtual authenticator
// proves the browser side in tests/e2e.

import { type AuthService, startAuthService } from '@latch/auth-server'
import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { combineWalletShares } from '../../../packages/embedded-wallet/src/shares/walletShares'
import { APP, authenticatorWithPrf, FRAME_ORIGIN, openBrowser, PASSKEYS } from './passkeyBrowsers'

let auth: AuthService
beforeAll(async () => {
  auth = await startAuthService({
    allowedOrigins: [APP, FRAME_ORIGIN],
    mail: 'dev-mailbox',
    passkeys: PASSKEYS,
  })
})
afterAll(() => auth?.close())

const listPasskeys = async (token: string) => {
  const response = await fetch(`${auth.url}${ACCOUNT_API_PATHS.passkeys}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { passkeys: { id: string; prf: boolean }[] }).passkeys
}

describe('key frame: passkey login with the real auth service', () => {
  const person = authenticatorWithPrf()
  let signedUp: { token: string; user: { id: string } }
  let addresses: unknown
  let secrets: { kit: string; mnemonic: string; deviceShare: string }
  let first: ReturnType<typeof openBrowser>

  it('signs up by passkey after the click in the frame, answers the session only, and seals the recovery share under the PRF output', async () => {
    first = openBrowser(person.ceremonies, auth.url)
    const answer = await first.call('passkeySignUp', { deviceId: 'browser-a' })
    expect(first.visitor.passkeyAsked).toEqual(['signUp'])
    signedUp = answer.result as typeof signedUp
    expect(Object.keys(signedUp).sort()).toEqual(['token', 'user'])
    expect(signedUp.user).not.toHaveProperty('email')

    addresses = (await first.call('connect', { token: signedUp.token })).result
    expect(addresses).toEqual(first.handler.getAccounts())
    expect(first.visitor.shown).toHaveLength(1)
    const kit = first.visitor.shown[0]?.code as string
    const deviceShare = (await first.vault.load(signedUp.user.id)) as string
    secrets = { kit, deviceShare, mnemonic: await combineWalletShares(deviceShare, kit) }
    expect(await listPasskeys(signedUp.token)).toEqual([expect.objectContaining({ prf: true })])
  })

  it('signs in by passkey on a fresh browser and rebuilds the same addresses from the PRF box, without the kit', async () => {
    const fresh = openBrowser(person.ceremonies, auth.url)
    const answer = await fresh.call('passkeySignIn', { deviceId: 'browser-c' })
    const session = answer.result as { token: string; user: { id: string } }
    expect(Object.keys(session).sort()).toEqual(['token', 'user'])
    expect(session.user.id).toBe(signedUp.user.id)
    expect((await fresh.call('connect', { token: session.token })).result).toEqual(addresses)
    expect(fresh.visitor.asked).toEqual([])
    expect(fresh.visitor.shown).toEqual([])
    // it can sign with the rebuilt keys
    const signed = await fresh.call('evm_signMessage', { message: '0x68656c6c6f' })
    expect(signed.result).toMatch(/^0x[0-9a-f]{130}$/)

    // nothing the page received carries a share, the phrase or the PRF output
    const prf = person.prfOf(person.authenticator.credentials[0]?.id ?? new Uint8Array()) as Uint8Array
    const pageSaw = JSON.stringify([...first.posted, ...fresh.posted])
    for (const secret of [
      secrets.kit,
      secrets.deviceShare,
      secrets.mnemonic,
      secrets.mnemonic.split(' ').slice(0, 3).join(' '),
      Buffer.from(prf).toString('base64url'),
      Buffer.from(prf).toString('hex'),
      Buffer.from(prf).toString('base64'),
    ])
      expect(pageSaw).not.toContain(secret)
  })

  it('asks for the kit when the authenticator gives no PRF output', async () => {
    const noPrf = authenticatorWithPrf({ prf: false })
    noPrf.authenticator.credentials.push(...person.authenticator.credentials)
    const fresh = openBrowser(noPrf.ceremonies, auth.url)
    const session = (await fresh.call('passkeySignIn', { deviceId: 'browser-d' })).result as { token: string }
    fresh.visitor.answers.push(secrets.kit)
    expect((await fresh.call('connect', { token: session.token })).result).toEqual(addresses)
    expect(fresh.visitor.asked).toEqual([undefined])
  })

  it('refuses a replayed assertion with PASSKEY_REFUSED, and a cancelled prompt with PASSKEY_CANCELLED', async () => {
    const replayer = authenticatorWithPrf()
    replayer.authenticator.credentials.push(...person.authenticator.credentials)
    const options = await fetch(`${auth.url}${ACCOUNT_API_PATHS.passkeyLoginOptions}`, {
      method: 'POST',
      body: '{}',
    })
    const { options: request } = (await options.json()) as { options: Record<string, unknown> }
    const used = person.authenticator.get(request, FRAME_ORIGIN)
    const once = await fetch(`${auth.url}${ACCOUNT_API_PATHS.passkeyLoginVerify}`, {
      method: 'POST',
      body: JSON.stringify({ response: used, deviceId: 'x' }),
    })
    expect(once.status).toBe(200)
    replayer.replays.push(used)
    const browser = openBrowser(replayer.ceremonies, auth.url)
    const replay = await browser.call('passkeySignIn', { deviceId: 'browser-e' })
    expect(replay.error).toEqual({
      code: 'PASSKEY_REFUSED',
      message: 'The auth service refused this passkey: PASSKEY_CHALLENGE',
    })
    browser.visitor.passkeyAnswers.push(false)
    const cancelled = await browser.call('passkeySignUp', { deviceId: 'browser-e' })
    expect(cancelled.error?.code).toBe('PASSKEY_CANCELLED')
  })

  it('adds a second passkey to the connected account, its PRF box sealed at once', async () => {
    expect((await first.call('addPasskey')).result).toBeNull()
    expect(await listPasskeys(signedUp.token)).toEqual([
      expect.objectContaining({ prf: true }),
      expect.objectContaining({ prf: true }),
    ])
    expect(first.visitor.passkeyAsked).toEqual(['signUp', 'add'])
  })

  it('refuses passkey requests with malformed params before any ceremony', async () => {
    const browser = openBrowser(person.ceremonies, auth.url)
    for (const params of [{}, { deviceId: '' }, { deviceId: 'a b' }, { deviceId: 'd', extra: 1 }])
      expect((await browser.call('passkeySignIn', params)).error?.code).toBe('INVALID_PARAMS')
    expect((await browser.call('addPasskey', { deviceId: 'd' })).error?.code).toBe('INVALID_PARAMS')
    expect((await browser.call('addPasskey')).error?.code).toBe('NOT_CONNECTED')
    expect(browser.visitor.passkeyAsked).toEqual([])
  })
})
