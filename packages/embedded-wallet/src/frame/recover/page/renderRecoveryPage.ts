import type { StoredDeviceShare } from '../listDeviceShares'
import { createElement as h } from './createElement'
import { RECOVERY_PAGE_TEXTS as T } from './recoveryPageTexts'

/**
 * The recovery page's controls and outputs, as {@link renderRecoveryPage} built them.
 *
 * @example
 * ```ts
 * const view: RecoveryPageView = renderRecoveryPage(document, shares)
 * view.rebuild.addEventListener('click', onRebuild)
 * ```
 */
export type RecoveryPageView = {
  /** One radio per stored device share, then the "paste" radio (value `paste`). */
  shareChoices: HTMLInputElement[]
  pastedShare: HTMLTextAreaElement
  kitFile: HTMLInputElement
  kitCode: HTMLTextAreaElement
  rebuild: HTMLButtonElement
  /** Where errors and progress are announced. */
  status: HTMLElement
  /** The rebuilt wallet's section, hidden until a rebuild succeeds. */
  wallet: HTMLElement
  evmAddress: HTMLElement
  solanaAddress: HTMLElement
  message: HTMLTextAreaElement
  signMessage: HTMLButtonElement
  evmSignature: HTMLElement
  solanaSignature: HTMLElement
  transaction: HTMLTextAreaElement
  signTransaction: HTMLButtonElement
  signedTransaction: HTMLElement
  showPhrase: HTMLButtonElement
  phraseConfirm: HTMLElement
  phraseConsent: HTMLInputElement
  revealPhrase: HTMLButtonElement
  phrase: HTMLElement
  savePage: HTMLButtonElement
}

/**
 * Builds the recovery page into `document.body`: the device shares found (each with a "Show as
 * text" control that reveals it for the command line), a pasted share, the kit (file or code), the
 * rebuild button, and the rebuilt wallet's section (addresses, message and transaction signing,
 * the phrase behind a confirmation). Labels are bound to every field; the status is a live region.
 *
 * @param document - The page's document.
 * @param shares - The device shares found in this origin's vault.
 * @returns The controls and outputs.
 * @example
 * ```ts
 * const view = renderRecoveryPage(document, await listDeviceShares(createIndexedDbVaultStorage()))
 * ```
 */
