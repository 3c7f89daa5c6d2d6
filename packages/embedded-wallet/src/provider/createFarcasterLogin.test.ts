import { systemClock } from '@latch/core/kit'
import { describe, expect, it } from 'vitest'
import type { SessionResponse } from '../protocol/api'
import { FARCASTER_API_PATHS } from '../protocol/farcasterApi'
import type { AuthCall, AuthClient } from './createAuthClient'
import { createFarcasterLogin } from './createFarcasterLogin'

const SESSION: SessionResponse = { token: 't-1', user: { id: 'u-1', preferredAccountType: 'eoa' } }

/** An auth service that answers each path from its queue (the last answer repeats), recording the calls. */
function scriptedService(answers: Record<string, unknown[]>) {
  const calls: AuthCall[] = []
  const client: AuthClient = {
    async call<T>(call: AuthCall) {
      calls.push(call)
      const queue = answers[call.path] ?? [{}]
      return (queue.length > 1 ? queue.shift() : queue[0]) as T
    },
  }
  const started: SessionResponse[] = []
  const login = createFarcasterLogin({
    client,
    origin: 'http://127.0.0.1:5173',
    deviceId: () => 'device-1',
    pollMs: 0,
    clock: systemClock(),
    startSession: async (session) => {
      started.push(session)
    },
  })
  return { login, calls, started }
}

const START = FARCASTER_API_PATHS.farcasterStart
const STATUS = FARCASTER_API_PATHS.farcasterStatus

describe('the embedded wallet’s Farcaster login', () => {
  it('starts for the page origin and device, polls until the sign-in completes, and starts its session once', async () => {
    const { login, calls, started } = scriptedService({
      [START]: [{ loginId: 'l-1', uri: 'https://farcaster.xyz/~/siwf?channelToken=c' }],
      [STATUS]: [{ state: 'pending' }, { state: 'pending' }, { state: 'completed', session: SESSION }],
    })
    expect(await login.getUri()).toEqual({ uri: 'https://farcaster.xyz/~/siwf?channelToken=c' })
    await login.connect()
    expect(calls).toEqual([
      { path: START, body: { origin: 'http://127.0.0.1:5173', deviceId: 'device-1' } },
      { path: STATUS, body: { loginId: 'l-1' } },
      { path: STATUS, body: { loginId: 'l-1' } },
      { path: STATUS, body: { loginId: 'l-1' } },
    ])
    expect(started).toEqual([SESSION])
    // used up: connecting again needs a new sign-in
    await expect(login.connect()).rejects.toMatchObject({ code: 'NO_LOGIN' })
  })

  it('refuses a malformed start or poll answer (INVALID_RESPONSE) and starts no session', async () => {
    const badStart = scriptedService({ [START]: [{ loginId: 'has spaces', uri: 'https://x' }] })
    await expect(badStart.login.getUri()).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      shortMessage: 'The sign-in service answered an invalid Farcaster sign-in',
    })
    await expect(badStart.login.connect()).rejects.toMatchObject({ code: 'NO_LOGIN' })

    for (const answer of [{ state: 'completed', session: { token: '' } }, { state: 'done' }, null]) {
      const badPoll = scriptedService({
        [START]: [{ loginId: 'l-1', uri: 'https://x' }],
        [STATUS]: [answer],
      })
      await badPoll.login.getUri()
      await expect(badPoll.login.connect()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
      expect(badPoll.started).toEqual([])
    }
  })

  it('ends a poll with NO_LOGIN when a newer sign-in replaced it', async () => {
    const { login, started } = scriptedService({
      [START]: [
        { loginId: 'l-1', uri: 'https://x' },
        { loginId: 'l-2', uri: 'https://y' },
      ],
      [STATUS]: [{ state: 'pending' }],
    })
    await login.getUri()
    const polling = login.connect()
    await login.getUri()
    await expect(polling).rejects.toMatchObject({ code: 'NO_LOGIN' })
    expect(started).toEqual([])
  })
})
