// Shared set-up of the auth-service scale and fault tests: instances on one PostgreSQL (in this
// process, or each in its own process so it can be killed), the round-robin proxy, and the email
// sign-in as a browser does it over HTTP (start, code from the dev mailbox, verify).
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { type AuthService, startAuthService } from '@latch/auth-server'
import { API_PATHS } from '@latch/embedded-wallet'

/** The secret every instance of one world shares (codes sent by one are checked by another). */
export const SHARED_SECRET = 'auth-scale-shared-secret'

/** An answer: status and parsed JSON body. */
export type Answer = { status: number; body: Record<string, unknown> }

/** POSTs JSON (with a bearer token when given) or GETs when `body` is undefined; a transport failure is an Answer with status 0. */
export async function call(base: string, route: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token !== undefined) headers.authorization = `Bearer ${token}`
  try {
    const response = await fetch(`${base}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) }
  } catch (error) {
    return { status: 0, body: { error: { code: 'TRANSPORT', message: String(error) } } }
  }
}

/** The dev mailbox's answer for `email` and the code of its newest mail, if any. */
export async function lastCode(base: string, email: string): Promise<{ answer: Answer; code?: string }> {
  const answer = await call(base, `${API_PATHS.devMailbox}?to=${encodeURIComponent(email)}`)
  const messages = (answer.body.messages ?? []) as { code?: string }[]
  const code = messages.at(-1)?.code
  return code === undefined ? { answer } : { answer, code }
}

/** How one email sign-in ended. */
export type SignInResult =
  | { ok: true; token: string; userId: string; accepted: number }
  | { ok: false; step: string; answer: Answer }

/**
 * One email sign-in of a new user: start at `base`, read the code, then verify it at every URL of
 * `verifyAt` at the same moment (the same code raced on several instances). `accepted` counts the
 * verifies that answered 200: it must be 1.
 */
export async function signIn(
  base: string,
  email: string,
  verifyAt: string[] = [base],
): Promise<SignInResult> {
  const start = await call(base, API_PATHS.emailStart, { email, deviceId: `device-of-${email}` })
  if (start.status !== 200) return { ok: false, step: 'start', answer: start }
  const { answer: mailbox, code: otp } = await lastCode(base, email)
  if (otp === undefined) return { ok: false, step: 'mailbox', answer: mailbox }
  const verifies = await Promise.all(
    verifyAt.map((url) => call(url, API_PATHS.emailVerify, { loginId: start.body.loginId, otp })),
  )
  const accepted = verifies.filter((answer) => answer.status === 200)
  const first = accepted[0]
  if (first === undefined) return { ok: false, step: 'verify', answer: verifies[0] as Answer }
  return {
    ok: true,
    token: String(first.body.token),
    userId: String((first.body.user as { id: string }).id),
    accepted: accepted.length,
  }
}

/** Starts an instance in this process on the PostgreSQL database `url`. */
export function startInstance(url: string): Promise<AuthService> {
  return startAuthService({
    allowedOrigins: [],
    mail: 'dev-mailbox',
    database: { postgres: url },
    secret: SHARED_SECRET,
  })
}

/** An instance running in its own process. */
export type InstanceProcess = { url: string; kill(): void; stop(): Promise<void> }

/** Starts an instance in a child process (tsx) on the PostgreSQL database `url`. */
export async function startInstanceProcess(url: string): Promise<InstanceProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      path.join(path.dirname(new URL(import.meta.url).pathname), 'authInstanceMain.ts'),
    ],
    {
      env: { ...process.env, LATCH_AUTH_PG_URL: url, LATCH_AUTH_SECRET: SHARED_SECRET },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
    lines.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`auth instance exited with ${code} before listening`)))
  })
  return {
    url: (JSON.parse(line) as { url: string }).url,
    kill: () => void child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
