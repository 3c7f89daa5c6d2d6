import type { Latch, LatchSnapshot, TranslationKey } from '@latch/core'
import { type ReactNode, useEffect } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { SkeletonRows } from '../../components/SkeletonRows'
import { isShallowEqual } from '../../hooks/isShallowEqual'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'

/**
 * What a tab of the Account view lists, read from the account data: the items, whether they are
 * loading, and anything else the tab shows.
 *
 * @example
 * ```ts
 * const selection: AccountListSelection<Nft> = { items: data.nfts, loading: data.nftsLoading }
 * ```
 */
export type AccountListSelection<Item> = { items: readonly Item[]; loading: boolean }

/**
 * Props of {@link AccountListPanel}.
 *
 * @example
 * ```ts
 * const labels: AccountListPanelProps<Nft, AccountListSelection<Nft>>['labels'] = { list, loading, empty, emptyHint }
 * ```
 */
export type AccountListPanelProps<Item, Selection extends AccountListSelection<Item>> = {
  /** Names the list's `data-latch-<kind>-list` attribute. */
  kind: 'token' | 'nft' | 'activity'
  /** Reads the tab's selection; the panel renders again only when one of its fields changes. */
  select(data: LatchSnapshot['accountData']): Selection
  /** Asks the core for the list when the tab is shown (cached and deduplicated there). */
  fetch(latch: Latch): Promise<unknown>
  /** The rows (`<li>`) of the selected items. */
  children(selection: Selection): ReactNode
  /** What shows under the list (not with the placeholder or the empty state). */
  footer?(selection: Selection): ReactNode
}

// Per tab: the list's accessible name, the placeholder's, the empty state's title and guidance
// (catalogue keys), and how many placeholder rows show while the first list loads.
const PANEL_TEXT = {
  token: {
    list: 'account.tabs.tokens',
    loading: 'send.loadingTokens',
    empty: 'account.tokens.empty',
    emptyHint: 'account.tokens.emptyHint',
    skeletonRows: 3,
  },
  nft: {
    list: 'account.tabs.nfts',
    loading: 'account.nfts.loading',
    empty: 'account.nfts.empty',
    emptyHint: 'account.nfts.emptyHint',
    skeletonRows: 2,
  },
  activity: {
    list: 'account.tabs.activity',
    loading: 'account.activity.loading',
    empty: 'account.activity.empty',
    emptyHint: 'account.activity.emptyHint',
    skeletonRows: 3,
  },
} as const satisfies Record<
  AccountListPanelProps<unknown, AccountListSelection<unknown>>['kind'],
  Record<'list' | 'loading' | 'empty' | 'emptyHint', TranslationKey> & { skeletonRows: number }
>

// Equal when every field is shallowly equal: a list built in `select` (the pending transactions
// and the activity) keeps the panel from rendering again while its items stay the same.
function sameFields<T extends object>(a: T, b: T): boolean {
  const [before, after] = [a as Record<string, unknown>, b as Record<string, unknown>]
  const keys = Object.keys(before)
  return (
    keys.length === Object.keys(after).length && keys.every((key) => isShallowEqual(before[key], after[key]))
  )
}

/**
 * One tab of the Account view (tokens, NFTs, activity): asks the core for its list when shown
 * (which also covers the embedded modal, whose Account view is shown without the modal ever being
 * "open"); row-sized placeholders while the first list loads, an empty state with guidance when
 * there is nothing, else the list, marked busy while it loads again.
 *
 * @param props - What to list and how, see {@link AccountListPanelProps}.
 * @example
 * ```tsx
 * <AccountListPanel kind="nft" select={(d) => ({ items: d.nfts, loading: d.nftsLoading })}
 *   fetch={(latch) => latch.accountData.fetchNfts()} skeletonRows={2} labels={labels}>
 *   {({ items }) => items.map((nft) => <li key={nft.tokenId}>{nft.name}</li>)}
 * </AccountListPanel>
 * ```
 */
export function AccountListPanel<Item, Selection extends AccountListSelection<Item>>(
  props: AccountListPanelProps<Item, Selection>,
) {
  const { kind, select, fetch, children, footer } = props
  const latch = useLatchInstance()
  const t = useT()
  const text = PANEL_TEXT[kind]
  const selection = useLatchSelector((s) => select(s.accountData), sameFields)
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked when the tab is shown (or the instance changes), not for each render's new `fetch`
  useEffect(() => {
    void fetch(latch)
  }, [latch])
  if (selection.items.length === 0)
    return selection.loading ? (
      <SkeletonRows count={text.skeletonRows} label={t(text.loading)} />
    ) : (
      <EmptyState title={t(text.empty)} guidance={t(text.emptyHint)} />
    )
  const listAttribute = { [`data-latch-${kind}-list`]: '' }
  return (
    <>
      <ul {...listAttribute} aria-label={t(text.list)} aria-busy={selection.loading}>
        {children(selection)}
      </ul>
      {footer?.(selection)}
    </>
  )
}
