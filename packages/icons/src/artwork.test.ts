import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  assertSelfContainedSvg,
  ICONS_PACKAGE_DIR,
  type IconRecord,
  renderIcons,
} from '../../../scripts/icons/renderIcons'
import { NETWORK_ICONS, SOCIAL_ICONS, TOKEN_ICONS, WALLET_ICONS } from './generated/iconLoaders'

const PERMISSIVE = new Set(['MIT', 'CC0-1.0'])

/** The SVG markup inside a shipped `data:image/svg+xml,` URL. */
function svgOf(icon: string): string {
  expect(icon.startsWith('data:image/svg+xml,')).toBe(true)
  return decodeURIComponent(icon.slice('data:image/svg+xml,'.length))
}

describe('@latch/icons artwork', () => {
  it('ships exactly the marks the pinned icon libraries publish (no mark edited or drawn by hand)', async () => {
    const rendered = await renderIcons()
    for (const [file, text] of rendered)
      expect(readFileSync(path.join(ICONS_PACKAGE_DIR, file), 'utf8'), file).toBe(text)
  })

  it('every wallet, network and token mark is an inert SVG data URL that names no host, so showing it makes no request', async () => {
    const tables = [WALLET_ICONS, NETWORK_ICONS, TOKEN_ICONS] as Record<
      string,
      () => Promise<{ icon: string }>
    >[]
    let count = 0
    for (const table of tables)
      for (const [name, load] of Object.entries(table)) {
        const { icon } = await load()
        expect(() => assertSelfContainedSvg(svgOf(icon), name)).not.toThrow()
        count++
      }
    expect(count).toBe(
      Object.keys(WALLET_ICONS).length + Object.keys(NETWORK_ICONS).length + Object.keys(TOKEN_ICONS).length,
    )
  })

  it('refuses artwork that would run script or load something', () => {
    expect(() => assertSelfContainedSvg('<svg><script>alert(1)</script></svg>', 'x')).toThrow(/<script/)
    expect(() =>
      assertSelfContainedSvg('<svg><image href="https://cdn.example/x.png"/></svg>', 'x'),
    ).toThrow()
    expect(() =>
      assertSelfContainedSvg(
        '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://x.example/#a)"/></svg>',
        'x',
      ),
    ).toThrow(/https:\/\/x\.example/)
    expect(() => assertSelfContainedSvg('<svg onload="x()"/>', 'x')).toThrow(/onload/)
  })

  it('licenses.json records the source package, version and a permissive licence of every shipped mark', () => {
    const records = JSON.parse(
      readFileSync(path.join(ICONS_PACKAGE_DIR, 'licenses.json'), 'utf8'),
    ) as IconRecord[]
    const manifest = JSON.parse(readFileSync(path.join(ICONS_PACKAGE_DIR, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>
    }
    const shipped = [
      ...Object.keys(WALLET_ICONS).map((name) => `wallet:${name}`),
      ...Object.keys(NETWORK_ICONS).map((name) => `network:${name}`),
      ...Object.keys(TOKEN_ICONS).map((name) => `token:${name}`),
      ...Object.keys(SOCIAL_ICONS).map((name) => `social:${name}`),
    ]
    expect(records.map((r) => `${r.kind}:${r.name}`).sort()).toEqual(shipped.sort())
    for (const record of records) {
      expect(PERMISSIVE.has(record.license), `${record.name}: ${record.license}`).toBe(true)
      expect(manifest.devDependencies[record.package], record.package).toBe(record.version)
      expect(record.file.length).toBeGreaterThan(0)
    }
  })

  it('every social mark is one path on the 24×24 grid with a brand colour', async () => {
    for (const [name, load] of Object.entries(SOCIAL_ICONS)) {
      const { mark } = await load()
      expect(mark.path, name).toMatch(/^[Mm][-\d.,\sA-Za-z]+$/)
      expect(mark.color, name).toMatch(/^#[0-9A-F]{6}$/)
    }
  })
})
