import { type ChildProcess, spawn } from 'node:child_process'

/**
 * A Node script run as a child process tied to the process that started it (see {@link spawnTiedNode}).
 *
 * @example
 * ```ts
 * const { child, stop } = spawnTiedNode(cli, ['node', '--port', '0'], { cwd })
 * ```
 */
export type TiedNode = {
  /** The child process (its stdout and stderr are pipes). */
  child: ChildProcess
  /** Ends it: SIGTERM, then SIGKILL after 3 s; resolves once it exited. Idempotent. */
  stop(): Promise<void>
}

/**
 * Runs the script (argv: its path, then its arguments), loading it as CommonJS or as an ES module,
 * and exits when the parent's end of stdin closes: the child ends with the process that started it,
 * even when that process is killed.
 */
const EXIT_WITH_PARENT = [
  'const [script, kind, ...args] = process.argv.slice(1);',
  'process.argv = [process.argv[0], script, ...args];',
  "process.stdin.on('end', () => process.exit(0));",
  "process.stdin.on('error', () => process.exit(0));",
  'process.stdin.resume();',
  "if (kind === 'esm') import(require('node:url').pathToFileURL(script).href); else require(script);",
].join(' ')

/**
 * Starts a Node script (Hardhat's CLI, a bundler's) as a child process that cannot outlive the test
 * process: it runs in a process group of its own (a terminal's Ctrl+C reaches the process that
 * started it, which stops it with `stop()`), exits when its stdin closes, and is killed if the test
 * process exits without `stop()`.
 *
 * @param script - Absolute path of the script.
 * @param args - Its arguments.
 * @param options - Working directory, extra environment, and `esm` for an ES module script.
 * @returns The child and `stop()`.
 * @example
 * ```ts
 * const node = spawnTiedNode(hardhatCli, ['node', '--hostname', '127.0.0.1'], { cwd })
 * await node.stop()
 * ```
 */
export function spawnTiedNode(
  script: string,
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string>; esm?: boolean } = {},
): TiedNode {
  const child = spawn(
    process.execPath,
    ['-e', EXIT_WITH_PARENT, script, options.esm ? 'esm' : 'cjs', ...args],
    {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
    },
  )
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  process.once('exit', kill)
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      process.removeListener('exit', kill)
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
      await exited
      clearTimeout(timer)
    })())
  return { child, stop }
}
