/**
 * Makes sure Debian's Chromium is installed for the browser tests and benchmarks: the browser
 * (`chromium`) and its headless shell (`chromium-headless-shell`). Idempotent and safe with no
 * stdin: does nothing when both are already on PATH, and installs only what is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process'

/** Path of the Chromium browser the benchmarks time (what a visitor runs). */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Path of Chromium's headless shell, which the browser tests drive: the same Blink and V8 without
 * the browser's own UI (Playwright's default for headless runs). Measured on the 2-core machine
 * (one worker, a fresh context each time): opening the demo to its Connect button took 965 ms and
 * 0.29 CPU-seconds in the browser process with the shell, against 2,479 ms and 1.14 with the
 * browser; a fresh context alone 188 ms against 537 ms. The visual suite took 86 s and 62 CPU-s
 * against 114 s and 86 (same screenshots, all passing).
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/** Debian's package for each binary, with what it needs beside it. */
const PACKAGES: readonly { command: string; packages: readonly string[] }[] = [
  { command: 'chromium', packages: ['chromium', 'fonts-liberation'] },
  { command: 'chromium-headless-shell', packages: ['chromium-headless-shell'] },
]

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** Installs Chromium and its headless shell with apt-get when missing; throws when that fails. */
export function ensureChromium(): void {
  const missing = PACKAGES.filter(({ command }) => !onPath(command)).flatMap(({ packages }) => packages)
  if (missing.length === 0) return
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (args: string[]) =>
    execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  console.log(`Installing Debian Chromium for the browser tests (${missing.join(', ')})...`)
  apt(['update'])
  apt(['install', '-y', '--no-install-recommends', ...missing])
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
