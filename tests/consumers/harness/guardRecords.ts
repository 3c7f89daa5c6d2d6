import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The `--import` URL of serverGuard.mjs, for `NODE_OPTIONS` of a Next.js fixture's build and server.
 *
 * @example
 * ```ts
 * runCommand('npm', ['run', 'build'], { cwd, log, env: { NODE_OPTIONS: `--import=${SERVER_GUARD}` } })
 * ```
 */
export const SERVER_GUARD = pathToFileURL(path.join(import.meta.dirname, 'serverGuard.mjs')).href

/**
 * What the server guard recorded (connections, fetches, storage use), one line each.
 *
 * @param file - The guard's log (`LATCH_SERVER_GUARD_LOG`).
 * @returns Its lines; none when it does not exist.
 * @example
 * ```ts
 * if (guardRecords(log).length > 0) throw new Error('The server used the network')
 * ```
 */
export function guardRecords(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []
}
