import { readFileSync, writeFileSync } from 'node:fs'
import type { CheckResult } from './checkList'

/**
 * What the consumers' install run (`scripts/consumers.ts --install-only`) hands to the run that
 * checks the fixtures (`--installed=FILE`): where it installed them, the counted results of the
 * packing and of each fixture's `npm install`, and its figures. `pnpm test` starts the install run
 * beside the Vitest projects (its time is mostly the registry's answers, not the cores'), and the
 * checks once they have ended.
 *
 * @example
 * ```ts
 * const handoff: InstallHandoff = {
 *   dir: '/root/.cache/latch-consumers/work',
 *   temporary: false,
 *   pack: { name: 'pack: every published package builds and packs', ok: true, ms: 15_600 },
 *   installs: { node: { name: 'node: npm install of the tarballs', ok: true, ms: 45_000 } },
 *   figures: { 'node install s': 45 },
 * }
 * ```
 */
export type InstallHandoff = {
  /** The folder the fixtures were installed in. */
  dir: string
  /**
   * The folder is the install run's own temporary one (the shared one was taken): the checking
   * run removes it when it ends.
   */
  temporary: boolean
  /** The packing's counted result. */
  pack: CheckResult
  /** Each fixture's install result, by fixture name. */
  installs: Record<string, CheckResult>
  /** The install run's figures (pack and install seconds). */
  figures: Record<string, number | string>
}

/** A handoff is a small file: anything larger is not one. */
const MAX_HANDOFF_BYTES = 1_000_000

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isCheckResult = (value: unknown): value is CheckResult =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.ok === 'boolean' &&
  typeof value.ms === 'number' &&
  (value.error === undefined || typeof value.error === 'string')

/**
 * Writes the handoff for the checking run.
 *
 * @param file - Where to write it.
 * @param handoff - What the install run did.
 * @example
 * ```ts
 * writeInstallHandoff('test-output/consumers-installed.json', handoff)
 * ```
 */
export function writeInstallHandoff(file: string, handoff: InstallHandoff): void {
  writeFileSync(file, `${JSON.stringify(handoff, null, 2)}\n`)
}

/**
 * Reads a handoff the install run wrote, checked: `undefined` when the file is missing, too large,
 * not JSON, not of the handoff's shape, or lacks one of `fixtures` (the checking run then packs and
 * installs itself, as without a handoff).
 *
 * @param file - The handoff's file.
 * @param fixtures - The names of the fixtures the checking run checks.
 * @returns The handoff, or `undefined`.
 * @example
 * ```ts
 * const handoff = readInstallHandoff('test-output/consumers-installed.json', ['node', 'next-app'])
 * ```
 */
export function readInstallHandoff(file: string, fixtures: readonly string[]): InstallHandoff | undefined {
  let value: unknown
  try {
    const text = readFileSync(file, 'utf8')
    if (text.length > MAX_HANDOFF_BYTES) return undefined
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (
    !isRecord(value) ||
    typeof value.dir !== 'string' ||
    value.dir === '' ||
    typeof value.temporary !== 'boolean' ||
    !isCheckResult(value.pack) ||
    !isRecord(value.installs) ||
    !isRecord(value.figures)
  )
    return undefined
  const installs = value.installs
  if (!fixtures.every((name) => isCheckResult(installs[name]))) return undefined
  const figures = Object.entries(value.figures).filter(
    (entry): entry is [string, number | string] =>
      typeof entry[1] === 'number' || typeof entry[1] === 'string',
  )
  return {
    dir: value.dir,
    temporary: value.temporary,
    pack: value.pack,
    installs: Object.fromEntries(fixtures.map((name) => [name, installs[name] as CheckResult])),
    figures: Object.fromEntries(figures),
  }
}
