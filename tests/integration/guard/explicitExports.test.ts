import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const packagesDir = join(import.meta.dirname, '../../../packages')

/** Every package entry file (`packages/<name>/src/exports/*.ts`, tests aside). */
function entryFiles(): string[] {
  return readdirSync(packagesDir).flatMap((name) => {
    const dir = join(packagesDir, name, 'src/exports')
    let files: string[] = []
    try {
      files = readdirSync(dir)
    } catch {
      return []
    }
    return files.filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f)).map((f) => join(dir, f))
  })
}

describe('package entries', () => {
  it('name every export (no `export *`), so the export-list snapshots show each addition', () => {
    const files = entryFiles()
    expect(files.length).toBeGreaterThan(10)
    const starred = files.filter((file) => /^\s*export\s+\*/m.test(readFileSync(file, 'utf8')))
    expect(starred).toEqual([])
  })
})
