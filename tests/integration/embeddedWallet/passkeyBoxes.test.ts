// PRF boxes that follow the wallet's split (issue 30), through the real auth service on SQLite and
// on PostgreSQL: a passkey added to an email account gets its box at once; a new split (a new kit,
// a revoked device) leaves every box stale, and the next passkey sign-in on a device that opens the
// wallet seals one again with that sign-in's PRF output (no second ceremony); a fresh browser then
// signs in with the passkey to the same addresses without the kit. The stored rows never hold a
// share. Parts: see ./passkeyBrowsers.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseOptions } from '../../../packages/auth-server/src/db/openStore'
import { readPasskeyRows } from '../../../packages/auth-server/src/passkeys/testing/readPasskeyRows'
import { type AuthTestKit, startAuthTestKit } from '../../../packages/auth-server/src/testing/authTestKit'
import { useStoreMatrix as storeMatrixOfFile } from '../../../packages/auth-server/src/testing/storeMatrix'
import { combineWalletShares, readShare } from '../../../packages/embedded-wallet/src/shares/walletShares'
import { authenticatorWithPrf, openBrowser, PASSKEYS } from './passkeyBrowsers'

// SQLite and PostgreSQL (one server for the file, a fresh database per test)
const matrix = storeMatrixOfFile()
beforeAll(() => matrix.postgres(), 60_000)
const dir = mkdtempSync(join(tmpdir(), 'latch-passkey-boxes-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Session = { token: string; user: { id: string } }

describe.each(matrix.stores)('on %s', (store) => {
  let kit: AuthTestKit
  let database: DatabaseOptions
  afterEach(() => kit.service.close())
  const start = async () => {
    database =
      store === 'sqlite'
        ? { sqlite: join(dir, `${crypto.randomUUID()}.sqlite`) }
        : await matrix.database(store)
    kit = await startAuthTestKit({ database, passkeys: PASSKEYS })
  }
  const passkeysOf = async (token: string) =>
    (await kit.get(ACCOUNT_API_PATHS.passkeys, token)).body.passkeys as { id: string; prf: boolean }[]
  /** The stored rows hold no share: neither its text nor its bytes, whole or in part. */
  const expectNoShareIn = async (shares: string[]) => {
    const rows = JSON.stringify(await readPasskeyRows(database))
    for (const share of shares) {
      expect(rows).not.toContain(share)
      expect(rows).not.toContain(share.replaceAll('-', ''))
      const bytes = Buffer.from(readShare(share).bytes)
      for (const encoding of ['hex', 'base64url', 'base64'] as const)
        expect(rows).not.toContain(bytes.subarray(0, 12).toString(encoding))
    }
  }

  it('an email account adds a passkey: its box is sealed at once, and a fresh browser signs in with it to the same addresses without the kit', async () => {
    await start()
    const person = authenticatorWithPrf()
    const session = await kit.signIn('ada@example.com', 'browser-a')
    const a = openBrowser(person.ceremonies, kit.url)
    const addresses = (await a.call('connect', { token: session.token })).result
    const code = a.visitor.shown[0]?.code as string
    expect((await a.call('addPasskey')).result).toBeNull()
    expect(person.counts.creates).toBe(1)
    expect(await passkeysOf(session.token)).toEqual([expect.objectContaining({ prf: true })])
    const rows = await readPasskeyRows(database)
    expect(rows).toEqual([
      expect.objectContaining({ user_id: session.user.id, prf_set_id: readShare(code).setId }),
    ])
    const deviceShare = (await a.vault.load(session.user.id)) as string
    await expectNoShareIn([code, deviceShare])

    const fresh = openBrowser(person.ceremonies, kit.url)
    const signedIn = (await fresh.call('passkeySignIn', { deviceId: 'browser-b' })).result as Session
    expect(signedIn.user.id).toBe(session.user.id)
    expect((await fresh.call('connect', { token: signedIn.token })).result).toEqual(addresses)
    expect(fresh.visitor.asked).toEqual([])
    expect(fresh.visitor.shown).toEqual([])
    expect(await combineWalletShares((await fresh.vault.load(session.user.id)) as string, code)).toBe(
      await combineWalletShares(deviceShare, code),
    )
  })

  it('an authenticator without PRF adds a passkey with no box: its sign-in on a fresh browser asks for the kit', async () => {
    await start()
    const person = authenticatorWithPrf({ prf: false })
    const session = await kit.signIn('bea@example.com', 'browser-a')
    const a = openBrowser(person.ceremonies, kit.url)
    const addresses = (await a.call('connect', { token: session.token })).result
    expect((await a.call('addPasskey')).result).toBeNull()
    expect(await passkeysOf(session.token)).toEqual([expect.objectContaining({ prf: false })])
    const fresh = openBrowser(person.ceremonies, kit.url)
    const signedIn = (await fresh.call('passkeySignIn', { deviceId: 'browser-b' })).result as Session
    fresh.visitor.answers.push(a.visitor.shown[0]?.code)
    expect((await fresh.call('connect', { token: signedIn.token })).result).toEqual(addresses)
    expect(fresh.visitor.asked).toEqual([undefined])
  })

  it('a new kit leaves the box stale; a passkey sign-in on the known device seals it again with no second ceremony, then a fresh browser needs no kit', async () => {
    await start()
    const person = authenticatorWithPrf()
    const a = openBrowser(person.ceremonies, kit.url)
    const signedUp = (await a.call('passkeySignUp', { deviceId: 'browser-a' })).result as Session
    const addresses = (await a.call('connect', { token: signedUp.token })).result
    expect((await a.call('newRecoveryKit')).result).toBeNull()
    const [first, second] = a.visitor.shown.map((shown) => shown.code)
    expect(second).not.toBe(first)
    // the box holds the first split's share: stale, never answered, listed as none
    expect(await passkeysOf(signedUp.token)).toEqual([expect.objectContaining({ prf: false })])
    expect((await readPasskeyRows(database))[0]?.prf_set_id).toBe(readShare(first as string).setId)

    const gets = person.counts.gets
    const again = (await a.call('passkeySignIn', { deviceId: 'browser-a' })).result as Session
    expect((await a.call('connect', { token: again.token })).result).toEqual(addresses)
    expect(person.counts.gets).toBe(gets + 1)
    expect(a.visitor.asked).toEqual([])
    expect(await passkeysOf(again.token)).toEqual([expect.objectContaining({ prf: true })])
    expect((await readPasskeyRows(database))[0]?.prf_set_id).toBe(readShare(second as string).setId)
    await expectNoShareIn([first as string, second as string])

    const fresh = openBrowser(person.ceremonies, kit.url)
    const signedIn = (await fresh.call('passkeySignIn', { deviceId: 'browser-c' })).result as Session
    expect((await fresh.call('connect', { token: signedIn.token })).result).toEqual(addresses)
    expect(fresh.visitor.asked).toEqual([])
  })

  it('after a revoked device, a fresh browser recovers once with the kit and that sign-in seals the box, so the next fresh browser needs no kit', async () => {
    await start()
    const person = authenticatorWithPrf()
    const a = openBrowser(person.ceremonies, kit.url)
    const signedUp = (await a.call('passkeySignUp', { deviceId: 'browser-a' })).result as Session
    const addresses = (await a.call('connect', { token: signedUp.token })).result
    // a second browser signs in with the passkey (its box is current), then removes the first
    const b = openBrowser(person.ceremonies, kit.url)
    const inB = (await b.call('passkeySignIn', { deviceId: 'browser-b' })).result as Session
    expect((await b.call('connect', { token: inB.token })).result).toEqual(addresses)
    expect(b.visitor.asked).toEqual([])
    expect((await b.call('revokeDevice', { deviceId: 'browser-a' })).result).toBeNull()
    const newKit = b.visitor.shown[0]?.code as string
    expect(await passkeysOf(inB.token)).toEqual([expect.objectContaining({ prf: false })])

    const c = openBrowser(person.ceremonies, kit.url)
    const inC = (await c.call('passkeySignIn', { deviceId: 'browser-c' })).result as Session
    c.visitor.answers.push(newKit)
    expect((await c.call('connect', { token: inC.token })).result).toEqual(addresses)
    expect(c.visitor.asked).toEqual([undefined])
    expect(await passkeysOf(inC.token)).toEqual([expect.objectContaining({ prf: true })])

    const d = openBrowser(person.ceremonies, kit.url)
    const inD = (await d.call('passkeySignIn', { deviceId: 'browser-d' })).result as Session
    expect((await d.call('connect', { token: inD.token })).result).toEqual(addresses)
    expect(d.visitor.asked).toEqual([])
    await expectNoShareIn([newKit, (await d.vault.load(inD.user.id)) as string])
  })
})
