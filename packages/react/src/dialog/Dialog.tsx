import { type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { DIALOG_ATTRIBUTE, isTopLayer } from './topLayer'
import { useEscapeToClose } from './useEscapeToClose'
import { useFocusTrap } from './useFocusTrap'
import { useInertBackground } from './useInertBackground'
import { useScrollLock } from './useScrollLock'

/**
 * Why a dialog was asked to close.
 *
 * @example
 * ```ts
 * const reason: DialogCloseReason = 'escape'
 * ```
 */
export type DialogCloseReason = 'escape' | 'outside' | 'close-button'

/**
 * Props of {@link Dialog}.
 *
 * @example
 * ```tsx
 * <Dialog open={open} onOpenChange={setOpen} title="Connect Wallet">…</Dialog>
 * ```
 */
export type DialogProps = {
  /** Controlled open state. Omit for an uncontrolled dialog. */
  open?: boolean
  /** Initial state of an uncontrolled dialog. */
  defaultOpen?: boolean
  /** Called with the new state when the dialog wants to open or close. */
  onOpenChange?: (open: boolean, reason?: DialogCloseReason) => void
  /** Asked before Escape or an outside click closes the top layer; return `false` to veto. */
  onCloseRequest?: (reason: DialogCloseReason) => boolean | undefined
  /** Id of the element that titles the dialog (`aria-labelledby`); a generated id when omitted. */
  labelledBy?: string
  /** Render inline in the page: no portal, no overlay, no focus trap, no scroll lock. */
  embedded?: boolean
  /** Sets `data-shake` for the theme's 500 ms shake. */
  shake?: boolean
  /** Portal container; `document.body` when omitted. */
  container?: HTMLElement | null
  /** Class of the dialog element. */
  className?: string
  /** Language of the dialog's text (`lang`). */
  lang?: string
  /** Writing direction of the dialog (`dir`): mirrors its layout in right-to-left locales. */
  dir?: 'ltr' | 'rtl'
  /** Content; a function receives the title id to put on the heading. */
  children: ReactNode | ((ids: { titleId: string; requestClose: () => void }) => ReactNode)
}

/**
 * Accessible modal dialog (WAI-ARIA dialog pattern): `role="dialog"`, `aria-modal`, labelled by its
 * title, focus moved in, trapped and returned to the trigger, the page behind inert while open, Escape and outside click closing the
 * top layer (vetoable), scroll lock, `data-state="open|closed"`, rendered in a portal. No inline
 * styles: style it through the `data-latch-*` attributes (see theme.css).
 *
 * @example
 * ```tsx
 * <Dialog open={open} onOpenChange={setOpen}>
 *   {({ titleId }) => <h2 id={titleId}>Connect Wallet</h2>}
 * </Dialog>
 * ```
 */
export function Dialog(props: DialogProps) {
  const { open: controlled, defaultOpen = false, onOpenChange, onCloseRequest, embedded = false } = props
  const [uncontrolled, setUncontrolled] = useState(defaultOpen)
  const open = controlled ?? uncontrolled
  const generatedId = useId()
  const titleId = props.labelledBy ?? `${generatedId}-title`
  const contentRef = useRef<HTMLDivElement>(null)
  const requestClose = useCallback(
    (reason: DialogCloseReason) => {
      if (onCloseRequest?.(reason) === false) return
      if (controlled === undefined) setUncontrolled(false)
      onOpenChange?.(false, reason)
    },
    [controlled, onCloseRequest, onOpenChange],
  )

  // before the focus trap: the page must be live again when focus returns to the trigger
  useInertBackground(contentRef, open && !embedded)
  useFocusTrap(contentRef, open && !embedded)
  useScrollLock(open && !embedded)
  const closeOnEscape = useCallback(() => requestClose('escape'), [requestClose])
  useEscapeToClose(contentRef, open && !embedded, closeOnEscape)

  const content =
    typeof props.children === 'function'
      ? props.children({ titleId, requestClose: () => requestClose('close-button') })
      : props.children

  if (embedded) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a view, not a fieldset of form controls; and a group, not a region (a landmark named "Account" would clash with the page's own)
      <div
        role="group"
        aria-labelledby={titleId}
        className={props.className}
        lang={props.lang}
        dir={props.dir}
        data-latch-dialog-embedded=""
        data-state={open ? 'open' : 'closed'}
        data-shake={props.shake ? '' : undefined}
      >
        {content}
      </div>
    )
  }
  if (!open || typeof document === 'undefined') return null

  const dialog = (
    <div data-latch-overlay="" data-state="open">
      {/* The backdrop is a pointer target only; keyboard users close with Escape or the close button. */}
      <div
        data-latch-backdrop=""
        aria-hidden="true"
        onPointerDown={(event) => {
          if (event.target === event.currentTarget && isTopLayer(contentRef.current)) requestClose('outside')
        }}
      />
      <div
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={props.className}
        lang={props.lang}
        dir={props.dir}
        {...{ [DIALOG_ATTRIBUTE]: '' }}
        data-state="open"
        data-shake={props.shake ? '' : undefined}
      >
        {content}
      </div>
    </div>
  )
  return createPortal(dialog, props.container ?? document.body)
}
