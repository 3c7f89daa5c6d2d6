import { expect } from 'vitest'
import type { ApiUser } from '../../protocol/api'
import { FRAME_CHANNEL, type FrameMethod, type FrameResponse } from '../../protocol/frame'
import type { RecoveryKit } from '../../shares/recoveryKit'
import { combineWalletShares } from '../../shares/walletShares'
import { createKeyFrameHandler, type FrameMessageEvent } from '../createKeyFrameHandler'
import type { FramePrompts, PasskeyMode, WalletSecret } from '../FramePrompts'
import { createKeyVault } from '../vault/createKeyVault'
import { createMemoryVaultStorage } from '../vault/createMemoryVaultStorage'
import type { VaultStorage } from '../vault/VaultStorage'
import { createMemoryFrameAuth } from './createMemoryFrameAuth'
import { keySecretsOf } from './findKeyMaterial'

/**
 * The app page's origin in the key frame's tests.
 *
 * @example
 * ```ts
 * await t.call('connect', { token: TOKEN }, { origin: APP })
 * ```
 */
export const APP = 'http://127.0.0.1:5173'

/**
 * The default user's session token in {@link createFrameHarness}.
 *
 * @example
 * ```ts
 * await t.result('connect', { token: TOKEN })
 * ```
 */
export const TOKEN = 'token-1'

/**
 * The auth service's origin the stand-in names (the one the wallet proofs name).
 *
 * @example
 * ```ts
 * walletProofMessage({ service: AUTH_ORIGIN, userId, challenge, ...accounts })
 * ```
 */
export const AUTH_ORIGIN = 'http://127.0.0.1:8787'

/**
 * Prompts that answer as a scripted visitor would: the kits in `answers` given back in turn, then
 * cancel; every kit shown, problem asked with and secret revealed recorded.
 *
 * @returns The prompts and their records.
 * @example
 * ```ts
 * const visitor = scriptedPrompts()
 * visitor.answers.push(kit.code)
 * ```
 */
export function scriptedPrompts() {
  const shown: RecoveryKit[] = []
  const asked: ({ message: string; attemptsLeft?: number } | undefined)[] = []
  const answers: (string | undefined)[] = []
  const revealed: WalletSecret[] = []
  const passkeyAsked: PasskeyMode[] = []
  /** The visitor's answers to the passkey prompt, in turn; then "Continue". */
  const passkeyAnswers: boolean[] = []
  const prompts: FramePrompts = {
    showRecoveryKit: async (kit) => {
      shown.push(structuredClone(kit))
    },
    askRecoveryKit: async (problem) => {
      asked.push(problem)
      return answers.shift()
    },
    revealSecret: async (secret) => {
      revealed.push({ ...secret })
    },
    askPasskey: async (mode) => {
      passkeyAsked.push(mode)
      return passkeyAnswers.shift() ?? true
    },
  }
  return { prompts, shown, asked, answers, revealed, passkeyAsked, passkeyAnswers }
}

/**
 * A key frame handler wired to an in-memory auth service stand-in, a memory vault and scripted
 * prompts, with helpers to call it as the app page does and to read what it keeps.
 *
 * @param options - Users by token, allowed origins, prompts off, a vault storage or auth to share
 *   with another harness (another frame page of the same browser, or another device).
 * @returns The harness.
 * @example
 * ```ts
 * const t = createFrameHarness()
 * const accounts = await t.result('connect', { token: TOKEN })
 * ```
 */
export function createFrameHarness(
  options: {
    users?: Record<string, ApiUser>
    allowedOrigins?: string[]
    prompts?: boolean
    storage?: VaultStorage
    auth?: ReturnType<typeof createMemoryFrameAuth>
    /** The smart-account implementation the frame may delegate the account to. */
    smartAccountImplementation?: `0x${string}`
  } = {},
) {
  const parent = { name: 'parent window' }
  const posted: { message: FrameResponse; origin: string }[] = []
  const storage = options.storage ?? createMemoryVaultStorage()
  const vault = createKeyVault({ storage })
  const memory =
    options.auth ??
    createMemoryFrameAuth(
      Object.fromEntries(
        Object.entries(options.users ?? { [TOKEN]: { id: 'u-1', preferredAccountType: 'eoa' } }).map(
          ([token, user]) => [token, { user }],
        ),
      ),
    )
  const visitor = scriptedPrompts()
  const create = () =>
    createKeyFrameHandler({
      allowedOrigins: options.allowedOrigins ?? [APP],
      parent,
      vault,
      auth: memory.auth,
      ...(options.prompts === false ? {} : { prompts: visitor.prompts }),
      ...(options.smartAccountImplementation
        ? { smartAccountImplementation: options.smartAccountImplementation }
        : {}),
      post: (message, origin) => posted.push({ message, origin }),
    })
  let handler = create()
  let nextId = 1

  const send = async (event: Partial<FrameMessageEvent> & { data: unknown }) => {
    const before = posted.length
    await handler.handleMessage({ origin: APP, source: parent, ...event })
    return posted.slice(before)
  }
  const call = async (
    method: FrameMethod | string,
    params: unknown,
    event: Partial<FrameMessageEvent> = {},
  ) => {
    const id = nextId++
    const answers = await send({ data: { channel: FRAME_CHANNEL, id, method, params }, ...event })
    expect(answers).toHaveLength(1)
    const answer = answers[0] as { message: FrameResponse; origin: string }
    expect(answer.message.id).toBe(id)
    return answer
  }
  const result = async (method: FrameMethod, params: unknown) => {
    const { message } = await call(method, params)
    // fails the test with the frame's error code and message when it answered an error
    expect('error' in message ? message.error : undefined, method).toBeUndefined()
    return 'result' in message ? message.result : undefined
  }
  const errorOf = async (method: FrameMethod | string, params: unknown) => {
    const { message } = await call(method, params)
    return 'error' in message ? message.error : undefined
  }
  const reload = () => {
    handler = create()
  }
  /** The wallet's phrase, rebuilt as the frame does: this vault's device share with the service's auth share. */
  const mnemonicOf = async (userId: string) =>
    combineWalletShares(
      (await vault.load(userId)) as string,
      (memory.splits.get(userId) as { authShare: string }).authShare,
    )
  /** Every share of the wallet this test has seen (vault, service, kits shown), for the leak search. */
  const secretsOf = async (userId: string) => {
    const device = await vault.load(userId)
    const shares = [
      ...(device === undefined ? [] : [device]),
      ...memory.puts.map((put) => put.body.authShare),
      ...memory.revocations.map((revocation) => revocation.body.shares.authShare),
      ...visitor.shown.map((kit) => kit.code),
    ]
    return keySecretsOf(await mnemonicOf(userId), shares)
  }
  return {
    parent,
    posted,
    storage,
    vault,
    memory,
    visitor,
    registrations: memory.registrations,
    send,
    call,
    result,
    errorOf,
    reload,
    /** The addresses the frame holds keys for now (`undefined`: none). */
    accounts: () => handler.getAccounts(),
    mnemonicOf,
    secretsOf,
  }
}
