/**
 * pnpm hooks of the Latch workspace.
 *
 * `beforePacking` (run by `pnpm pack` and `pnpm publish`, so by the release, the publish lint and
 * the consumer fixtures alike): the workspace manifests export `dist` with a `source` condition
 * first, pointing at `src/*.ts`, so tests, the demo and the type checker run on source without a
 * build. The tarball ships `dist` only: every `source` condition is removed from `exports` and
 * `imports` of the packed manifest, so no resolver (a bundler or Node run with
 * `--conditions=source`) is ever sent to a file that is not in the package.
 */

/** `target` without its `source` conditions; an object left with only `default` becomes a string. */
function withoutSource(target) {
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return target
  const out = {}
  for (const [key, value] of Object.entries(target)) {
    if (key === 'source') continue
    out[key] = withoutSource(value)
  }
  const keys = Object.keys(out)
  return keys.length === 1 && keys[0] === 'default' && typeof out.default === 'string' ? out.default : out
}

function beforePacking(manifest) {
  for (const field of ['exports', 'imports']) {
    if (manifest[field] !== undefined) manifest[field] = withoutSource(manifest[field])
  }
  return manifest
}

module.exports = { hooks: { beforePacking } }
