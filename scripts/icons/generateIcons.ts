/**
 * Writes the generated files of `@latch/icons` (one module per mark, the loader tables,
 * `licenses.json`, `ICONS.md`) from the icon libraries pinned in its devDependencies, removing
 * marks no longer in the catalogue. Run after changing scripts/icons/iconCatalog.ts or a library
 * version: `pnpm icons`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ICONS_PACKAGE_DIR, renderIcons } from './renderIcons'

const files = await renderIcons()
rmSync(path.join(ICONS_PACKAGE_DIR, 'src/generated'), { recursive: true, force: true })
for (const [file, text] of files) {
  const target = path.join(ICONS_PACKAGE_DIR, file)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, text)
}
const count = readdirSync(path.join(ICONS_PACKAGE_DIR, 'src/generated'), { recursive: true }).length
console.log(`@latch/icons: wrote ${files.size} files (${count} under src/generated)`)
