import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { recoverMessageAddress } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createMnemonic } from '../keys/createMnemonic'
import type { WalletRegisterRequest, WalletSharesRequest } from '../protocol/api'
import { FRAME_CHANNEL, type FrameResponse } from '../protocol/frame'
import { walletProofMessage } from '../protocol/walletProof'
import { createFrameAuthClient } from './createFrameAuthClient'
import { createKeyFrameHandler } from './createKeyFrameHandler'
import { FRAME_ERROR_MESSAGES, FrameError } from './FrameError'
import { makeWalletSplit } from './makeWalletSplit'
import { verifySolanaMessage } from './testing/verifySolanaMessage'
import { createKeyVault } from './vault/createKeyVault'
import { createMemoryVaultStorage } from './vault/createMemoryVaultStorage'

const CHALLENGE = 'c'.repeat(43)
const registrationStub: WalletRegisterRequest = {
  evm: '0x',
  solana: 's',
  challenge: CHALLENGE,
  evmSignature: '0x',
  solanaSignature: 's',
}

type Seen = { method: string; url: string; authorization: string | undefined; body: string }
const closers: (() => Promise<void>)[] = []

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

/** A stand-in auth service on loopback: answers GET /v1/user, POST /v1/wallet/challenge and POST /v1/wallet like the real one. */
async function startService(reply: (seen: Seen, res: ServerResponse) => void) {
  const seen: Seen[] = []
  const server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      }
      seen.push(entry)
      reply(entry, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

async function codeOf(promise: Promise<unknown>): Promise<string | number | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error instanceof FrameError ? error.code : String(error)),
  )
}

