import path from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { en } from '../../packages/i18n/src/locales/en'
import { englishCatalogue } from '../../packages/i18n/src/locales/englishCatalogue'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The minified code an app loads with `@latch/i18n`'s entry: the entry chunk and its static imports. */
async function runtimeInitialCode(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'packages/i18n/src/exports/index.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    charset: 'utf8',
    metafile: true,
    write: false,
    outdir: path.join(ROOT, 'out'),
    logLevel: 'error',
  })
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((file) =>
    outputs[file]?.entryPoint?.endsWith('src/exports/index.ts'),
  )
  const seen = new Set<string>()
  const stack = entry ? [entry] : []
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') stack.push(i.path)
  }
  const initial = new Set([...seen].map((file) => path.resolve(file)))
  return result.outputFiles
    .filter((file) => initial.has(file.path))
    .map((file) => file.text)
    .join('\n')
}

describe('@latch/i18n runtime entry (issue 32: a view’s English loads with the view)', () => {
  it('carries the first view’s English (the frame and Connect) but none of the lazily loaded views’ words, nor core’s messages', async () => {
    const code = await runtimeInitialCode()
    // the control: the runtime's own English is there
    expect(code).toContain(en['connect.allWallets'])
    // core's messages load with another locale or the app's overrides (an English page shows them as thrown)
    expect(code).not.toContain('User rejected the request')
    expect(code).not.toContain('Session Expired')
    // every view word that is no runtime string too is absent, as a string literal
    const runtimeValues = new Set<string>(Object.values(en))
    const moved = Object.entries(englishCatalogue).filter(
      ([key, value]) => !Object.hasOwn(en, key) && !runtimeValues.has(value),
    )
    expect(moved.length).toBeGreaterThan(150)
    expect(moved.filter(([, value]) => code.includes(JSON.stringify(value))).map(([key]) => key)).toEqual([])
    expect(code).not.toContain('Could not simulate: {reason}')
    expect(code).not.toContain('Nothing to approve')
    // the views reached from Connect: WalletConnect, networks, help, connecting, All Wallets
    expect(code).not.toContain('Scan with your phone')
    expect(code).not.toContain('Switching to {network}')
    expect(code).not.toContain('Nothing moves without your approval.')
    expect(code).not.toContain('Try again and approve the request in')
    expect(code).not.toContain('No wallet found')
    // and core's send errors, which only the Send views show
    expect(code).not.toContain('Amount exceeds the token balance')
  })
})
