import { API_PATHS, type SessionResponse } from '@latch/embedded-wallet'
import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hashRecoveryCheck, openText } from '../../embedded-wallet/src/shares/shareBoxes'
import { combineWalletShares, readShare } from '../../embedded-wallet/src/shares/walletShares'
import { recoveryCheckHash } from './shares/walletShareRecords'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'
import { newSplit, signInNewDevice, TEST_MNEMONIC } from './testing/walletShareSets'

let kit: AuthTestKit

it('keeps only the SHA-256 of the recovery check, the same value the frame computes', () => {
  const check = 'x'.repeat(43)
  expect(recoveryCheckHash(check)).toBe(hashRecoveryCheck(check))
  expect(recoveryCheckHash(check)).not.toBe(check)
})

const matrix = useStoreMatrix()
// the PostgreSQL server starts once, outside any test's time
beforeAll(() => matrix.postgres(), 60_000)
const EMAIL = 'ada@example.com'
const HOUR = 60 * 60_000
const error = (body: Record<string, unknown>) =>
  body.error as { code: string; message: string; attemptsLeft?: number }

describe.each(matrix.stores)('on %s', (store) => {
  afterEach(() => kit.service.close())
  const start = async () => {
    kit = await startAuthTestKit({ database: await matrix.database(store), otp: { maxSendsPerWindow: 50 } })
    return kit.signIn(EMAIL, 'laptop')
  }

  describe('GET and PUT /v1/wallet/shares', () => {
    it('answers SHARES_NONE before the first split, then the stored split id and auth share', async () => {
      const laptop = await start()
      const none = await kit.get(ACCOUNT_API_PATHS.walletShares, laptop.token)
      expect(none.status).toBe(404)
      expect(error(none.body).code).toBe('SHARES_NONE')
      const { set, body } = await newSplit(null)
      expect(await kit.put(ACCOUNT_API_PATHS.walletShares, body, laptop.token)).toEqual({
        status: 200,
        body: {},
      })
      expect(await kit.get(ACCOUNT_API_PATHS.walletShares, laptop.token)).toEqual({
        status: 200,
        body: { setId: set.setId, authShare: set.auth },
      })
    })

    it('replaces a split only when previousSetId names the stored one (SHARES_CONFLICT otherwise)', async () => {
      const laptop = await start()
      const first = await newSplit(null)
      await kit.put(ACCOUNT_API_PATHS.walletShares, first.body, laptop.token)
      const again = await kit.put(ACCOUNT_API_PATHS.walletShares, (await newSplit(null)).body, laptop.token)
      expect(again.status).toBe(409)
      expect(error(again.body).code).toBe('SHARES_CONFLICT')
      const second = await newSplit(first.set.setId)
      expect((await kit.put(ACCOUNT_API_PATHS.walletShares, second.body, laptop.token)).status).toBe(200)
      const stale = await kit.put(
        ACCOUNT_API_PATHS.walletShares,
        (await newSplit(first.set.setId)).body,
        laptop.token,
      )
      expect(error(stale.body).code).toBe('SHARES_CONFLICT')
      expect((await kit.get(ACCOUNT_API_PATHS.walletShares, laptop.token)).body.setId).toBe(second.set.setId)
    })

    it('refuses every malformed field with 400 INVALID_REQUEST and stores nothing', async () => {
      const laptop = await start()
      const { body } = await newSplit(null)
      const bad: Record<string, unknown>[] = [
        { ...body, setId: 'ABCDEF0123456789' },
        { ...body, setId: '0123456789abcde' },
        { ...body, setId: 7 },
        { ...body, authShare: 'aeaq-bbbb' },
        { ...body, authShare: `${body.authShare}<script>` },
        { ...body, authShare: 'A'.repeat(201) },
        { ...body, authShare: '' },
        { ...body, deviceShareBox: 'a'.repeat(401) },
        { ...body, deviceShareBox: 'abc=' },
        { ...body, recoveryCheck: body.recoveryCheck.slice(1) },
        { ...body, recoveryCheck: `${body.recoveryCheck.slice(1)}+` },
        { ...body, previousSetId: undefined },
        { ...body, previousSetId: 'nope' },
        { ...body, previousSetId: body.setId },
        { setId: body.setId },
      ]
      for (const shape of bad) {
        const answer = await kit.put(ACCOUNT_API_PATHS.walletShares, shape, laptop.token)
        expect(answer.status, JSON.stringify(shape)).toBe(400)
        expect(error(answer.body).code).toBe('INVALID_REQUEST')
      }
      expect(error((await kit.get(ACCOUNT_API_PATHS.walletShares, laptop.token)).body).code).toBe(
        'SHARES_NONE',
      )
    })

    it('asks for a session', async () => {
      await start()
      expect((await kit.get(ACCOUNT_API_PATHS.walletShares)).status).toBe(401)
      expect((await kit.put(ACCOUNT_API_PATHS.walletShares, (await newSplit(null)).body)).status).toBe(401)
    })
  })

  describe('POST /v1/wallet/recover', () => {
    it('gives a device that proves the kit the auth share and its sealed device share: the wallet rebuilds', async () => {
      const laptop = await start()
      const { set, body } = await newSplit(null)
      await kit.put(ACCOUNT_API_PATHS.walletShares, body, laptop.token)
      const phone = await signInNewDevice(kit, EMAIL, 'phone')
      const answer = await kit.post(
        ACCOUNT_API_PATHS.walletRecover,
        { setId: set.setId, recoveryCheck: body.recoveryCheck },
        phone.token,
      )
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({
        setId: set.setId,
        authShare: set.auth,
        deviceShareBox: body.deviceShareBox,
      })
      const deviceShare = await openText(
        String(answer.body.deviceShareBox),
        readShare(set.recovery).bytes,
        set.setId,
        'device-share',
      )
      expect(await combineWalletShares(deviceShare, String(answer.body.authShare))).toBe(TEST_MNEMONIC)
    })

    it('counts wrong checks and locks the account for the rest of the hour after the fifth, right check included', async () => {
      const laptop = await start()
      const { set, body } = await newSplit(null)
      await kit.put(ACCOUNT_API_PATHS.walletShares, body, laptop.token)
      const other = await newSplit(null)
      const wrongs = [
        { setId: set.setId, recoveryCheck: other.body.recoveryCheck },
        { setId: other.set.setId, recoveryCheck: body.recoveryCheck },
      ]
      const left: (number | undefined)[] = []
      for (let i = 0; i < 5; i++) {
        kit.advance(60_000)
        const answer = await kit.post(ACCOUNT_API_PATHS.walletRecover, wrongs[i % 2], laptop.token)
        expect(answer.status).toBe(403)
        expect(error(answer.body).code).toBe('RECOVERY_WRONG')
        left.push(error(answer.body).attemptsLeft)
      }
      expect(left).toEqual([4, 3, 2, 1, 0])
      const right = { setId: set.setId, recoveryCheck: body.recoveryCheck }
      const locked = await kit.post(ACCOUNT_API_PATHS.walletRecover, right, laptop.token)
      expect(locked.status).toBe(429)
      expect(error(locked.body)).toMatchObject({
        code: 'RECOVERY_LOCKED',
        message: expect.stringMatching(/56 min/),
      })
      // the hour began at the first wrong check, 4 minutes ago
      kit.advance(HOUR - 4 * 60_000 - 1)
      expect((await kit.post(ACCOUNT_API_PATHS.walletRecover, right, laptop.token)).status).toBe(429)
      kit.advance(1)
      expect((await kit.post(ACCOUNT_API_PATHS.walletRecover, right, laptop.token)).status).toBe(200)
    })

    it('refuses a malformed attempt with 400 without counting it, and answers SHARES_NONE before any split', async () => {
      const laptop = await start()
      const none = await kit.post(
        ACCOUNT_API_PATHS.walletRecover,
        { setId: '0123456789abcdef', recoveryCheck: 'a'.repeat(43) },
        laptop.token,
      )
      expect(error(none.body).code).toBe('SHARES_NONE')
      const { body } = await newSplit(null)
      await kit.put(ACCOUNT_API_PATHS.walletShares, body, laptop.token)
      for (let i = 0; i < 6; i++) {
        const answer = await kit.post(
          ACCOUNT_API_PATHS.walletRecover,
          { setId: body.setId, recoveryCheck: 'short' },
          laptop.token,
        )
        expect(answer.status).toBe(400)
      }
      const wrong = await kit.post(
        ACCOUNT_API_PATHS.walletRecover,
        { setId: body.setId, recoveryCheck: 'b'.repeat(43) },
        laptop.token,
      )
      expect(error(wrong.body).attemptsLeft).toBe(4)
    })
  })

  describe('devices', () => {
    const devices = async (session: SessionResponse) =>
      (await kit.get(ACCOUNT_API_PATHS.devices, session.token)).body.devices as {
        id: string
        current: boolean
      }[]

    it('lists the account’s devices newest first, marking the asking one', async () => {
      const laptop = await start()
      kit.advance(1000)
      const phone = await signInNewDevice(kit, EMAIL, 'phone')
      expect(await devices(laptop)).toEqual([
        { id: 'phone', createdAt: 1_700_000_001_000, lastSeenAt: 1_700_000_001_000, current: false },
        { id: 'laptop', createdAt: 1_700_000_000_000, lastSeenAt: 1_700_000_000_000, current: true },
      ])
      expect((await devices(phone)).map((device) => [device.id, device.current])).toEqual([
        ['phone', true],
        ['laptop', false],
      ])
    })

    it('revokes a device in one step with the new split: its sessions end, it gets no share, the old split is gone', async () => {
      const laptop = await start()
      const first = await newSplit(null)
      await kit.put(ACCOUNT_API_PATHS.walletShares, first.body, laptop.token)
      const phone = await signInNewDevice(kit, EMAIL, 'phone')
      expect((await kit.get(ACCOUNT_API_PATHS.walletShares, phone.token)).status).toBe(200)
      const second = await newSplit(first.set.setId)
      const revoke = await kit.post(
        ACCOUNT_API_PATHS.deviceRevoke,
        { deviceId: 'phone', shares: second.body },
        laptop.token,
      )
      expect(revoke).toEqual({ status: 200, body: {} })
      expect((await kit.get(ACCOUNT_API_PATHS.walletShares, phone.token)).status).toBe(401)
      expect((await kit.get(API_PATHS.user, phone.token)).status).toBe(401)
      expect((await devices(laptop)).map((device) => device.id)).toEqual(['laptop'])
      const now = await kit.get(ACCOUNT_API_PATHS.walletShares, laptop.token)
      expect(now.body).toEqual({ setId: second.set.setId, authShare: second.set.auth })
      // the phone's old device share no longer combines with the auth share
      await expect(combineWalletShares(first.set.device, second.set.auth)).rejects.toMatchObject({
        code: 'SHARE_MISMATCH',
      })
    })

    it('makes a revoked device approve itself by link again when it signs in', async () => {
      const laptop = await start()
      await signInNewDevice(kit, EMAIL, 'phone')
      await kit.post(
        ACCOUNT_API_PATHS.deviceRevoke,
        { deviceId: 'phone', shares: (await newSplit(null)).body },
        laptop.token,
      )
      const again = await kit.post(API_PATHS.emailStart, { email: EMAIL, deviceId: 'phone' })
      expect(again.body.action).toBe('VERIFY_DEVICE')
      const phone = await signInNewDevice(kit, EMAIL, 'phone')
      expect((await kit.get(ACCOUNT_API_PATHS.walletShares, phone.token)).status).toBe(200)
    })

    it('refuses a revoke of the asking device, of an unknown one, or with a stale split, and changes nothing', async () => {
      const laptop = await start()
      const first = await newSplit(null)
      await kit.put(ACCOUNT_API_PATHS.walletShares, first.body, laptop.token)
      const phone = await signInNewDevice(kit, EMAIL, 'phone')
      const fresh = (await newSplit(first.set.setId)).body
      const own = await kit.post(
        ACCOUNT_API_PATHS.deviceRevoke,
        { deviceId: 'laptop', shares: fresh },
        laptop.token,
      )
      expect([own.status, error(own.body).code]).toEqual([400, 'INVALID_REQUEST'])
      const unknown = await kit.post(
        ACCOUNT_API_PATHS.deviceRevoke,
        { deviceId: 'tablet', shares: fresh },
        laptop.token,
      )
      expect([unknown.status, error(unknown.body).code]).toEqual([404, 'NOT_FOUND'])
      const stale = await kit.post(
        ACCOUNT_API_PATHS.deviceRevoke,
        { deviceId: 'phone', shares: (await newSplit(null)).body },
        laptop.token,
      )
      expect([stale.status, error(stale.body).code]).toEqual([409, 'SHARES_CONFLICT'])
      const malformed = await kit.post(
        ACCOUNT_API_PATHS.deviceRevoke,
        { deviceId: 'phone', shares: { ...fresh, authShare: 'x' } },
        laptop.token,
      )
      expect(malformed.status).toBe(400)
      expect((await kit.get(ACCOUNT_API_PATHS.walletShares, phone.token)).body.setId).toBe(first.set.setId)
      expect((await devices(laptop)).map((device) => device.id).sort()).toEqual(['laptop', 'phone'])
    })

    it('signs out everywhere: every session of the account ends, the asking one included', async () => {
      const laptop = await start()
      const phone = await signInNewDevice(kit, EMAIL, 'phone')
      const bob = await kit.signIn('bob@example.com', 'bob-laptop')
      expect(await kit.post(ACCOUNT_API_PATHS.signOutEverywhere, {}, phone.token)).toEqual({
        status: 200,
        body: {},
      })
      expect((await kit.get(API_PATHS.user, laptop.token)).status).toBe(401)
      expect((await kit.get(API_PATHS.user, phone.token)).status).toBe(401)
      expect((await kit.get(API_PATHS.user, bob.token)).status).toBe(200)
    })
  })
})
