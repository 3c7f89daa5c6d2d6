/**
 * Renders the files of `@latch/icons` from the icon libraries installed as its devDependencies:
 * one module per mark under `src/generated/`, one module of loader tables (one per kind),
 * `licenses.json` and `ICONS.md`. Pure apart from reading the libraries' files, so the drift test can compare its output
 * with what is committed. `pnpm icons` writes it (scripts/icons/generateIcons.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  type CatalogEntry,
  NETWORK_MARKS,
  type SimpleIconSource,
  SOCIAL_MARKS,
  type StacksConnectSource,
  type TablerTileSource,
  TOKEN_MARKS,
  WALLET_MARKS,
  type Web3IconSource,
} from './iconCatalog'

/** Directory of the `@latch/icons` package. */
export const ICONS_PACKAGE_DIR = path.join(import.meta.dirname, '../../packages/icons')

type Library = { name: string; version: string; license: string; copyright: string; homepage: string }

/** One shipped mark's record in `licenses.json`. */
export type IconRecord = {
  kind: 'wallet' | 'network' | 'token' | 'social'
  name: string
  title: string
  package: string
  version: string
  license: string
  copyright: string
  file: string
}

function libraryDir(name: string): string {
  return path.join(ICONS_PACKAGE_DIR, 'node_modules', name)
}

/** The library's own copyright line (from its LICENSE file), else `fallback` (its author). */
function copyrightOf(name: string, fallback: string): string {
  for (const file of ['LICENSE', 'LICENSE.md']) {
    try {
      const line = /^Copyright .+$/m.exec(readFileSync(path.join(libraryDir(name), file), 'utf8'))?.[0]
      if (line) return line.trim()
    } catch {
      // no such file: try the next
    }
  }
  return fallback
}

function readLibrary(name: string, fallbackCopyright: string): Library {
  const manifest = JSON.parse(readFileSync(path.join(libraryDir(name), 'package.json'), 'utf8')) as {
    version: string
    license: string
    homepage?: string
  }
  return {
    name,
    version: manifest.version,
    license: manifest.license,
    copyright: copyrightOf(name, fallbackCopyright),
    homepage: manifest.homepage ?? `https://www.npmjs.com/package/${name}`,
  }
}

/** Hosts an SVG may name: only the XML namespaces, which are identifiers, never fetched. */
const NAMESPACE_URLS = new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink'])

/**
 * Throws unless the SVG is inert and self-contained: no script, event handler, foreign object,
 * stylesheet import or URL other than the XML namespaces (so showing it makes no request).
 *
 * @param svg - SVG markup.
 * @param label - Named in the error.
 * @example
 * ```ts
 * assertSelfContainedSvg('<svg xmlns="http://www.w3.org/2000/svg"/>', 'test')
 * ```
 */
export function assertSelfContainedSvg(svg: string, label: string): void {
  if (!/^\s*<svg[\s>]/.test(svg)) throw new Error(`${label}: not an SVG document`)
  const forbidden = /<script|<foreignObject|<image|<use|\son\w+\s*=|@import|javascript:/i.exec(svg)
  if (forbidden) throw new Error(`${label}: contains ${forbidden[0]}`)
  for (const url of svg.match(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]*/gi) ?? [])
    if (!NAMESPACE_URLS.has(url)) throw new Error(`${label}: names ${url}`)
}

/** An SVG as a `data:` URL an `<img>` shows under `img-src data:`. */
function dataUrl(svg: string): string {
  // encodeURIComponent keeps ' as it is: escape it too, so the URL sits in a single-quoted literal.
  return `data:image/svg+xml,${encodeURIComponent(svg.trim()).replaceAll("'", '%27')}`
}

