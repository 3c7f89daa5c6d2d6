import { API_PATHS } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'

let kit: AuthTestKit
afterEach(() => kit.service.close())

const EVM = '0x1111111111111111111111111111111111111111'
const SOLANA = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

describe('sessions and the user record', () => {
  it('answers UNAUTHORIZED (401) without a session, with a forged one, and after sign-out', async () => {
    kit = await startAuthTestKit()
    const { token } = await kit.signIn('a@example.com')
    expect(await kit.get(API_PATHS.user)).toEqual({
      status: 401,
      body: {
        error: { code: 'UNAUTHORIZED', message: 'Sign in first: the session is missing or has expired.' },
      },
    })
    expect((await kit.get(API_PATHS.user, 'forged')).status).toBe(401)
    expect((await kit.post(API_PATHS.signOut, {}, token)).status).toBe(200)
    expect((await kit.get(API_PATHS.user, token)).status).toBe(401)
    expect((await kit.post(API_PATHS.signOut, {}, token)).status).toBe(401)
  })

  it('ends sessions after 30 days', async () => {
    kit = await startAuthTestKit()
    const { token } = await kit.signIn('a@example.com')
    kit.advance(30 * 24 * 60 * 60_000 - 1)
    expect((await kit.get(API_PATHS.user, token)).status).toBe(200)
    kit.advance(1)
    expect((await kit.get(API_PATHS.user, token)).status).toBe(401)
  })

  it('stores the preferred account type', async () => {
    kit = await startAuthTestKit()
    const { token } = await kit.signIn('a@example.com')
    const set = await kit.post(API_PATHS.accountType, { type: 'smartAccount' }, token)
    expect(set.body.user).toMatchObject({ preferredAccountType: 'smartAccount' })
    expect((await kit.post(API_PATHS.accountType, { type: 'other' }, token)).status).toBe(400)
    expect((await kit.get(API_PATHS.user, token)).body.user).toMatchObject({
      preferredAccountType: 'smartAccount',
    })
  })

  it('registers wallet addresses idempotently and refuses different ones with WALLET_CONFLICT (409)', async () => {
    kit = await startAuthTestKit()
    const { token } = await kit.signIn('a@example.com')
    const first = await kit.post(API_PATHS.wallet, { evm: EVM, solana: SOLANA }, token)
    expect(first.body.user).toMatchObject({ wallet: { evm: EVM, solana: SOLANA } })
    expect((await kit.post(API_PATHS.wallet, { evm: EVM, solana: SOLANA }, token)).status).toBe(200)
    const other = await kit.post(API_PATHS.wallet, { evm: `0x${'2'.repeat(40)}`, solana: SOLANA }, token)
    expect(other.status).toBe(409)
    expect(other.body.error).toEqual({
      code: 'WALLET_CONFLICT',
      message: 'This account already has other wallet addresses registered.',
    })
    const malformed = await kit.post(API_PATHS.wallet, { evm: '0x12', solana: SOLANA }, token)
    expect((malformed.body.error as { code: string }).code).toBe('INVALID_REQUEST')
  })

  it('answers NOT_FOUND for an unknown path and INVALID_REQUEST (405) for a wrong method', async () => {
    kit = await startAuthTestKit()
    const missing = await kit.get('/v1/nothing')
    expect(missing.status).toBe(404)
    expect((missing.body.error as { code: string }).code).toBe('NOT_FOUND')
    const method = await kit.get(API_PATHS.emailStart)
    expect(method.status).toBe(405)
    expect((method.body.error as { code: string }).code).toBe('INVALID_REQUEST')
  })
})