describe('createFrameAuthClient', () => {
  it('gets the user, a wallet challenge and registers the wallet with its proof, with the bearer token and JSON POSTs', async () => {
    const service = await startService((seen, res) => {
      if (seen.url === '/v1/user') return json(res, 200, { user: { id: 'u-1', preferredAccountType: 'eoa' } })
      if (seen.url === '/v1/wallet/challenge') return json(res, 200, { challenge: CHALLENGE, expiresAt: 1 })
      const { evm, solana } = JSON.parse(seen.body)
      return json(res, 200, { user: { id: 'u-1', preferredAccountType: 'eoa', wallet: { evm, solana } } })
    })
    const auth = createFrameAuthClient({ authUrl: `${service.url}/` })
    expect(auth.service).toBe(service.url)
    expect(await auth.getUser('t-1')).toEqual({ id: 'u-1', preferredAccountType: 'eoa' })
    expect(await auth.getWalletChallenge('t-1')).toBe(CHALLENGE)
    const registration = {
      evm: '0xabc',
      solana: 'Sol',
      challenge: CHALLENGE,
      evmSignature: '0x01',
      solanaSignature: 'sig',
    }
    await auth.registerWallet('t-1', registration)
    expect(service.seen).toEqual([
      { method: 'GET', url: '/v1/user', authorization: 'Bearer t-1', body: '' },
      { method: 'POST', url: '/v1/wallet/challenge', authorization: 'Bearer t-1', body: '{}' },
      {
        method: 'POST',
        url: '/v1/wallet',
        authorization: 'Bearer t-1',
        body: JSON.stringify(registration),
      },
    ])
  })

  it('maps 401 to UNAUTHORIZED and other failures (5xx, bad body, unreachable) to INTERNAL', async () => {
    const service = await startService((seen, res) => {
      if (seen.authorization === 'Bearer expired')
        return json(res, 401, { error: { code: 'UNAUTHORIZED', message: 'x' } })
      if (seen.authorization === 'Bearer broken')
        return json(res, 500, { error: { code: 'X', message: 'x' } })
      if (seen.authorization === 'Bearer taken') {
        return json(res, 409, {
          error: { code: 'WALLET_CONFLICT', message: 'Different addresses are registered' },
        })
      }
      if (seen.authorization === 'Bearer refused')
        return json(res, 400, { error: { code: 'WALLET_CHALLENGE_EXPIRED', message: 'x' } })
      if (seen.authorization === 'Bearer odd-user')
        return json(res, 200, { user: { id: 'u-1\nService: http://evil', preferredAccountType: 'eoa' } })
      if (seen.url === '/v1/wallet/challenge') return json(res, 200, { challenge: 'short' })
      return json(res, 200, { user: { email: 'no id' } })
    })
    const auth = createFrameAuthClient({ authUrl: service.url })
    expect(await codeOf(auth.getUser('expired'))).toBe('UNAUTHORIZED')
    expect(await codeOf(auth.registerWallet('expired', registrationStub))).toBe('UNAUTHORIZED')
    expect(await codeOf(auth.getUser('broken'))).toBe('INTERNAL')
    expect(await codeOf(auth.getUser('ok'))).toBe('INTERNAL')
    const conflict = await auth.registerWallet('taken', registrationStub).catch((error: unknown) => error)
    expect(conflict).toMatchObject({ code: 'INTERNAL', shortMessage: FRAME_ERROR_MESSAGES.walletElsewhere })
    const refused = await auth.registerWallet('refused', registrationStub).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 'INTERNAL', shortMessage: FRAME_ERROR_MESSAGES.walletProofRefused })
    // a user id the frame would have to put in its proof text must be one printable line
    expect(await codeOf(auth.getUser('odd-user'))).toBe('INTERNAL')
    // a challenge of another shape than the service's is not signed
    const odd = await auth.getWalletChallenge('ok').catch((error: unknown) => error)
    expect(odd).toMatchObject({ code: 'INTERNAL', shortMessage: FRAME_ERROR_MESSAGES.authInvalidResponse })
    const closed = createFrameAuthClient({ authUrl: 'http://127.0.0.1:9' })
    expect(await codeOf(closed.getUser('ok'))).toBe('INTERNAL')
  })

  it('is what the handler uses by default: connect over HTTP registers the derived addresses with a proof that verifies and stores the split', async () => {
    let wallet: unknown
    let shares: WalletSharesRequest | undefined
    const service = await startService((seen, res) => {
      if (seen.url === '/v1/wallet/shares' && seen.method === 'PUT') {
        shares = JSON.parse(seen.body) as WalletSharesRequest
        return json(res, 200, {})
      }
      if (seen.url === '/v1/wallet/shares') {
        if (shares === undefined) return json(res, 404, { error: { code: 'SHARES_NONE', message: 'x' } })
        return json(res, 200, { setId: shares.setId, authShare: shares.authShare })
      }
      if (seen.url === '/v1/wallet/challenge') return json(res, 200, { challenge: CHALLENGE, expiresAt: 1 })
      if (seen.url === '/v1/wallet') {
        const body = JSON.parse(seen.body) as WalletRegisterRequest
        const message = walletProofMessage({
          service: service.url,
          userId: 'u-1',
          challenge: CHALLENGE,
          evm: body.evm,
          solana: body.solana,
        })
        const valid =
          body.challenge === CHALLENGE &&
          verifySolanaMessage(message, body.solanaSignature, body.solana) &&
          recoverMessageAddress({ message, signature: body.evmSignature as `0x${string}` }).then(
            (address) => address === body.evm,
          )
        return void Promise.resolve(valid).then((ok) => {
          if (!ok) return json(res, 400, { error: { code: 'WALLET_PROOF_INVALID', message: 'x' } })
          wallet = { evm: body.evm, solana: body.solana }
          json(res, 200, { user: { id: 'u-1', preferredAccountType: 'eoa', wallet } })
        })
      }
      json(res, 200, { user: { id: 'u-1', preferredAccountType: 'eoa', ...(wallet ? { wallet } : {}) } })
    })
    const parent = {}
    const posted: FrameResponse[] = []
    const handler = createKeyFrameHandler({
      allowedOrigins: ['http://127.0.0.1:1234'],
      parent,
      authUrl: service.url,
      vault: createKeyVault({ storage: createMemoryVaultStorage() }),
      post: (message) => posted.push(message),
    })
    const connect = { channel: FRAME_CHANNEL, id: 1, method: 'connect', params: { token: 'tok' } }
    await handler.handleMessage({ data: connect, origin: 'http://127.0.0.1:1234', source: parent })
    await handler.handleMessage({
      data: { ...connect, id: 2 },
      origin: 'http://127.0.0.1:1234',
      source: parent,
    })
    const [first, second] = posted
    expect(wallet).toBeDefined()
    expect(first && 'result' in first ? first.result : first).toEqual(wallet)
    expect(second && 'result' in second ? second.result : second).toEqual(wallet)
    expect(service.seen.filter((s) => s.url === '/v1/wallet')).toHaveLength(1)
    // the second connect rebuilt the wallet from the vault's device share and the service's auth share
    expect(service.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v1/user',
      'POST /v1/wallet/challenge',
      'POST /v1/wallet',
      'PUT /v1/wallet/shares',
      'GET /v1/user',
      'GET /v1/wallet/shares',
    ])
    expect(shares?.previousSetId).toBeNull()
  })

  it('gets, puts and recovers the split and revokes a device at their paths, with exactly the protocol fields', async () => {
    const split = await makeWalletSplit(createMnemonic())
    const shares: WalletSharesRequest = { ...split.upload, previousSetId: null }
    const service = await startService((seen, res) => {
      if (seen.url === '/v1/wallet/shares' && seen.method === 'GET')
        return json(res, 200, { setId: split.setId, authShare: split.upload.authShare, extra: 1 })
      if (seen.url === '/v1/wallet/recover')
        return json(res, 200, {
          setId: split.setId,
          authShare: split.upload.authShare,
          deviceShareBox: split.upload.deviceShareBox,
        })
      return json(res, 200, {})
    })
    const auth = createFrameAuthClient({ authUrl: service.url })
    expect(await auth.getShares('t')).toEqual({ setId: split.setId, authShare: split.upload.authShare })
    await auth.putShares('t', { ...shares, note: 'not sent' } as WalletSharesRequest)
    const recover = { setId: split.setId, recoveryCheck: split.upload.recoveryCheck }
    expect(await auth.recover('t', recover)).toEqual({
      setId: split.setId,
      authShare: split.upload.authShare,
      deviceShareBox: split.upload.deviceShareBox,
    })
    await auth.revokeDevice('t', { deviceId: 'd-2', shares })
    expect(service.seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/v1/wallet/shares', body: '' },
      { method: 'PUT', url: '/v1/wallet/shares', body: JSON.stringify(shares) },
      { method: 'POST', url: '/v1/wallet/recover', body: JSON.stringify(recover) },
      { method: 'POST', url: '/v1/devices/revoke', body: JSON.stringify({ deviceId: 'd-2', shares }) },
    ])
  })

  it('maps the share refusals to their frame codes (a revoked device is not a bad session) and refuses malformed shares', async () => {
    const split = await makeWalletSplit(createMnemonic())
    const other = await makeWalletSplit(createMnemonic())
    const refusals: Record<string, [number, Record<string, unknown>]> = {
      revoked: [403, { code: 'DEVICE_REVOKED', message: 'x' }],
      wrong: [403, { code: 'RECOVERY_WRONG', message: 'x', attemptsLeft: 3 }],
      'wrong-odd': [403, { code: 'RECOVERY_WRONG', message: 'x', attemptsLeft: 1e9 }],
      locked: [429, { code: 'RECOVERY_LOCKED', message: 'x' }],
      none: [404, { code: 'SHARES_NONE', message: 'x' }],
      conflict: [409, { code: 'SHARES_CONFLICT', message: 'x' }],
    }
    const answers: Record<string, unknown> = {
      'other-split': { setId: split.setId, authShare: other.upload.authShare },
      'device-share': { setId: split.setId, authShare: split.deviceShare },
      'long-box': { setId: split.setId, authShare: split.upload.authShare, deviceShareBox: 'A'.repeat(401) },
      huge: { setId: split.setId, authShare: split.upload.authShare, pad: 'x'.repeat(70_000) },
    }
    const service = await startService((seen, res) => {
      const token = seen.authorization?.replace('Bearer ', '') ?? ''
      const refusal = refusals[token]
      if (refusal) return json(res, refusal[0], { error: refusal[1] })
      return json(res, 200, answers[token])
    })
    const auth = createFrameAuthClient({ authUrl: service.url })
    const recover = { setId: split.setId, recoveryCheck: split.upload.recoveryCheck }
    const failure = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)

    expect(await failure(auth.getShares('revoked'))).toMatchObject({
      code: 'DEVICE_REVOKED',
      shortMessage: FRAME_ERROR_MESSAGES.deviceRevoked,
    })
    expect(await failure(auth.recover('wrong', recover))).toMatchObject({
      code: 'RECOVERY_WRONG',
      meta: { apiCode: 'RECOVERY_WRONG', attemptsLeft: 3 },
    })
    expect(((await failure(auth.recover('wrong-odd', recover))) as FrameError).meta).toEqual({
      apiCode: 'RECOVERY_WRONG',
    })
    expect(await failure(auth.recover('locked', recover))).toMatchObject({ code: 'RECOVERY_LOCKED' })
    expect(await failure(auth.getShares('none'))).toMatchObject({
      code: 'INTERNAL',
      shortMessage: FRAME_ERROR_MESSAGES.sharesNone,
      meta: { apiCode: 'SHARES_NONE' },
    })
    const shares = { ...split.upload, previousSetId: null }
    expect(await failure(auth.putShares('conflict', shares))).toMatchObject({
      code: 'INTERNAL',
      meta: { apiCode: 'SHARES_CONFLICT' },
    })
    for (const token of ['other-split', 'device-share', 'huge']) {
      expect(await failure(auth.getShares(token)), token).toMatchObject({
        code: 'INTERNAL',
        shortMessage: FRAME_ERROR_MESSAGES.authInvalidResponse,
      })
    }
    expect(await failure(auth.recover('long-box', recover))).toMatchObject({
      shortMessage: FRAME_ERROR_MESSAGES.authInvalidResponse,
    })
  })
})