export function renderRecoveryPage(
  document: Document,
  shares: readonly StoredDeviceShare[],
): RecoveryPageView {
  const field = (id: string, label: string, control: HTMLElement) =>
    h(document, 'div', { class: 'field' }, [h(document, 'label', { for: id }, [label]), control])
  const area = (id: string, rows = 3) =>
    h(document, 'textarea', { id, rows: String(rows), spellcheck: 'false', autocomplete: 'off' })
  const output = (id: string, label: string) => {
    const value = h(document, 'output', { id, class: 'value' })
    return {
      value,
      row: h(document, 'div', { class: 'result' }, [
        h(document, 'dt', {}, [label]),
        h(document, 'dd', {}, [value]),
      ]),
    }
  }
  const button = (id: string, text: string) => h(document, 'button', { id, type: 'button' }, [text])

  const shareChoices: HTMLInputElement[] = []
  const shareRows = shares.map((share, index) => {
    const id = `share-${index}`
    const radio = h(document, 'input', {
      type: 'radio',
      name: 'share',
      id,
      value: String(index),
      checked: index === 0,
    })
    shareChoices.push(radio)
    const text = h(document, 'textarea', {
      id: `${id}-text`,
      readonly: true,
      rows: '2',
      hidden: true,
      'aria-label': T.pasteLabel,
    })
    text.value = share.share
    const show = h(
      document,
      'button',
      { type: 'button', 'aria-controls': text.id, 'aria-expanded': 'false' },
      [T.showShare],
    )
    show.addEventListener('click', () => {
      text.hidden = !text.hidden
      show.setAttribute('aria-expanded', String(!text.hidden))
    })
    return h(document, 'li', {}, [
      radio,
      h(document, 'label', { for: id }, [T.shareOption(share.setId, share.userId)]),
      show,
      text,
    ])
  })
  const paste = h(document, 'input', {
    type: 'radio',
    name: 'share',
    id: 'share-paste',
    value: 'paste',
    checked: shares.length === 0,
  })
  shareChoices.push(paste)
  const pastedShare = area('pasted-share', 2)
  const shareSection = h(document, 'section', { 'aria-labelledby': 'share-heading' }, [
    h(document, 'h2', { id: 'share-heading' }, [T.shareHeading]),
    h(document, 'p', {}, [shares.length === 0 ? T.sharesNone : T.sharesFound]),
    h(document, 'ul', { class: 'shares' }, [
      ...shareRows,
      h(document, 'li', {}, [paste, h(document, 'label', { for: 'share-paste' }, [T.pasteOption])]),
    ]),
    field('pasted-share', T.pasteLabel, pastedShare),
    h(document, 'p', { class: 'hint' }, [T.shareHint]),
  ])

  const kitFile = h(document, 'input', {
    id: 'kit-file',
    type: 'file',
    accept: '.json,application/json,text/plain',
  })
  const kitCode = area('kit-code', 2)
  const kitSection = h(document, 'section', { 'aria-labelledby': 'kit-heading' }, [
    h(document, 'h2', { id: 'kit-heading' }, [T.kitHeading]),
    field('kit-file', T.kitFile, kitFile),
    field('kit-code', T.kitCode, kitCode),
  ])
  const rebuild = button('rebuild', T.rebuild)
  const status = h(document, 'p', { id: 'status', role: 'status', 'aria-live': 'polite' })

  const evm = output('evm-address', T.evmAddress)
  const solana = output('solana-address', T.solanaAddress)
  const message = area('message')
  const signMessage = button('sign-message', T.signMessage)
  const evmSignature = output('evm-signature', T.evmSignature)
  const solanaSignature = output('solana-signature', T.solanaSignature)
  const transaction = area('transaction', 6)
  const signTransaction = button('sign-transaction', T.signTransaction)
  const signed = output('signed-transaction', T.signedTransaction)
  const showPhrase = button('show-phrase', T.showPhrase)
  const phraseConsent = h(document, 'input', { type: 'checkbox', id: 'phrase-consent' })
  const revealPhrase = h(document, 'button', { id: 'reveal-phrase', type: 'button', disabled: true }, [
    T.revealPhrase,
  ])
  const phraseConfirm = h(document, 'div', { id: 'phrase-confirm', class: 'confirm', hidden: true }, [
    h(document, 'div', { class: 'check' }, [
      phraseConsent,
      h(document, 'label', { for: 'phrase-consent' }, [T.phraseWarning]),
    ]),
    revealPhrase,
  ])
  const phrase = h(document, 'output', { id: 'phrase', class: 'value phrase', hidden: true })
  const wallet = h(document, 'section', { id: 'wallet', 'aria-labelledby': 'wallet-heading', hidden: true }, [
    h(document, 'h2', { id: 'wallet-heading', tabindex: '-1' }, [T.walletHeading]),
    h(document, 'dl', {}, [evm.row, solana.row]),
    h(document, 'h3', {}, [T.messageHeading]),
    field('message', T.messageLabel, message),
    signMessage,
    h(document, 'dl', {}, [evmSignature.row, solanaSignature.row]),
    h(document, 'h3', {}, [T.transactionHeading]),
    field('transaction', T.transactionLabel, transaction),
    signTransaction,
    h(document, 'dl', {}, [signed.row]),
    h(document, 'h3', {}, [T.phraseHeading]),
    showPhrase,
    phraseConfirm,
    phrase,
  ])
  const savePage = button('save-page', T.savePage)
  document.body.append(
    h(document, 'main', {}, [
      h(document, 'h1', {}, [T.title]),
      h(document, 'p', {}, [T.intro]),
      shareSection,
      kitSection,
      rebuild,
      status,
      wallet,
      h(document, 'footer', {}, [savePage]),
    ]),
  )
  return {
    shareChoices,
    pastedShare,
    kitFile,
    kitCode,
    rebuild,
    status,
    wallet,
    evmAddress: evm.value,
    solanaAddress: solana.value,
    message,
    signMessage,
    evmSignature: evmSignature.value,
    solanaSignature: solanaSignature.value,
    transaction,
    signTransaction,
    signedTransaction: signed.value,
    showPhrase,
    phraseConfirm,
    phraseConsent,
    revealPhrase,
    phrase,
    savePage,
  }
}
