import type { FoundLiteral } from './findLiterals'

/**
 * One view literal with the catalogue keys that replace it.
 *
 * @example
 * ```ts
 * const row: MappedLiteral = { file: 'views/ConnectView.tsx', line: 52, kind: 'jsx-text', text: 'All Wallets', keys: ['connect.allWallets'], match: 'exact' }
 * ```
 */
export type MappedLiteral = FoundLiteral & {
  file: string
  /** The keys whose English value is this literal (best first). Empty: no key yet. */
  keys: string[]
  /** `exact`: the whole value; `part`: the literal is a fragment of a sentence the key holds whole. */
  match: 'exact' | 'part' | 'none'
}

/** A template's text with every `{…}` argument written `{}` (plural/select kept as their branches). */
function flatten(template: string): string[] {
  const branches = [...template.matchAll(/\b(?:[a-z]+|=\d+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)].map(
    (m) => m[1] ?? '',
  )
  const whole = /^\{\w+, (plural|select)/.test(template) ? branches : [template]
  return whole.map((t) =>
    t
      .replace(/\{[^{}]*\}/g, '{}')
      .replace(/#/g, '{}')
      .replace(/\s+/g, ' ')
      .trim(),
  )
}

/** The namespaces a view file's keys come from, by folder (best first). */
function namespacesOf(file: string): string[] {
  const byFolder: [RegExp, string[]][] = [
    [/views\/account\//, ['account.']],
    [/views\/send\//, ['send.']],
    [/views\/approval\//, ['approve.']],
    [/views\/email\//, ['email.', 'auth.']],
    [/views\/dataCapture\//, ['dataCapture.']],
    [/views\/network\//, ['networks.']],
    [/views\/walletconnect\//, ['walletConnect.', 'connect.']],
    [/views\/siwx\//, ['siwx.']],
    [/views\/social\//, ['social.', 'farcaster.']],
    [/views\/profile\//, ['profile.']],
    [/views\/picker\//, ['picker.', 'connect.']],
    [/AllWalletsView/, ['allWallets.', 'connect.']],
    [/ConnectButton/, ['connectButton.']],
    [/viewTitle/, ['title.']],
    [/views\/(Connect|SocialButtons|EmailForm)/, ['connect.']],
  ]
  const own = byFolder.find(([re]) => re.test(file))?.[1] ?? []
  return [...own, 'common.', 'title.', 'errors.']
}

/**
 * Matches each literal found in the views to the English catalogue: an exact value first (a
 * template's `{name}` read as any `${…}`), else a key whose sentence contains the fragment (JSX
 * splits `Continue in {wallet.name}` into text nodes). Among several keys with the same English,
 * those of the file's own namespace come first.
 *
 * @param literals - The literals, with their file.
 * @param catalogue - The English catalogue.
 * @returns Each literal with its keys.
 * @example
 * ```ts
 * mapLiteralsToKeys([{ file: 'views/ConnectView.tsx', line: 52, kind: 'jsx-text', text: 'All Wallets' }], en)
 * ```
 */
export function mapLiteralsToKeys(
  literals: ReadonlyArray<FoundLiteral & { file: string }>,
  catalogue: Readonly<Record<string, string>>,
): MappedLiteral[] {
  const entries = Object.entries(catalogue).map(([key, value]) => ({ key, texts: flatten(value) }))
  return literals.map((literal) => {
    const text = literal.text.replace(/\s+/g, ' ').trim()
    const rank = (key: string) => {
      const index = namespacesOf(literal.file).findIndex((ns) => key.startsWith(ns))
      return index === -1 ? 99 : index
    }
    const sort = (keys: string[]) => keys.sort((a, b) => rank(a) - rank(b))
    const exact = entries.filter((e) => e.texts.some((t) => t === text)).map((e) => e.key)
    if (exact.length > 0) return { ...literal, keys: sort(exact), match: 'exact' as const }
    // a template literal's `${…}` may stand for a word the catalogue spells out per branch
    if (text.includes('{}')) {
      const escaped = text.split('{}').map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      const pattern = new RegExp(`^${escaped.join('.+?')}$`)
      const wild = entries.filter((e) => e.texts.some((t) => pattern.test(t))).map((e) => e.key)
      if (wild.length > 0) return { ...literal, keys: sort(wild), match: 'exact' as const }
    }
    const needle = text.replace(/\{\}/g, '').trim()
    const strip = (t: string) => t.replace(/\{\}/g, '').replace(/\s+/g, ' ').trim()
    // the literal is the whole sentence but for its parameters (`to {address}` from `to {…}`)
    const whole = entries.filter((e) => e.texts.some((t) => strip(t) === needle)).map((e) => e.key)
    if (whole.length > 0) return { ...literal, keys: sort(whole), match: 'part' as const }
    const part =
      needle.length >= 2
        ? entries
            .filter((e) => e.texts.some((t) => t.replace(/\{\}/g, '').includes(needle)))
            .map((e) => e.key)
            .filter((key) => rank(key) < 99)
        : []
    return { ...literal, keys: sort(part), match: part.length > 0 ? ('part' as const) : ('none' as const) }
  })
}
