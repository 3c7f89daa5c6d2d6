import { describe, expect, it } from 'vitest'
import { findLiterals } from './findLiterals'
import { mapLiteralsToKeys } from './mapLiteralsToKeys'

const VIEW = `
import { thing } from './thing'
export function View({ open }: { open: boolean }) {
  const label = open ? 'Close the panel' : 'Open'
  if (view === 'Connect') push('AllWallets')
  return (
    <div data-latch-view="Connect" className="row wide">
      <button type="button" aria-label="Back" title="Go back">‹</button>
      <p>Continue in {wallet.name}</p>
      <WalletRow tag="Recent" id="metamask" />
      <RouteButton view="Networks" hook="network-button">{label}</RouteButton>
      <input placeholder="Search wallet" />
      {/* i18n-ignore: a brand */}
      <span>MetaMask</span>
      <a aria-label={\`View \${kind} transaction\`}>↗</a>
    </div>
  )
}
`

describe('findLiterals', () => {
  it('finds JSX text, text attributes, component text props and prose strings, and nothing else', () => {
    expect(findLiterals('View.tsx', VIEW).map((l) => [l.kind, l.text])).toEqual([
      ['string', 'Close the panel'],
      ['string', 'Open'],
      ['jsx-attribute', 'Back'],
      ['jsx-attribute', 'Go back'],
      ['jsx-text', 'Continue in'],
      ['jsx-attribute', 'Recent'],
      ['jsx-attribute', 'Search wallet'],
      ['jsx-attribute', 'View {} transaction'],
    ])
  })

  it('takes the keys given to the translator for code, not text, and still finds a literal beside them', () => {
    const keyed = `export const A = ({ t, tr }) => (
  <button aria-label={t('common.back')} title={tr.t('send.review', { n: 1 })}>
    {t('common.close')}
    <span aria-label="Still English">{'Also English'}</span>
  </button>
)
const TITLES = { Connect: 'title.connect' }
`
    expect(findLiterals('Keyed.tsx', keyed).map((l) => l.text)).toEqual(['Still English', 'Also English'])
  })

  it('reports lines', () => {
    expect(findLiterals('View.tsx', VIEW).find((l) => l.text === 'Back')?.line).toBe(8)
  })
})

describe('mapLiteralsToKeys', () => {
  const catalogue = {
    'common.back': 'Back',
    'account.back': 'Back',
    'connect.continueIn': 'Continue in {wallet}',
    'account.activity.viewOnExplorer':
      '{d, select, in {View received transaction} other {View moved transaction}}',
  }
  const at = (text: string, file = 'packages/react/src/views/account/X.tsx') => ({
    file,
    line: 1,
    kind: 'jsx-text' as const,
    text,
  })

  it('maps an exact value, the file’s own namespace first', () => {
    expect(mapLiteralsToKeys([at('Back')], catalogue)[0]).toMatchObject({
      keys: ['account.back', 'common.back'],
      match: 'exact',
    })
  })

  it('maps a fragment of a sentence and a template literal against select branches', () => {
    const [fragment, template, none] = mapLiteralsToKeys(
      [
        at('Continue in', 'packages/react/src/views/ConnectView.tsx'),
        at('View {} transaction'),
        at('Polkadot'),
      ],
      catalogue,
    )
    expect(fragment).toMatchObject({ keys: ['connect.continueIn'], match: 'part' })
    expect(template).toMatchObject({ keys: ['account.activity.viewOnExplorer'], match: 'exact' })
    expect(none).toMatchObject({ keys: [], match: 'none' })
  })
})
