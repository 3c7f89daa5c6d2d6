import { ACCOUNT_TABS, type AccountTab } from '@latch/core'
import { type KeyboardEvent, useId, useRef } from 'react'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useTranslation } from '../../hooks/useTranslation'
import { ActivityPanel } from './ActivityPanel'
import { NftsPanel } from './NftsPanel'
import { TokensPanel } from './TokensPanel'

const LABELS = {
  tokens: 'account.tabs.tokens',
  nfts: 'account.tabs.nfts',
  activity: 'account.tabs.activity',
} as const satisfies Record<AccountTab, string>

/**
 * The Account tabs (SPEC §2: Tokens, NFTs, Activity) following the WAI-ARIA tabs pattern: arrow
 * keys move between tabs, the selected tab is kept in the core's account state.
 *
 * @example
 * ```tsx
 * <AccountTabs />
 * ```
 */
export function AccountTabs() {
  const latch = useLatchInstance()
  const { t, dir } = useTranslation()
  // the next tab is the one after in reading order: to the left in right-to-left
  const [forwardKey, backKey] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
  const { currentTab } = useLatchAccount()
  const id = useId()
  const tabRefs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({})

  const select = (tab: AccountTab, focus: boolean) => {
    latch.account.setCurrentTab(tab)
    if (focus) tabRefs.current[tab]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = ACCOUNT_TABS.indexOf(currentTab)
    const step = event.key === forwardKey ? 1 : event.key === backKey ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = ACCOUNT_TABS[(index + step + ACCOUNT_TABS.length) % ACCOUNT_TABS.length]
    if (next) select(next, true)
  }

  return (
    <div data-latch-tabs="">
      <div role="tablist" aria-label={t('common.account')} data-latch-tablist="" onKeyDown={onKeyDown}>
        {ACCOUNT_TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === currentTab}
            aria-controls={`${id}-panel`}
            tabIndex={tab === currentTab ? 0 : -1}
            data-latch-tab={tab}
            onClick={() => select(tab, false)}
          >
            {t(LABELS[tab])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${currentTab}`}
        data-latch-tabpanel={currentTab}
      >
        {currentTab === 'tokens' ? (
          <TokensPanel />
        ) : currentTab === 'nfts' ? (
          <NftsPanel />
        ) : (
          <ActivityPanel />
        )}
      </div>
    </div>
  )
}
