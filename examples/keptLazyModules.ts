import type { BuildOptions } from 'vite'

type OnWarn = NonNullable<NonNullable<BuildOptions['rollupOptions']>['onwarn']>

/**
 * Collects the bundler's INEFFECTIVE_DYNAMIC_IMPORT warnings of one build: a module loaded with
 * `import()` that is also imported statically stays where the static import puts it (often the
 * first load), and the bundler prints that warning in the build of every app that uses Latch. The
 * example apps' builds (the demo, the size app) refuse such a build, so a change that adds one fails
 * in `pnpm test` instead of reaching an app developer's terminal.
 *
 * @returns `onwarn` for `build.rollupOptions` and `assertNone`, which throws when a warning was seen.
 * @example
 * ```ts
 * const kept = keptLazyModules()
 * await build({ build: { rollupOptions: { onwarn: kept.onwarn } } })
 * kept.assertNone('the demo')
 * ```
 */
export function keptLazyModules(): { onwarn: OnWarn; assertNone: (what: string) => void } {
  const messages: string[] = []
  return {
    onwarn(warning, warn) {
      if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') messages.push(warning.message)
      else warn(warning)
    },
    assertNone(what) {
      if (messages.length > 0)
        throw new Error(
          `The build of ${what} kept modules loaded with import() in place:\n${messages.join('\n')}`,
        )
    },
  }
}
