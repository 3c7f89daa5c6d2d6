/**
 * `pnpm demo`: runs the demo (`scripts/demo-process.ts`: build, local world, server) in a process
 * of its own and waits for it, exiting with its exit code. Ctrl+C stops the demo cleanly, exit 0.
 *
 * `pnpm demo` runs this script with Node and tsx's loader (`node --import tsx`), not tsx's command:
 * that command passes a Ctrl+C on to the process it runs and SIGKILLs it when it does not
 * acknowledge within 30 ms (twice), then exits 130; pnpm reports "ELIFECYCLE Command failed with
 * exit code 130" and the demo's servers never close. A demo busy starting its chains cannot promise
 * 30 ms, and on a loaded machine neither could this idle process (CI saw exit 130). The demo runs
 * in a second process, in the same process group: it receives the terminal's Ctrl+C itself and
 * stops in its own time; a signal sent to this process alone (e.g. `kill -TERM`) is passed on.
 */
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { fileURLToPath } from 'node:url'

const demo = spawn(
  process.execPath,
  // The same Node flags: the tsx loader this script runs under loads the demo's TypeScript too.
  [
    ...process.execArgv,
    fileURLToPath(new URL('./demo-process.ts', import.meta.url)),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
)

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (demo.exitCode === null && demo.signalCode === null) demo.kill(signal)
  })
}

demo.once('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1))
})
demo.once('error', (error) => {
  console.error('The demo could not start:', error)
  process.exit(1)
})
