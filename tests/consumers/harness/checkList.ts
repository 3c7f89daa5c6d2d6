/**
 * The result of one counted consumer check.
 *
 * @example
 * ```ts
 * const result: CheckResult = { name: 'next-app: next build', ok: true, ms: 61_200 }
 * ```
 */
export type CheckResult = { name: string; ok: boolean; ms: number; error?: string }

/**
 * A list of named checks, each run once and counted as passed or failed. A check whose
 * precondition failed (its fixture did not install) is counted as failed with the reason.
 *
 * @example
 * ```ts
 * const checks = createCheckList()
 * await checks.run('node: node app.mjs', () => runNodeApp(dir))
 * checks.results // [{ name, ok, ms }]
 * ```
 */
export type CheckList = {
  readonly results: readonly CheckResult[]
  /** Runs `check`; returns true when it passed. */
  run(name: string, check: () => Promise<unknown>): Promise<boolean>
  /** Counts `name` as failed without running it. */
  fail(name: string, reason: string): void
}

/**
 * Creates an empty check list that prints each result as it lands.
 *
 * @returns The list.
 * @example
 * ```ts
 * const checks = createCheckList()
 * ```
 */
export function createCheckList(): CheckList {
  const results: CheckResult[] = []
  const print = (result: CheckResult) => {
    const seconds = (result.ms / 1000).toFixed(1)
    console.log(`${result.ok ? '✓' : '✗'} ${result.name} (${seconds} s)`)
    if (result.error) console.log(result.error.replace(/^/gm, '    '))
  }
  return {
    results,
    async run(name, check) {
      const started = Date.now()
      try {
        await check()
        const result = { name, ok: true, ms: Date.now() - started }
        results.push(result)
        print(result)
        return true
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
        const result = { name, ok: false, ms: Date.now() - started, error: message }
        results.push(result)
        print(result)
        return false
      }
    },
    fail(name, reason) {
      const result = { name, ok: false, ms: 0, error: reason }
      results.push(result)
      print(result)
    },
  }
}

/**
 * A view of `checks` in which every check is counted as failed with `reason` instead of running:
 * a fixture's checks run through it when the fixture could not be installed, so each is counted
 * under its own name.
 *
 * @param checks - The real list.
 * @param reason - Why the checks cannot run.
 * @returns The failing view.
 * @example
 * ```ts
 * await fixture.check({ ...context, checks: failingCheckList(checks, 'npm install failed') })
 * ```
 */
export function failingCheckList(checks: CheckList, reason: string): CheckList {
  return {
    results: checks.results,
    async run(name) {
      checks.fail(name, reason)
      return false
    },
    fail: (name) => checks.fail(name, reason),
  }
}
