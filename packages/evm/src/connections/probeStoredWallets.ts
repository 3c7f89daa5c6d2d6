import type { AdapterContext } from '@latch/core/kit'
import type { Eip1193Provider } from '../provider/types'
import { readSilencedWallets } from './silencedWallets'

/**
 * A wallet's answers to the restore's two no-prompt checks, asked at `init`: its chain id
 * (`eth_chainId`) and the accounts it lets the app see (`eth_accounts`).
 *
 * @example
 * ```ts
 * const [chainId, accounts] = answers
 * await accounts // ['0xf39f…']
 * ```
 */
export type EarlyAnswers = readonly [chainId: Promise<unknown>, accounts: Promise<unknown>]

/**
 * The stored wallets' no-prompt checks, asked before the adapter's code has loaded (see
 * {@link probeStoredWallets}).
 *
 * @example
 * ```ts
 * const answers = probe.take(provider) // undefined: ask the wallet now
 * probe.stop()
 * ```
 */
export type StoredWalletProbe = {
  /**
   * The answers `provider` gave, once: undefined if it was not asked, if an asked wallet told of an
   * account or chain change since (they are stale), or if they were taken. Taking any ends the
   * probe's listening (the restore has begun: it reads the rest in the same turns).
   */
  take(provider: Eip1193Provider): EarlyAnswers | undefined
  /** Stops listening (announcements, the asked wallets' change events); the answers stay. */
  stop(): void
}

const ANNOUNCE = 'eip6963:announceProvider'
const CHANGES = ['accountsChanged', 'chainChanged']
/** An EVM address's shape (any case): a stored value that is not one is never confirmed. */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const NOTHING = () => undefined

/**
 * Asks each stored wallet of a reload its restore's no-prompt checks at once, at `init`: a reload
 * is then one wallet answer away from the address, not the adapter code's load plus an answer.
 * The wallets are found as the discovery finds them, by an EIP-6963 announcement with the stored
 * rdns (a legacy `window.ethereum` wallet is asked by the restore, as before); a wallet the user
 * silenced is not asked. This code runs in the page's first load, so it is small and shares no
 * module with the adapter's lazily loaded code but the silenced list's reader (a module both
 * import would otherwise split the app's first chunk: +0.5 KB measured in a Vite consumer): it
 * checks nothing it is given but calls, and one thing more (below). What it asked is used only
 * by a restore that finds the same provider object through the discovery, which checks every
 * announcement (the restore never reads a lookalike announcement's answers), and the answers are
 * read as the restore reads its own (`toAccounts`, the chain id's parser). An account or chain
 * change any asked wallet tells of before the restore takes the answers makes them all stale (the
 * restore asks again).
 *
 * The one thing more: when a stored wallet's `eth_accounts` answer starts with the last active
 * address as stored (`storedAddress`, an address's shape, compared in any case), the probe tells
 * the instance (`confirmStoredAddress`), and the button shows the stored address while the
 * restore finishes; a change the wallet tells of withdraws it, and an answer asked before such a
 * change never confirms. So a reload shows the address one wallet answer after mount, whatever the
 * restore's code takes to load, and never an address a wallet has not just given. This check reads
 * the answer of any provider announced with a stored rdns, lookalikes included: a page script that
 * announces one and answers with the stored address (which it can read in storage) can make the
 * button show the visitor's own stored address until the restore ends, and never another.
 *
 * @param context - The adapter's `init` context (`storedConnectors`, window, storage).
 * @returns The probe, or undefined when nothing is stored or there is no window.
 * @example
 * ```ts
 * const probe = probeStoredWallets({ ...context, storedConnectors: ['io.metamask'] })
 * const answers = probe?.take(provider)
 * ```
 */
export function probeStoredWallets(context: AdapterContext): StoredWalletProbe | undefined {
  const win = context.getWindow()
  const silenced = readSilencedWallets(context.storage)
  const ids = context.storedConnectors?.filter((id) => !silenced.includes(id)) ?? []
  if (!win || ids.length === 0) return undefined
  const asked = new Map<Eip1193Provider, EarlyAnswers>()
  const watched: Eip1193Provider[] = []
  // the stored address, when it is one: shown once a stored wallet answers with it (any case)
  const stored = context.storedAddress
  const address = stored !== undefined && ADDRESS.test(stored) ? stored.toLowerCase() : undefined
  let changes = 0
  const stale = () => {
    changes++
    asked.clear()
    context.confirmStoredAddress?.(false)
  }
  const ask = (provider: unknown) => {
    const wallet = provider as Eip1193Provider | undefined
    if (typeof wallet?.request !== 'function' || asked.has(wallet)) return
    const request = (method: string) => {
      const answer = Promise.resolve().then(() => wallet.request({ method }))
      answer.catch(NOTHING)
      return answer
    }
    for (const event of CHANGES) wallet.on?.(event, stale)
    watched.push(wallet)
    const answers: EarlyAnswers = [request('eth_chainId'), request('eth_accounts')]
    asked.set(wallet, answers)
    const at = changes
    void answers[1].then((answer) => {
      const first: unknown = Array.isArray(answer) && answer[0]
      if (at === changes && typeof first === 'string' && first.toLowerCase() === address)
        context.confirmStoredAddress?.(true)
    }, NOTHING)
  }
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<{ info?: { rdns?: string }; provider?: unknown } | null>).detail
    if (ids.includes(detail?.info?.rdns as string)) ask(detail?.provider)
  }
  const stop = () => {
    win.removeEventListener(ANNOUNCE, onAnnounce)
    for (const wallet of watched.splice(0)) for (const event of CHANGES) wallet.removeListener?.(event, stale)
  }
  win.addEventListener(ANNOUNCE, onAnnounce)
  win.dispatchEvent(new Event('eip6963:requestProvider'))
  return {
    take(provider) {
      stop()
      const answers = asked.get(provider)
      asked.delete(provider)
      return answers
    },
    stop,
  }
}