/** A property key as the formatter writes it: bare when it is an identifier. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`
}

async function web3Icon(source: Web3IconSource): Promise<{ svg: string; file: string }> {
  const file = `dist/svgs/${source.kind}/background/${source.file}.svg.js`
  const module = (await import(path.join(libraryDir('@web3icons/core'), file))) as { default: string }
  return { svg: module.default, file }
}

function stacksConnectIcons(): Map<string, string> {
  // The published source map carries src/providers.ts as written: DEFAULT_PROVIDERS and their icons.
  const map = JSON.parse(
    readFileSync(path.join(libraryDir('@stacks/connect'), 'dist/index.mjs.map'), 'utf8'),
  ) as { sources: string[]; sourcesContent: string[] }
  const index = map.sources.findIndex((s) => s.endsWith('src/providers.ts'))
  const source = map.sourcesContent[index]
  if (source === undefined) throw new Error('@stacks/connect: src/providers.ts not found in its source map')
  const icons = new Map<string, string>()
  for (const match of source.matchAll(
    /id: '([^']+)',\s*name: '[^']+',\s*icon: 'data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)'/g,
  ))
    icons.set(match[1] ?? '', Buffer.from(match[2] ?? '', 'base64').toString('utf8'))
  return icons
}

/** The tabler glyph's drawing (its paths, minus the invisible bounding box) on a coloured square. */
function tablerTile(source: TablerTileSource): { svg: string; file: string } {
  const file = `icons/outline/${source.icon}.svg`
  const glyph = readFileSync(path.join(libraryDir('@tabler/icons'), file), 'utf8')
  assertSelfContainedSvg(glyph, `@tabler/icons ${source.icon}`)
  const paths = [...glyph.matchAll(/<path d="([^"]+)"\s*\/>/g)].map((m) => `<path d="${m[1]}"/>`)
  if (paths.length === 0 || !/viewBox="0 0 24 24"/.test(glyph) || !/^#[0-9A-F]{6}$/.test(source.tile))
    throw new Error(`@tabler/icons ${source.icon}: unexpected shape`)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
    `<rect width="24" height="24" fill="${source.tile}"/>` +
    `<g transform="translate(4.2 4.2) scale(0.65)" fill="none" stroke="#FFFFFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
    `${paths.join('')}</g></svg>`
  return { svg, file: `${file} (white strokes on ${source.tile})` }
}

function simpleIcon(source: SimpleIconSource): { path: string; color: string; file: string } {
  const dir = libraryDir('simple-icons')
  const file = `icons/${source.slug}.svg`
  const svg = readFileSync(path.join(dir, file), 'utf8')
  assertSelfContainedSvg(svg, `simple-icons ${source.slug}`)
  const d = /<path d="([^"]+)"\/>/.exec(svg)?.[1]
  if (!d || !/viewBox="0 0 24 24"/.test(svg)) throw new Error(`simple-icons ${source.slug}: unexpected shape`)
  const data = JSON.parse(readFileSync(path.join(dir, 'data/simple-icons.json'), 'utf8')) as {
    slug: string
    hex: string
  }[]
  const hex = data.find((icon) => icon.slug === source.slug)?.hex
  if (!hex || !/^[0-9A-F]{6}$/i.test(hex)) throw new Error(`simple-icons ${source.slug}: no brand colour`)
  return { path: d, color: `#${hex.toUpperCase()}`, file }
}

const HEADER = '// Generated by `pnpm icons` (scripts/icons/renderIcons.ts). Do not edit.\n'

function imageModule(entry: CatalogEntry<unknown>, lib: Library, file: string, svg: string): string {
  return (
    `${HEADER}// ${lib.name} ${lib.version} (${lib.license}): ${file}\n\n` +
    `/** The ${entry.title} mark: an SVG data URL (no outside request). */\n` +
    `export const icon =\n  '${dataUrl(svg)}'\n`
  )
}

type LoaderTable = {
  constName: string
  typeName: string
  dir: string
  names: readonly string[]
  what: string
}

function loaderTable({ constName, typeName, dir, names, what }: LoaderTable): string {
  const rows = names.map((name) => `  ${key(name)}: () => import('./${dir}/${name}'),`).join('\n')
  return (
    `/**\n * The ${what}, each its own module loaded on demand (a bundler splits every one into its\n * own chunk).\n *\n * @example\n * \`\`\`ts\n * const { ${dir === 'socials' ? 'mark' : 'icon'} } = await ${constName}.${names[0]}()\n * \`\`\`\n */\n` +
    `export const ${constName} = {\n${rows}\n} as const\n\n` +
    `/**\n * A name of {@link ${constName}}.\n *\n * @example\n * \`\`\`ts\n * const name: ${typeName} = '${names[0]}'\n * \`\`\`\n */\n` +
    `export type ${typeName} = keyof typeof ${constName}\n`
  )
}

/** One module holding every kind's loader table (each a separate export, so unused ones tree-shake). */
function loaderTables(tables: readonly LoaderTable[]): string {
  return `${HEADER}\n${tables.map(loaderTable).join('\n')}`
}

/**
 * Every file of `@latch/icons` that the generator owns, by path relative to the package.
 *
 * @returns Path to content.
 * @example
 * ```ts
 * for (const [file, text] of await renderIcons()) writeFileSync(path.join(ICONS_PACKAGE_DIR, file), text)
 * ```
 */
export async function renderIcons(): Promise<Map<string, string>> {
  const web3icons = readLibrary(
    '@web3icons/core',
    '0xa3k5 (package author; the package ships no LICENSE file)',
  )
  const stacksConnect = readLibrary('@stacks/connect', 'Blockstack')
  const simpleIcons = readLibrary('simple-icons', 'Simple Icons collaborators (CC0 1.0: no rights reserved)')
  const tabler = readLibrary('@tabler/icons', 'Paweł Kuna')
  const files = new Map<string, string>()
  const records: IconRecord[] = []
  const stacksIcons = stacksConnectIcons()

  for (const entry of WALLET_MARKS) {
    let svg: string
    let file: string
    let lib: Library
    if (entry.source.from === 'web3icons') {
      ;({ svg, file } = await web3Icon(entry.source))
      lib = web3icons
    } else if (entry.source.from === 'tabler') {
      ;({ svg, file } = tablerTile(entry.source))
      lib = tabler
    } else {
      const source: StacksConnectSource = entry.source
      const found = stacksIcons.get(source.providerId)
      if (!found) throw new Error(`@stacks/connect: no icon for ${source.providerId}`)
      svg = found
      file = `dist/index.mjs.map (src/providers.ts, DEFAULT_PROVIDERS ${source.providerId})`
      lib = stacksConnect
    }
    assertSelfContainedSvg(svg, `${lib.name} ${entry.name}`)
    files.set(`src/generated/wallets/${entry.name}.ts`, imageModule(entry, lib, file, svg))
    records.push(record('wallet', entry, lib, file))
  }
  for (const [kind, list] of [
    ['network', NETWORK_MARKS],
    ['token', TOKEN_MARKS],
  ] as const) {
    for (const entry of list) {
      const { svg, file } = await web3Icon(entry.source)
      assertSelfContainedSvg(svg, `${web3icons.name} ${entry.name}`)
      files.set(`src/generated/${kind}s/${entry.name}.ts`, imageModule(entry, web3icons, file, svg))
      records.push(record(kind, entry, web3icons, file))
    }
  }
  for (const entry of SOCIAL_MARKS) {
    const { path: d, color, file } = simpleIcon(entry.source)
    const mark = { title: entry.title, path: d, color }
    if (/['\\]/.test(d + entry.title)) throw new Error(`simple-icons ${entry.name}: unexpected quote`)
    files.set(
      `src/generated/socials/${entry.name}.ts`,
      `${HEADER}// ${simpleIcons.name} ${simpleIcons.version} (${simpleIcons.license}): ${file}\n\n` +
        `/** The ${entry.title} mark: one path on a 24×24 grid and the brand colour. */\n` +
        `export const mark = {\n  title: '${mark.title}',\n  path: '${mark.path}',\n  color: '${mark.color}',\n} as const\n`,
    )
    records.push(record('social', entry, simpleIcons, file))
  }

  files.set(
    'src/generated/iconLoaders.ts',
    loaderTables([
      {
        constName: 'WALLET_ICONS',
        typeName: 'WalletIconName',
        dir: 'wallets',
        names: names(WALLET_MARKS),
        what: 'wallet marks',
      },
      {
        constName: 'NETWORK_ICONS',
        typeName: 'NetworkIconName',
        dir: 'networks',
        names: names(NETWORK_MARKS),
        what: 'network marks',
      },
      {
        constName: 'TOKEN_ICONS',
        typeName: 'TokenIconName',
        dir: 'tokens',
        names: names(TOKEN_MARKS),
        what: 'token marks, by symbol',
      },
      {
        constName: 'SOCIAL_ICONS',
        typeName: 'SocialIconName',
        dir: 'socials',
        names: names(SOCIAL_MARKS),
        what: 'social-login marks',
      },
    ]),
  )
  files.set('licenses.json', `${JSON.stringify(records, null, 2)}\n`)
  files.set('ICONS.md', iconsMarkdown(records, [web3icons, stacksConnect, simpleIcons, tabler]))
  return files
}

function names(list: readonly CatalogEntry<unknown>[]): string[] {
  return list.map((entry) => entry.name)
}

function record(
  kind: IconRecord['kind'],
  entry: CatalogEntry<unknown>,
  lib: Library,
  file: string,
): IconRecord {
  return {
    kind,
    name: entry.name,
    title: entry.title,
    package: lib.name,
    version: lib.version,
    license: lib.license,
    copyright: lib.copyright,
    file,
  }
}

function iconsMarkdown(records: readonly IconRecord[], libraries: readonly Library[]): string {
  const rows = records.map(
    (r) =>
      `| ${r.kind} | \`${r.name}\` | ${r.title} | ${r.package} ${r.version} | ${r.license} | \`${r.file}\` |`,
  )
  return [
    '<!-- Generated by `pnpm icons` (scripts/icons/renderIcons.ts). Do not edit. -->',
    '# Icons shipped in @latch/icons',
    '',
    'Every mark is taken from a permissively licensed package on the npm registry: the SVG as published,',
    'stored as a `data:` URL; social marks as their path and brand colour; the test wallets (no vendor)',
    "as a tabler glyph in white on their family's colour. None is drawn by Latch. Brand marks remain",
    'trademarks of their owners and are shown only to name their product.',
    '',
    '## Sources',
    '',
    '| package | version | licence | copyright | home |',
    '| --- | --- | --- | --- | --- |',
    ...libraries.map((l) => `| ${l.name} | ${l.version} | ${l.license} | ${l.copyright} | ${l.homepage} |`),
    '',
    '## Marks',
    '',
    '| kind | name | shows | package | licence | file in the package |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}
