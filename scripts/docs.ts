/**
 * Builds the API reference of the public packages with typedoc into `docs/api` (git-ignored) from
 * the doc comments of every `packages/<name>/src/exports/*.ts` entry. Fails (exit 1) when a public
 * export has no doc comment (typedoc `notDocumented` validation, as an error); broken `{@link}`s are
 * printed as warnings. Reads only local files.
 *
 * Usage: `pnpm run docs` (plain `pnpm docs` is npm's own "open the package page" command)
 */
import path from 'node:path'
import { Application, Converter, ReflectionKind, TSConfigReader, TypeDocReader } from 'typedoc'

/** `core/src/exports` → `@latch/core`, `testing/src/exports/evm` → `@latch/testing/evm`. */
export function packageModuleName(typedocName: string): string {
  const match = /^([^/]+)\/src\/exports(?:\/(.+))?$/.exec(typedocName)
  if (!match) return typedocName
  const [, pkg, sub] = match
  return sub && sub !== 'index' ? `@latch/${pkg}/${sub}` : `@latch/${pkg}`
}

/**
 * Builds the reference; `overrides` replace typedoc.json options (for a one-off check).
 *
 * @returns The process exit code.
 */
export async function buildDocs(overrides: Record<string, unknown> = {}): Promise<number> {
  const started = Date.now()
  const app = await Application.bootstrapWithPlugins({}, [new TypeDocReader(), new TSConfigReader()])
  for (const [name, value] of Object.entries(overrides)) app.options.setValue(name as never, value as never)
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
      module.name = packageModuleName(module.name)
    }
  })
  const project = await app.convert()
  if (!project) return 1
  // Undocumented public exports fail the build; broken or hidden {@link}s are reported as warnings.
  const configured = app.options.getValue('validation')
  app.options.setValue('validation', {
    notExported: false,
    invalidLink: false,
    rewrittenLink: false,
    notDocumented: true,
    unusedMergeModuleWith: false,
  })
  app.validate(project)
  const undocumented = app.logger.validationWarningCount
  if (app.logger.hasErrors() || undocumented > 0) {
    console.error(`docs: failed: ${undocumented} public export(s) without a doc comment (listed above)`)
    return 1
  }
  app.options.setValue('validation', { ...configured, notDocumented: false })
  app.validate(project)
  const out = path.resolve(app.options.getValue('out'))
  await app.generateDocs(project, out)
  if (app.logger.hasErrors()) return 1
  const modules = project.getChildrenByKind(ReflectionKind.Module).map((m) => m.name)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `docs: ${modules.length} entry points (${modules.join(', ')}) → ${path.relative(process.cwd(), out)} in ${seconds} s`,
  )
  return 0
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildDocs().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
