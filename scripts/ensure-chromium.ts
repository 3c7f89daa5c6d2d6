/**
 * Makes sure Debian's Chromium is installed for the browser tests and benchmarks. Idempotent and
 * safe with no stdin: does nothing when `chromium` is already on PATH.
 */
import { execFileSync, spawnSync } from 'node:child_process'

/** Path of the Chromium binary the browser tests use. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

function hasChromium(): boolean {
  return spawnSync('sh', ['-c', 'command -v chromium'], { stdio: 'ignore' }).status === 0
}

/** Installs Chromium with apt-get when it is missing; throws when that fails. */
export function ensureChromium(): void {
  if (hasChromium()) return
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (args: string[]) =>
    execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  console.log('Installing Debian Chromium for the browser tests...')
  apt(['update'])
  apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'])
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
