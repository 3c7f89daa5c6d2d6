import { API_PATHS, type SessionResponse } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthServiceOptions } from './service/authServiceOptions'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'
import { createTestWalletKeys, signWalletProof, type TestWalletKeys } from './testing/walletProofs'

let kit: AuthTestKit
afterEach(() => kit.service.close())

const errorOf = (body: Record<string, unknown>) => body.error as { code: string; message: string }
const walletOf = async (session: SessionResponse) =>
  ((await kit.get(API_PATHS.user, session.token)).body.user as { wallet?: unknown }).wallet
const addressesOf = (keys: TestWalletKeys) => ({ evm: keys.evm.address, solana: keys.solana.address })
const proofFor = async (session: SessionResponse, keys: TestWalletKeys) =>
  signWalletProof(keys, {
    service: kit.url,
    userId: session.user.id,
    challenge: await kit.challenge(session.token),
  })

const matrix = useStoreMatrix()

describe.each(matrix.stores)('on %s', (store) => {
  const startKit = async (options: Partial<AuthServiceOptions> = {}) =>
    startAuthTestKit({ database: await matrix.database(store), ...options })

  describe('binding wallet addresses to a user (proof of possession)', () => {
    it('binds the addresses of a valid proof: both keys signed the challenge text for this service and user', async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const keys = createTestWalletKeys()
      const challenge = await kit.post(API_PATHS.walletChallenge, {}, ada.token)
      expect(challenge).toEqual({
        status: 200,
        body: { challenge: expect.stringMatching(/^[\w-]{43}$/), expiresAt: 1_700_000_000_000 + 5 * 60_000 },
      })
      const bound = await kit.bindWallet(ada, keys)
      expect(bound.status).toBe(200)
      expect((bound.body.user as { wallet: unknown }).wallet).toEqual(addressesOf(keys))
      expect(await walletOf(ada)).toEqual(addressesOf(keys))
      // the same addresses again, with a fresh proof, are a no-op
      expect((await kit.bindWallet(ada, keys)).status).toBe(200)
    })

    it("refuses user B posting user A's addresses without a proof, and persists nothing", async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const mallory = await kit.signIn('mallory@example.com')
      const adaKeys = createTestWalletKeys()
      const claim = await kit.post(API_PATHS.wallet, addressesOf(adaKeys), mallory.token)
      expect(claim.status).toBe(400)
      expect(errorOf(claim.body).code).toBe('WALLET_PROOF_INVALID')
      expect(await walletOf(mallory)).toBeUndefined()
      // Ada can still bind her own addresses
      expect((await kit.bindWallet(ada, adaKeys)).status).toBe(200)
    })

    it("refuses user B binding user A's addresses with A's proof, B's challenge or a proof for another address; A's binding is unchanged", async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const mallory = await kit.signIn('mallory@example.com')
      const adaKeys = createTestWalletKeys()
      const malloryKeys = createTestWalletKeys()
      const adaProof = await proofFor(ada, adaKeys)
      expect((await kit.post(API_PATHS.wallet, adaProof, ada.token)).status).toBe(200)

      // A's whole request, replayed by B
      const replayed = await kit.post(API_PATHS.wallet, adaProof, mallory.token)
      expect(errorOf(replayed.body).code).toBe('WALLET_CHALLENGE_INVALID')
      // A's signatures over B's own challenge
      const mixed = await kit.post(
        API_PATHS.wallet,
        { ...adaProof, challenge: await kit.challenge(mallory.token) },
        mallory.token,
      )
      expect(errorOf(mixed.body).code).toBe('WALLET_PROOF_INVALID')
      // B's keys sign, but the body claims A's addresses
      const forged = await signWalletProof(
        malloryKeys,
        { service: kit.url, userId: mallory.user.id, challenge: await kit.challenge(mallory.token) },
        addressesOf(adaKeys),
      )
      expect(errorOf((await kit.post(API_PATHS.wallet, forged, mallory.token)).body).code).toBe(
        'WALLET_PROOF_INVALID',
      )
      // B signs a text naming A's addresses with B's keys
      const renamed = await signWalletProof(malloryKeys, {
        service: kit.url,
        userId: mallory.user.id,
        challenge: await kit.challenge(mallory.token),
        ...addressesOf(adaKeys),
      })
      expect(errorOf((await kit.post(API_PATHS.wallet, renamed, mallory.token)).body).code).toBe(
        'WALLET_PROOF_INVALID',
      )

      expect(await walletOf(ada)).toEqual(addressesOf(adaKeys))
      expect(await walletOf(mallory)).toBeUndefined()
    })

    it('refuses a proof for one address only: the EVM or the Solana signature by another key', async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const keys = createTestWalletKeys()
      const other = createTestWalletKeys()
      for (const swapped of ['evm', 'solana'] as const) {
        const challenge = await kit.challenge(ada.token)
        const fields = { service: kit.url, userId: ada.user.id, challenge }
        const good = await signWalletProof(keys, fields)
        const bad = await signWalletProof(other, { ...fields, ...addressesOf(keys) })
        const body =
          swapped === 'evm'
            ? { ...good, evmSignature: bad.evmSignature }
            : { ...good, solanaSignature: bad.solanaSignature }
        const refused = await kit.post(API_PATHS.wallet, body, ada.token)
        expect(refused.status).toBe(400)
        expect(errorOf(refused.body)).toEqual({
          code: 'WALLET_PROOF_INVALID',
          message:
            'The wallet proof does not verify: the key frame must sign a fresh challenge with each key.',
        })
      }
      expect(await walletOf(ada)).toBeUndefined()
    })

    it('refuses a proof whose text names another service or another user', async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const bob = await kit.signIn('bob@example.com')
      const keys = createTestWalletKeys()
      const elsewhere = await signWalletProof(keys, {
        service: 'https://auth.evil.example',
        userId: ada.user.id,
        challenge: await kit.challenge(ada.token),
      })
      expect(errorOf((await kit.post(API_PATHS.wallet, elsewhere, ada.token)).body).code).toBe(
        'WALLET_PROOF_INVALID',
      )
      const forBob = await signWalletProof(keys, {
        service: kit.url,
        userId: bob.user.id,
        challenge: await kit.challenge(ada.token),
      })
      expect(errorOf((await kit.post(API_PATHS.wallet, forBob, ada.token)).body).code).toBe(
        'WALLET_PROOF_INVALID',
      )
      expect(await walletOf(ada)).toBeUndefined()
    })

    it('refuses a replayed challenge: once used, even by a refused attempt, it cannot bind', async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const keys = createTestWalletKeys()
      const proof = await proofFor(ada, keys)
      expect((await kit.post(API_PATHS.wallet, proof, ada.token)).status).toBe(200)
      const replay = await kit.post(API_PATHS.wallet, proof, ada.token)
      expect(replay.status).toBe(400)
      expect(errorOf(replay.body)).toEqual({
        code: 'WALLET_CHALLENGE_INVALID',
        message: 'This wallet challenge is unknown or already used. Ask for a new one.',
      })

      const bob = await kit.signIn('bob@example.com')
      const bobKeys = createTestWalletKeys()
      const bobProof = await proofFor(bob, bobKeys)
      const wrong = { ...bobProof, solanaSignature: (await proofFor(bob, keys)).solanaSignature }
      expect(errorOf((await kit.post(API_PATHS.wallet, wrong, bob.token)).body).code).toBe(
        'WALLET_PROOF_INVALID',
      )
      // the right proof over the challenge that attempt used up
      const late = await kit.post(API_PATHS.wallet, bobProof, bob.token)
      expect(errorOf(late.body).code).toBe('WALLET_CHALLENGE_INVALID')
      expect(await walletOf(bob)).toBeUndefined()
    })

    it('refuses an expired challenge (5 minutes) and binds nothing', async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const keys = createTestWalletKeys()
      const proof = await proofFor(ada, keys)
      kit.advance(5 * 60_000)
      const expired = await kit.post(API_PATHS.wallet, proof, ada.token)
      expect(expired.status).toBe(400)
      expect(errorOf(expired.body)).toEqual({
        code: 'WALLET_CHALLENGE_EXPIRED',
        message: 'This wallet challenge has expired. Ask for a new one.',
      })
      expect(await walletOf(ada)).toBeUndefined()
      const inTime = await proofFor(ada, keys)
      kit.advance(5 * 60_000 - 1)
      expect((await kit.post(API_PATHS.wallet, inTime, ada.token)).status).toBe(200)
    })

    it("binds a challenge to the session that asked for it: another session's or a signed-out one's is refused", async () => {
      kit = await startKit()
      const laptop = await kit.signIn('ada@example.com', 'laptop')
      const start = await kit.post(API_PATHS.emailStart, { email: 'ada@example.com', deviceId: 'laptop' })
      const second = await kit.post(API_PATHS.emailVerify, {
        loginId: start.body.loginId,
        otp: await kit.lastCode('ada@example.com'),
      })
      const tablet = second.body as unknown as SessionResponse
      const keys = createTestWalletKeys()
      const proof = await proofFor(laptop, keys)
      const other = await kit.post(API_PATHS.wallet, proof, tablet.token)
      expect(errorOf(other.body).code).toBe('WALLET_CHALLENGE_INVALID')

      const afterSignOut = await proofFor(tablet, keys)
      await kit.post(API_PATHS.signOut, {}, tablet.token)
      expect((await kit.post(API_PATHS.wallet, afterSignOut, laptop.token)).status).toBe(400)
      expect(await walletOf(laptop)).toBeUndefined()
      // the laptop's own challenge was not used up by the tablet's attempt
      expect((await kit.post(API_PATHS.wallet, proof, laptop.token)).status).toBe(200)
    })

    it('keeps at most 4 open challenges per session: asking for a fifth drops the oldest', async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const keys = createTestWalletKeys()
      const proofs = []
      for (let i = 0; i < 5; i++) proofs.push(await proofFor(ada, keys))
      const [oldest, second] = proofs
      expect(errorOf((await kit.post(API_PATHS.wallet, oldest, ada.token)).body).code).toBe(
        'WALLET_CHALLENGE_INVALID',
      )
      expect((await kit.post(API_PATHS.wallet, second, ada.token)).status).toBe(200)
    })

    it('answers UNAUTHORIZED for a challenge or a binding without a session', async () => {
      kit = await startKit()
      expect((await kit.post(API_PATHS.walletChallenge, {})).status).toBe(401)
      expect((await kit.post(API_PATHS.wallet, {})).status).toBe(401)
    })

    it('refuses other addresses for an account that has some, and addresses another account has, with WALLET_CONFLICT (409)', async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const bob = await kit.signIn('bob@example.com')
      const keys = createTestWalletKeys()
      expect((await kit.bindWallet(ada, keys)).status).toBe(200)

      const other = await kit.bindWallet(ada, createTestWalletKeys())
      expect(other.status).toBe(409)
      expect(errorOf(other.body)).toEqual({
        code: 'WALLET_CONFLICT',
        message: 'This account already has other wallet addresses registered.',
      })
      // Bob proves he holds the same keys: they are still Ada's
      const taken = await kit.bindWallet(bob, keys)
      expect(taken.status).toBe(409)
      expect(errorOf(taken.body)).toEqual({
        code: 'WALLET_CONFLICT',
        message: 'These wallet addresses belong to another account.',
      })
      // one of the two addresses is enough to conflict (the lower-case EVM address is the same address)
      const half = { evm: keys.evm, solana: createTestWalletKeys().solana }
      const halfProof = await signWalletProof(half, {
        service: kit.url,
        userId: bob.user.id,
        challenge: await kit.challenge(bob.token),
        evm: keys.evm.address.toLowerCase(),
      })
      expect(errorOf((await kit.post(API_PATHS.wallet, halfProof, bob.token)).body).code).toBe(
        'WALLET_CONFLICT',
      )
      expect(await walletOf(bob)).toBeUndefined()
      expect(await walletOf(ada)).toEqual(addressesOf(keys))
    })

    it('refuses malformed addresses and proofs with typed codes before using the challenge', async () => {
      kit = await startKit()
      const ada = await kit.signIn('ada@example.com')
      const keys = createTestWalletKeys()
      const proof = await proofFor(ada, keys)
      const code = async (body: Record<string, unknown>) =>
        errorOf((await kit.post(API_PATHS.wallet, body, ada.token)).body).code
      expect(await code({ ...proof, evm: '0x12' })).toBe('INVALID_REQUEST')
      // one letter's case changed: a bad EIP-55 checksum
      const flipped = proof.evm.replace(/[a-fA-F]/, (letter) =>
        letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
      )
      expect(await code({ ...proof, evm: flipped })).toBe('INVALID_REQUEST')
      expect(await code({ ...proof, solana: '1111' })).toBe('INVALID_REQUEST')
      expect(await code({ ...proof, solana: `${proof.solana}O` })).toBe('INVALID_REQUEST')
      expect(await code({ ...proof, challenge: undefined })).toBe('WALLET_PROOF_INVALID')
      expect(await code({ ...proof, evmSignature: '0x1234' })).toBe('WALLET_PROOF_INVALID')
      expect(await code({ ...proof, solanaSignature: 42 })).toBe('WALLET_PROOF_INVALID')
      expect(await code({ ...proof, solanaSignature: 'x'.repeat(5000) })).toBe('WALLET_PROOF_INVALID')
      // none of those used the challenge up
      expect((await kit.post(API_PATHS.wallet, proof, ada.token)).status).toBe(200)
    })
  })
})
