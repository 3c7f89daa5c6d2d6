import type { RouterView } from '@latch/core'
import { type KeyboardEvent, type ReactNode, type Ref, useContext } from 'react'
import { LatchContext } from '../hooks/LatchContext'
import { useT } from '../hooks/useT'
import { usePreloadView } from '../viewCache/usePreloadView'
import { WalletImage } from './WalletImage'

/**
 * Props of {@link WalletRow}.
 *
 * @example
 * ```tsx
 * <WalletRow id="io.metamask" name="MetaMask" installed onSelect={pick} />
 * ```
 */
export type WalletRowProps = {
  id: string
  name: string
  imageUrl?: string | undefined
  installed?: boolean | undefined
  /** Extra tag, e.g. "Recent" or the chain family. */
  tag?: string | undefined
  /** A decorative chain cue at the row's end (the families' network icons), when the app has several families. */
  cue?: ReactNode
  onSelect: () => void
  tabIndex?: 0 | -1
  /**
   * Ref to the row's button. Its own name, not `ref`: React 18 does not pass `ref` to a function
   * component as a prop, so a row inside a roving-focus list would lose it there.
   */
  buttonRef?: Ref<HTMLButtonElement>
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
  onFocus?: () => void
  /** The view choosing the wallet leads to: its code loads on hover, focus or a press. */
  intent?: RouterView | undefined
}

/**
 * One wallet in a list: icon, name, and an "Installed" mark for wallets present in the page.
 *
 * @example
 * ```tsx
 * <WalletRow id={w.id} name={w.name} imageUrl={w.imageUrl} installed onSelect={() => connect(w)} />
 * ```
 */
export function WalletRow(props: WalletRowProps) {
  const view = usePreloadView(props.intent)
  // the intent loads the pick's view and the code its connect runs (`ready()`), so a prompt that is
  // a popup opens inside the click
  const latch = useContext(LatchContext)
  const intent = (load: () => void) => () => {
    load()
    latch?.ready().catch(() => {})
  }
  const preload = {
    onPointerEnter: intent(view.onPointerEnter),
    onPointerDown: intent(view.onPointerDown),
    onFocus: intent(view.onFocus),
  }
  const { onFocus } = props
  return (
    <button
      type="button"
      data-latch-wallet={props.id}
      data-installed={props.installed ? '' : undefined}
      onClick={props.onSelect}
      onPointerEnter={preload.onPointerEnter}
      onPointerDown={preload.onPointerDown}
      onFocus={() => {
        preload.onFocus()
        onFocus?.()
      }}
      {...(props.tabIndex === undefined ? {} : { tabIndex: props.tabIndex })}
      {...(props.buttonRef === undefined ? {} : { ref: props.buttonRef })}
      {...(props.onKeyDown === undefined ? {} : { onKeyDown: props.onKeyDown })}
    >
      <WalletImage src={props.imageUrl} name={props.name} walletId={props.id} />
      <span data-latch-wallet-name="">{props.name}</span>
      {props.cue}
      {props.tag ? <span data-latch-tag="">{props.tag}</span> : null}
      {props.installed ? <InstalledTag /> : null}
    </button>
  )
}

/** The "Installed" tag, in the modal's language. */
function InstalledTag() {
  const t = useT()
  return <span data-latch-tag="installed">{t('common.installed')}</span>
}
