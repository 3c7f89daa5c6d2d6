import path from 'node:path'
import type { FixtureContext } from './fixtureContext'
import { runCommand } from './runCommand'

/**
 * The Node fixture: `node app.mjs` with no loader (headless core, the sign-in verifiers of each
 * family, the auth service started and stopped), and `tsc` over a file using the public API under
 * `moduleResolution` bundler and node16, strict, library types checked.
 *
 * @param context - The fixture's context.
 * @example
 * ```ts
 * await checkNode({ ...context, name: 'node', dir })
 * ```
 */
export async function checkNode(context: FixtureContext): Promise<void> {
  const { checks, dir, name } = context
  await checks.run(
    `${name}: node app.mjs runs the headless core, the SIWX verifiers and the auth service`,
    () =>
      runCommand('node', ['app.mjs'], {
        cwd: dir,
        log: path.join(context.logDir, `${name}-app.log`),
        env: { NODE_OPTIONS: undefined },
        timeoutMs: 120_000,
      }),
  )
  for (const resolution of ['bundler', 'node16']) {
    await checks.run(`${name}: tsc --noEmit, strict, moduleResolution ${resolution}`, async () => {
      const ms = await runCommand(
        path.join(dir, 'node_modules/.bin/tsc'),
        ['-p', `tsconfig.${resolution}.json`],
        { cwd: dir, log: path.join(context.logDir, `${name}-tsc-${resolution}.log`), timeoutMs: 300_000 },
      )
      context.figures[`${name} tsc ${resolution} s`] = Number((ms / 1000).toFixed(1))
    })
  }
}
