import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Options of {@link runCommand}.
 *
 * @example
 * ```ts
 * const options: RunCommandOptions = { cwd: fixtureDir, log: 'test-output/consumers/next-build.log' }
 * ```
 */
export type RunCommandOptions = {
  cwd: string
  /** File that receives the command's stdout and stderr. */
  log: string
  /** Variables added to (or, when undefined, removed from) the environment. */
  env?: Readonly<Record<string, string | undefined>>
  /** Kill the command after this many milliseconds; default 10 minutes. */
  timeoutMs?: number
}

/**
 * The environment a user's shell would give a fixture's npm: this process's, less the npm_* and
 * pnpm variables `pnpm test` adds (npm would read them as its own config) and NODE_ENV.
 *
 * @param extra - Variables to add or, when undefined, remove.
 * @returns The environment.
 * @example
 * ```ts
 * spawn('npm', ['install'], { env: userEnv({ NEXT_TELEMETRY_DISABLED: '1' }) })
 * ```
 */
export function userEnv(extra: Readonly<Record<string, string | undefined>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|PNPM_)/i.test(key) || key === 'NODE_ENV' || key === 'INIT_CWD') continue
    env[key] = value
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}

/**
 * The last lines of a log file, for a failure message.
 *
 * @param log - The log file.
 * @param lines - How many lines; default 40.
 * @returns Those lines, or `(no log)`.
 * @example
 * ```ts
 * throw new Error(`build failed:\n${logTail(log)}`)
 * ```
 */
export function logTail(log: string, lines = 40): string {
  try {
    return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/**
 * Starts a command in its own process group (so it and its children can be stopped together),
 * writing its output to `options.log`.
 *
 * @param command - The program.
 * @param args - Its arguments.
 * @param options - Working directory, log file, environment.
 * @returns The child process.
 * @example
 * ```ts
 * const server = startCommand('npm', ['start'], { cwd, log })
 * ```
 */
export function startCommand(
  command: string,
  args: readonly string[],
  options: RunCommandOptions,
): ChildProcess {
  mkdirSync(path.dirname(options.log), { recursive: true })
  const out = createWriteStream(options.log)
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: userEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.pipe(out, { end: false })
  child.stderr?.pipe(out, { end: false })
  child.once('close', () => out.end())
  return child
}

/**
 * Stops a command started with {@link startCommand} and everything it started.
 *
 * @param child - The child process.
 * @example
 * ```ts
 * await stopCommand(server)
 * ```
 */
export async function stopCommand(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }, 5_000)
  await closed
  clearTimeout(timer)
}

/**
 * Runs a command to its end; rejects with the log's tail when it fails or times out.
 *
 * @param command - The program.
 * @param args - Its arguments.
 * @param options - Working directory, log file, environment, timeout.
 * @returns Milliseconds it took.
 * @example
 * ```ts
 * await runCommand('npm', ['run', 'build'], { cwd, log })
 * ```
 */
export async function runCommand(
  command: string,
  args: readonly string[],
  options: RunCommandOptions,
): Promise<number> {
  const started = Date.now()
  const child = startCommand(command, args, options)
  const timeoutMs = options.timeoutMs ?? 600_000
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    void stopCommand(child)
  }, timeoutMs)
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (status) => resolve(status))
  }).finally(() => clearTimeout(timer))
  if (code !== 0 || timedOut) {
    const why = timedOut ? `timed out after ${timeoutMs / 1000} s` : `exited with ${code}`
    throw new Error(`${command} ${args.join(' ')} ${why} (log: ${options.log})\n${logTail(options.log)}`)
  }
  return Date.now() - started
}
