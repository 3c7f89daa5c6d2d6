import { API_PATHS, type PasskeyLoginResponse, type PasskeyRegisterResponse } from '@latch/embedded-wallet'
import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { recoveryCheck } from '../../embedded-wallet/src/shares/shareBoxes'
import { APP_ORIGIN, type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import {
  type CeremonyTweaks,
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from './testing/softwareAuthenticator'
import { useStoreMatrix } from './testing/storeMatrix'
import { newSplit } from './testing/walletShareSets'

const FRAME_ORIGIN = 'http://localhost:5175'
const PASSKEYS = { rpId: 'localhost', rpName: 'Latch test', origins: [FRAME_ORIGIN] }
const error = (body: Record<string, unknown>) => body.error as { code: string; message: string }

const matrix = useStoreMatrix()
beforeAll(() => matrix.postgres(), 60_000)

let kit: AuthTestKit

describe.each(matrix.stores)('on %s', (store) => {
  afterEach(() => kit.service.close())
  let authenticator: SoftwareAuthenticator
  const start = async () => {
    kit = await startAuthTestKit({ database: await matrix.database(store), passkeys: PASSKEYS })
    authenticator = createSoftwareAuthenticator()
  }
  const register = async (token?: string, tweaks: CeremonyTweaks = {}, deviceId = 'laptop') => {
    const options = await kit.post(ACCOUNT_API_PATHS.passkeyRegisterOptions, {}, token)
    expect(options.status).toBe(200)
    const response = authenticator.create(
      options.body.options as Record<string, unknown>,
      FRAME_ORIGIN,
      tweaks,
    )
    return kit.post(ACCOUNT_API_PATHS.passkeyRegisterVerify, { response, deviceId }, token)
  }
  const signUp = async () => {
    const answer = await register()
    expect(answer.status).toBe(200)
    return answer.body as unknown as Required<PasskeyRegisterResponse>
  }
  const assertion = async (tweaks: CeremonyTweaks = {}) => {
    const options = await kit.post(ACCOUNT_API_PATHS.passkeyLoginOptions, {})
    return authenticator.get(options.body.options as Record<string, unknown>, FRAME_ORIGIN, tweaks)
  }
  const signIn = async (tweaks: CeremonyTweaks = {}, deviceId = 'phone') =>
    kit.post(ACCOUNT_API_PATHS.passkeyLoginVerify, { response: await assertion(tweaks), deviceId })

  it('signs up a new account with no email by passkey and answers its session', async () => {
    await start()
    const { passkey, session } = await signUp()
    expect(session.user.email).toBeUndefined()
    expect(passkey).toEqual({
      id: expect.any(String),
      createdAt: expect.any(Number),
      lastUsedAt: null,
      prf: false,
    })
    const user = await kit.get(API_PATHS.user, session.token)
    expect(user.body.user).toEqual(session.user)
    const devices = await kit.get(ACCOUNT_API_PATHS.devices, session.token)
    expect(devices.body.devices).toEqual([expect.objectContaining({ id: 'laptop', current: true })])
  })

  it('signs in with the passkey on another device, to the same account', async () => {
    await start()
    const { session } = await signUp()
    const answer = await signIn()
    expect(answer.status).toBe(200)
    const login = answer.body as unknown as PasskeyLoginResponse
    expect(login.session.user.id).toBe(session.user.id)
    expect(login.prfBox).toBeUndefined()
    const devices = await kit.get(ACCOUNT_API_PATHS.devices, login.session.token)
    expect((devices.body.devices as { id: string }[]).map((d) => d.id).sort()).toEqual(['laptop', 'phone'])
    const listed = await kit.get(ACCOUNT_API_PATHS.passkeys, login.session.token)
    expect(listed.body.passkeys).toEqual([
      expect.objectContaining({ id: login.passkeyId, lastUsedAt: expect.any(Number) }),
    ])
  })

  it('adds a passkey to an email account, which then signs in to that account', async () => {
    await start()
    const email = await kit.signIn('ada@example.com', 'laptop')
    const added = await register(email.token)
    expect(added.status).toBe(200)
    expect(added.body.session).toBeUndefined()
    const login = (await signIn()).body as unknown as PasskeyLoginResponse
    expect(login.session.user).toEqual(
      expect.objectContaining({ id: email.user.id, email: 'ada@example.com' }),
    )
  })

  it('refuses a registration challenge of one session answered with another', async () => {
    await start()
    const ada = await kit.signIn('ada@example.com', 'laptop')
    const bob = await kit.signIn('bob@example.com', 'laptop')
    const options = await kit.post(ACCOUNT_API_PATHS.passkeyRegisterOptions, {}, ada.token)
    const response = authenticator.create(options.body.options as Record<string, unknown>, FRAME_ORIGIN)
    const answer = await kit.post(
      ACCOUNT_API_PATHS.passkeyRegisterVerify,
      { response, deviceId: 'x' },
      bob.token,
    )
    expect(answer.status).toBe(400)
    expect(error(answer.body).code).toBe('PASSKEY_CHALLENGE')
    expect((await kit.get(ACCOUNT_API_PATHS.passkeys, bob.token)).body.passkeys).toEqual([])
  })

  it('lists the passkeys newest first and removes one, which then cannot sign in', async () => {
    await start()
    const email = await kit.signIn('ada@example.com', 'laptop')
    await register(email.token)
    kit.advance(1000)
    await register(email.token)
    const listed = (await kit.get(ACCOUNT_API_PATHS.passkeys, email.token)).body.passkeys as { id: string }[]
    const [newest, oldest] = authenticator.credentials
      .map((c) => Buffer.from(c.id).toString('base64url'))
      .reverse()
    expect(listed.map((p) => p.id)).toEqual([newest, oldest])
    expect(await kit.post(ACCOUNT_API_PATHS.passkeyRemove, { passkeyId: oldest }, email.token)).toEqual({
      status: 200,
      body: {},
    })
    expect(
      ((await kit.get(ACCOUNT_API_PATHS.passkeys, email.token)).body.passkeys as { id: string }[]).map(
        (p) => p.id,
      ),
    ).toEqual([newest])
    const removed = await kit.post(ACCOUNT_API_PATHS.passkeyLoginVerify, {
      response: authenticator.get(
        (await kit.post(ACCOUNT_API_PATHS.passkeyLoginOptions, {})).body.options as Record<string, unknown>,
        FRAME_ORIGIN,
        { credential: authenticator.credentials[0] },
      ),
      deviceId: 'phone',
    })
    expect(removed.status).toBe(404)
    expect(error(removed.body).code).toBe('PASSKEY_UNKNOWN')
    const again = await kit.post(ACCOUNT_API_PATHS.passkeyRemove, { passkeyId: oldest }, email.token)
    expect(error(again.body).code).toBe('PASSKEY_UNKNOWN')
  })

  it('refuses a replayed assertion (its challenge was used)', async () => {
    await start()
    await signUp()
    const response = await assertion()
    expect((await kit.post(ACCOUNT_API_PATHS.passkeyLoginVerify, { response, deviceId: 'a' })).status).toBe(
      200,
    )
    const replay = await kit.post(ACCOUNT_API_PATHS.passkeyLoginVerify, { response, deviceId: 'b' })
    expect(replay.status).toBe(400)
    expect(error(replay.body).code).toBe('PASSKEY_CHALLENGE')
  })

  it('refuses an expired challenge', async () => {
    await start()
    await signUp()
    const response = await assertion()
    kit.advance(5 * 60_000 + 1)
    const late = await kit.post(ACCOUNT_API_PATHS.passkeyLoginVerify, { response, deviceId: 'a' })
    expect(error(late.body).code).toBe('PASSKEY_CHALLENGE')
  })

  it('refuses a passkey of another RP ID, at registration and at sign-in', async () => {
    await start()
    const registered = await register(undefined, { rpId: 'evil.example' })
    expect(registered.status).toBe(400)
    expect(error(registered.body).code).toBe('PASSKEY_INVALID')
    await signUp()
    const signedIn = await signIn({ rpId: 'evil.example' })
    expect(signedIn.status).toBe(400)
    expect(error(signedIn.body).code).toBe('PASSKEY_INVALID')
  })

  it('refuses a ceremony run on another origin, at registration and at sign-in', async () => {
    await start()
    const registered = await register(undefined, { origin: 'http://localhost:6666' })
    expect(error(registered.body).code).toBe('PASSKEY_INVALID')
    await signUp()
    const signedIn = await signIn({ origin: 'http://127.0.0.1:5173' })
    expect(error(signedIn.body).code).toBe('PASSKEY_INVALID')
  })

  it('accepts a ceremony in the frame embedded by an allowed app page, and refuses one under another page', async () => {
    await start()
    expect((await register(undefined, { topOrigin: APP_ORIGIN })).status).toBe(200)
    expect((await signIn({ topOrigin: APP_ORIGIN })).status).toBe(200)
    const registered = await register(undefined, { topOrigin: 'http://localhost:6666' })
    expect(error(registered.body).code).toBe('PASSKEY_INVALID')
    const signedIn = await signIn({ topOrigin: 'http://localhost:6666' })
    expect(error(signedIn.body).code).toBe('PASSKEY_INVALID')
  })

  it('refuses a ceremony without user verification', async () => {
    await start()
    const registered = await register(undefined, { userVerified: false })
    expect(error(registered.body).code).toBe('PASSKEY_INVALID')
    await signUp()
    const signedIn = await signIn({ userVerified: false })
    expect(error(signedIn.body).code).toBe('PASSKEY_INVALID')
  })

  it('refuses a signature counter that does not grow', async () => {
    await start()
    await signUp()
    expect((await signIn({ counter: 5 })).status).toBe(200)
    const same = await signIn({ counter: 5 })
    expect(same.status).toBe(403)
    expect(error(same.body).code).toBe('PASSKEY_COUNTER')
    expect(error((await signIn({ counter: 4 })).body).code).toBe('PASSKEY_COUNTER')
    expect((await signIn({ counter: 6 })).status).toBe(200)
  })

  it('stores a PRF box for the session passkey only for the current split and its recovery check, and answers it at sign-in', async () => {
    await start()
    const { session } = await signUp()
    const { set, body } = await newSplit(null)
    await kit.put(ACCOUNT_API_PATHS.walletShares, body, session.token)
    const check = recoveryCheck(set.recovery)
    const otherSplit = await kit.put(
      ACCOUNT_API_PATHS.passkeyPrfBox,
      { setId: 'a'.repeat(16), box: 'sealed', recoveryCheck: check },
      session.token,
    )
    expect(otherSplit.status).toBe(409)
    expect(error(otherSplit.body).code).toBe('PRF_BOX_STALE')
    const otherCheck = await kit.put(
      ACCOUNT_API_PATHS.passkeyPrfBox,
      { setId: set.setId, box: 'sealed', recoveryCheck: recoveryCheck(set.device) },
      session.token,
    )
    expect(error(otherCheck.body).code).toBe('PRF_BOX_STALE')
    const noCheck = await kit.put(
      ACCOUNT_API_PATHS.passkeyPrfBox,
      { setId: set.setId, box: 'sealed' },
      session.token,
    )
    expect(error(noCheck.body).code).toBe('INVALID_REQUEST')
    const stored = await kit.put(
      ACCOUNT_API_PATHS.passkeyPrfBox,
      { setId: set.setId, box: 'sealed-box', recoveryCheck: check },
      session.token,
    )
    expect(stored).toEqual({ status: 200, body: {} })
    const login = (await signIn()).body as unknown as PasskeyLoginResponse
    expect(login.prfBox).toEqual({ setId: set.setId, box: 'sealed-box' })
  })

  it('a new split leaves the box stale: never answered at sign-in nor listed, and a box for the old split is refused', async () => {
    await start()
    const { session } = await signUp()
    const first = await newSplit(null)
    await kit.put(ACCOUNT_API_PATHS.walletShares, first.body, session.token)
    const old = { setId: first.set.setId, box: 'old-box', recoveryCheck: recoveryCheck(first.set.recovery) }
    expect((await kit.put(ACCOUNT_API_PATHS.passkeyPrfBox, old, session.token)).status).toBe(200)
    const second = await newSplit(first.set.setId)
    expect((await kit.put(ACCOUNT_API_PATHS.walletShares, second.body, session.token)).status).toBe(200)
    const login = (await signIn()).body as unknown as PasskeyLoginResponse
    expect(login.prfBox).toBeUndefined()
    const listed = await kit.get(ACCOUNT_API_PATHS.passkeys, session.token)
    expect(listed.body.passkeys).toEqual([expect.objectContaining({ prf: false })])
    const late = await kit.put(ACCOUNT_API_PATHS.passkeyPrfBox, old, session.token)
    expect(error(late.body).code).toBe('PRF_BOX_STALE')
  })

  it('stores a box for a passkey an email session names, only one of its own account', async () => {
    await start()
    const email = await kit.signIn('ada@example.com', 'laptop')
    const { set, body } = await newSplit(null)
    await kit.put(ACCOUNT_API_PATHS.walletShares, body, email.token)
    const added = (await register(email.token)).body as unknown as PasskeyRegisterResponse
    const box = { setId: set.setId, box: 'sealed-box', recoveryCheck: recoveryCheck(set.recovery) }
    const unnamed = await kit.put(ACCOUNT_API_PATHS.passkeyPrfBox, box, email.token)
    expect(unnamed.status).toBe(400)
    expect(error(unnamed.body).code).toBe('PASSKEY_SESSION')
    const named = await kit.put(
      ACCOUNT_API_PATHS.passkeyPrfBox,
      { ...box, passkeyId: added.passkey.id },
      email.token,
    )
    expect(named).toEqual({ status: 200, body: {} })
    expect(((await signIn()).body as unknown as PasskeyLoginResponse).prfBox).toEqual({
      setId: set.setId,
      box: 'sealed-box',
    })
    // another account's session cannot name it
    const other = await kit.signIn('bob@example.com', 'desk')
    const split = await newSplit(null)
    await kit.put(ACCOUNT_API_PATHS.walletShares, split.body, other.token)
    const foreign = await kit.put(
      ACCOUNT_API_PATHS.passkeyPrfBox,
      {
        setId: split.set.setId,
        box: 'x',
        recoveryCheck: recoveryCheck(split.set.recovery),
        passkeyId: added.passkey.id,
      },
      other.token,
    )
    expect(foreign.status).toBe(404)
    expect(error(foreign.body).code).toBe('PASSKEY_UNKNOWN')
  })

  it('refuses malformed credentials before verifying anything', async () => {
    await start()
    const answer = await kit.post(ACCOUNT_API_PATHS.passkeyLoginVerify, {
      response: { id: 'a'.repeat(2000), rawId: 'a', type: 'public-key', response: {} },
      deviceId: 'a',
    })
    expect(answer.status).toBe(400)
    expect(error(answer.body).code).toBe('INVALID_REQUEST')
  })
})

it('answers PASSKEYS_OFF when the service has no passkeys option', async () => {
  kit = await startAuthTestKit()
  try {
    const answer = await kit.post(ACCOUNT_API_PATHS.passkeyLoginOptions, {})
    expect(answer.status).toBe(404)
    expect(error(answer.body).code).toBe('PASSKEYS_OFF')
  } finally {
    await kit.service.close()
  }
})
