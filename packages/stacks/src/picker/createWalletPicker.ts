import { UserCanceledError } from '@latch/core/kit'
import type { SessionWallet } from '../wallets/sessionWallet'

/**
 * What a picker view renders.
 *
 * @example
 * ```ts
 * picker.subscribe((state: WalletPickerState) => render(state.wallets))
 * ```
 */
export type WalletPickerState = {
  open: boolean
  /** Wallets to list, installed ones marked (`installed: true`). */
  wallets: readonly SessionWallet[]
}

/**
 * Headless state of the Stacks/Bitcoin wallet selection modal (SPEC §2): `choose()` resolves with
 * the picked wallet; Escape, an outside click or the cancel button call `cancel()`, which closes it
 * and rejects with a user-canceled error (-31001). The view (in `@latch/react`) renders `getState()`
 * and calls these; it holds no logic.
 *
 * @param listWallets - Where the wallets come from (e.g. `session.listWallets`).
 * @returns The picker.
 * @example
 * ```ts
 * const picker = createWalletPicker(() => session.listWallets())
 * const walletId = await picker.choose() // rejects with code -31001 when the user cancels
 * await stacks.connect({ connectorId: walletId })
 * ```
 */
export function createWalletPicker(listWallets: () => readonly SessionWallet[]) {
  let state: WalletPickerState = { open: false, wallets: [] }
  let pending: { resolve(id: string): void; reject(error: unknown): void } | undefined
  const listeners = new Set<(state: WalletPickerState) => void>()
  const set = (next: WalletPickerState) => {
    state = next
    for (const listener of listeners) listener(state)
  }
  const close = () => set({ open: false, wallets: [] })

  return {
    /** Current state. */
    getState: (): WalletPickerState => state,
    /** Listen to state changes. */
    subscribe(listener: (state: WalletPickerState) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Open the picker; resolves with the chosen wallet id. A second call cancels the first. */
    choose(): Promise<string> {
      pending?.reject(new UserCanceledError({ details: 'The wallet picker was opened again' }))
      set({ open: true, wallets: listWallets() })
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject }
      })
    },
    /** The user picked a wallet. */
    select(walletId: string): void {
      const p = pending
      if (!p || !state.wallets.some((w) => w.descriptor.id === walletId)) return
      pending = undefined
      close()
      p.resolve(walletId)
    },
    /** Escape, outside click or cancel: closes and rejects with -31001. */
    cancel(): void {
      const p = pending
      pending = undefined
      if (state.open) close()
      p?.reject(new UserCanceledError({ details: 'The wallet picker was closed' }))
    },
  }
}

/**
 * The picker returned by {@link createWalletPicker}.
 *
 * @example
 * ```ts
 * const picker: WalletPicker = createWalletPicker(() => session.listWallets())
 * ```
 */
export type WalletPicker = ReturnType<typeof createWalletPicker>
