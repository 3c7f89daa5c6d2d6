import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/**
 * For the structure script's tests: writes small source trees (path → code) into fresh temporary
 * folders, each removed after its test.
 *
 * @param prefix - Name prefix of the temporary folders.
 * @returns `tree(files)`, which writes the files and returns the folder.
 * @example
 * ```ts
 * const tree = tempTreesPerTest('latch-structure-')
 * const root = tree({ 'src/a.ts': 'export const a = 1\n' })
 * ```
 */
export function tempTreesPerTest(prefix: string): (files: Record<string, string>) => string {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })
  return (files) => {
    const root = mkdtempSync(path.join(tmpdir(), prefix))
    roots.push(root)
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), code)
    }
    return root
  }
}
