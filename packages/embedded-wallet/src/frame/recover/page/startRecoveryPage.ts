import { LatchError } from '@latch/core/kit'
import { RECOVERY_KIT_MAX_LENGTH } from '../../../shares/recoveryKit'
import type { VaultStorage } from '../../vault/VaultStorage'
import { listDeviceShares, type StoredDeviceShare } from '../listDeviceShares'
import { RecoverError } from '../RecoverError'
import { RECOVER_ERROR_MESSAGES } from '../recoverErrorMessages'
import { type RecoveredWallet, recoverWallet } from '../recoverWallet'
import { signRecoveredEvmTransaction } from '../signRecoveredEvmTransaction'
import { signRecoveredMessage } from '../signRecoveredMessage'
import { RECOVERY_PAGE_TEXTS } from './recoveryPageTexts'
import { type RecoveryPageView, renderRecoveryPage } from './renderRecoveryPage'

/**
 * Starts the offline recovery page: keeps the page's own HTML (for "Save this page", before
 * anything is rendered), lists the device shares of this origin's vault (none when the storage
 * cannot be opened, e.g. from `file://`), renders the page and wires it. Everything runs in the
 * page: no request is ever made.
 *
 * @param document - The page's document.
 * @param storage - This origin's key vault storage.
 * @example
 * ```ts
 * await startRecoveryPage(document, createIndexedDbVaultStorage())
 * ```
 */
export async function startRecoveryPage(document: Document, storage: VaultStorage): Promise<void> {
  const pageHtml = `<!doctype html>\n${document.documentElement.outerHTML}`
  const shares = await listDeviceShares(storage).catch((): StoredDeviceShare[] => [])
  const view = renderRecoveryPage(document, shares)
  let wallet: RecoveredWallet | undefined
  const run = (button: HTMLButtonElement, task: () => Promise<void>) =>
    button.addEventListener('click', async () => {
      button.disabled = true
      setStatus(view, '')
      try {
        await task()
      } catch (error) {
        setStatus(view, describeError(error), 'error')
      } finally {
        button.disabled = false
      }
    })
  const current = () => {
    if (wallet === undefined)
      throw new RecoverError(RECOVER_ERROR_MESSAGES.KIT_MISSING, { code: 'KIT_MISSING' })
    return wallet
  }

  run(view.rebuild, async () => {
    setStatus(view, RECOVERY_PAGE_TEXTS.rebuilding)
    wallet = await recoverWallet(await readKit(view), readChosenShare(view, shares))
    showWallet(view, wallet)
    setStatus(view, '')
  })
  run(view.signMessage, async () => {
    const signatures = await signRecoveredMessage(current().keys, view.message.value)
    view.evmSignature.textContent = signatures.evm
    view.solanaSignature.textContent = signatures.solana
  })
  run(view.signTransaction, async () => {
    view.signedTransaction.textContent = await signRecoveredEvmTransaction(
      current().keys,
      view.transaction.value,
    )
  })
  view.showPhrase.addEventListener('click', () => {
    view.phraseConfirm.hidden = false
    view.phraseConsent.focus()
  })
  view.phraseConsent.addEventListener('change', () => {
    view.revealPhrase.disabled = !view.phraseConsent.checked
  })
  view.revealPhrase.addEventListener('click', () => {
    if (!view.phraseConsent.checked) return
    view.phrase.textContent = current().mnemonic
    view.phrase.hidden = false
    view.phraseConfirm.hidden = true
  })
  view.savePage.addEventListener('click', () => savePage(document, pageHtml))
}

function readChosenShare(view: RecoveryPageView, shares: readonly StoredDeviceShare[]): string {
  const chosen = view.shareChoices.find((choice) => choice.checked)
  const text =
    chosen === undefined || chosen.value === 'paste'
      ? view.pastedShare.value
      : shares[Number(chosen.value)]?.share
  if (text === undefined || text.trim() === '')
    throw new RecoverError(RECOVER_ERROR_MESSAGES.SHARE_MISSING, { code: 'SHARE_MISSING' })
  return text
}

/** The kit file's text (read locally, size-capped first), else the typed code. */
async function readKit(view: RecoveryPageView): Promise<string> {
  const file = view.kitFile.files?.[0]
  if (file !== undefined) {
    if (file.size > RECOVERY_KIT_MAX_LENGTH)
      throw new RecoverError(RECOVER_ERROR_MESSAGES.INPUT_TOO_LARGE, { code: 'INPUT_TOO_LARGE' })
    return file.text()
  }
  if (view.kitCode.value.trim() === '')
    throw new RecoverError(RECOVER_ERROR_MESSAGES.KIT_MISSING, { code: 'KIT_MISSING' })
  return view.kitCode.value
}

function showWallet(view: RecoveryPageView, wallet: RecoveredWallet): void {
  view.evmAddress.textContent = wallet.keys.accounts.evm
  view.solanaAddress.textContent = wallet.keys.accounts.solana
  for (const output of [view.evmSignature, view.solanaSignature, view.signedTransaction, view.phrase])
    output.textContent = ''
  view.phrase.hidden = true
  view.wallet.hidden = false
  view.wallet.querySelector<HTMLElement>('h2')?.focus()
}

function setStatus(view: RecoveryPageView, text: string, state: 'error' | 'info' = 'info'): void {
  view.status.textContent = text
  view.status.dataset.state = state
}

function describeError(error: unknown): string {
  return error instanceof LatchError ? error.shortMessage : RECOVERY_PAGE_TEXTS.unexpected
}

/** Downloads the page as it was served (before rendering): a blob URL, no request. */
function savePage(document: Document, html: string): void {
  const view = document.defaultView
  if (view === null) return
  const url = view.URL.createObjectURL(new Blob([html], { type: 'text/html' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'latch-wallet-recovery.html'
  link.click()
  view.setTimeout(() => view.URL.revokeObjectURL(url), 0)
}
