import type { WalletAddress } from '../request/methods'
import { normalizeWalletResult } from '../request/normalizeWalletResult'
import { followProviderEvent } from './followProviderEvent'

/**
 * What {@link followWalletAccountChange} does with a wallet's account switch.
 *
 * @example
 * ```ts
 * const account: WalletAccountHandlers = {
 *   read: async () => (await session.request('getAddresses', undefined, walletId)).addresses,
 *   changed: (addresses) => console.log(addresses),
 *   gone: () => session.disconnect(walletId),
 * }
 * ```
 */
export type WalletAccountHandlers = {
  /**
   * Asks the wallet for its current addresses without a prompt (sats-connect `getAddresses`,
   * answered silently while the site holds the wallet's read permission), validated as a
   * connect's answer is.
   */
  read(): Promise<readonly WalletAddress[]>
  /** The wallet's account now has these addresses (never empty, validated). */
  changed(addresses: readonly WalletAddress[]): void
  /** The wallet reports no account the site may read (none, or the request failed or was refused). */
  gone(): void
}

/** The valid addresses an `accountChange` payload carries, or undefined when it carries none. */
function addressesOf(payload: unknown): readonly WalletAddress[] | undefined {
  try {
    const list = (payload as { addresses?: unknown } | null | undefined)?.addresses
    if (!Array.isArray(list)) return undefined
    // the checks of a connect's answer: shape, address checksums, size caps
    const { addresses } = normalizeWalletResult('getAddresses', { addresses: list })
    return addresses.length > 0 ? addresses : undefined
  } catch {
    return undefined
  }
}

/**
 * Follows a wallet's own account switch, where its provider reports one: sats-connect style
 * `provider.addListener('accountChange', listener)` (Xverse and wallets built on sats-connect; the
 * event is `{ type: 'accountChange', addresses? }`, newer wallets sending the new account's
 * addresses). The addresses come from the payload when it carries valid ones, else from
 * `account.read()`; they are validated as a connect's answer is. A wallet that then reports no
 * valid address, or whose read fails or is refused, no longer shares an account with the site:
 * `account.gone()`. Of several switches in a row only the last one's answer is applied; nothing is
 * reported after the returned stop, so an event after the session ended changes nothing.
 *
 * @param provider - The injected provider (untrusted), or undefined for external transports.
 * @param account - How to read the account and where to report it.
 * @returns Stops following (removes the wallet listener; answers still pending are ignored).
 * @example
 * ```ts
 * const stop = followWalletAccountChange(window.XverseProviders?.BitcoinProvider, {
 *   read: () => readAddresses(conn),
 *   changed: (addresses) => update(conn, addresses),
 *   gone: () => end(conn.id),
 * })
 * ```
 */
export function followWalletAccountChange(provider: unknown, account: WalletAccountHandlers): () => void {
  let stopped = false
  let latest = 0
  const remove = followProviderEvent(provider, 'accountChange', (payload) => {
    if (stopped) return
    const turn = ++latest
    const sent = addressesOf(payload)
    const read = async (): Promise<readonly WalletAddress[]> => {
      try {
        return sent ?? (await account.read())
      } catch {
        return []
      }
    }
    void read().then((addresses) => {
      // a later switch, or the session's end, overtook this answer
      if (stopped || turn !== latest) return
      try {
        if (addresses.length > 0) account.changed(addresses)
        else account.gone()
      } catch {
        // the app's handling failing is not the wallet's doing
      }
    })
  })
  return () => {
    stopped = true
    remove()
  }
}
