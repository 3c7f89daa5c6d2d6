import type { Connector } from '@latch/core/kit'
import type { Eip1193Provider, Eip6963ProviderDetail } from '../provider/types'
import { isInFrame } from '../safe/isInFrame'
import { SAFE_CONNECTOR_ID } from '../safe/safeConnectorId'
import { INJECTED_CONNECTOR_ID } from './injectedConnectorId'
import { KIND_BY_RDNS, legacyWalletKind } from './knownEvmWallets'

/**
 * Finds EVM wallets in a page: EIP-6963 announcements first (one connector per rdns, of kind
 * `announced`, or `coinbaseWallet`/`okx`/`ledger` for the wallets SPEC §3 names), the legacy
 * `window.ethereum` (id `injected`) only while nothing has announced, and the Safe (id `safe`) when
 * the page runs in a Safe{Wallet} frame and its parent answers the Safe Apps handshake.
 *
 * @example
 * ```ts
 * const discovery = createEvmDiscovery()
 * discovery.start(window, (connectors) => render(connectors))
 * ```
 */
export type EvmDiscovery = {
  /** Starts listening on `win` and asks wallets to announce. Idempotent. */
  start(win: Window, onChange: (connectors: readonly Connector[]) => void): void
  /** Stops listening. */
  stop(): void
  /** Connectors found so far. */
  connectors(): readonly Connector[]
  /** The provider behind a connector, or undefined: never another wallet's. */
  provider(connectorId: string): Eip1193Provider | undefined
  /** Resolves with the provider once the connector is found, or undefined after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<Eip1193Provider | undefined>
}

type Found = { connector: Connector; provider: Eip1193Provider }
type SafeFound = Found & { close(): void }

/** Longest rdns, uuid and wallet name an announcement may carry (characters). */
const ANNOUNCED_ID_MAX = 256
const ANNOUNCED_NAME_MAX = 100
/** Longest icon kept from an announcement (a data URL, characters); a larger one is dropped. */
const ANNOUNCED_ICON_MAX = 256 * 1024

const isBounded = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

function isDetail(value: unknown): value is Eip6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false
  const { info, provider } = value as { info?: Record<string, unknown>; provider?: { request?: unknown } }
  // Any page script can announce: ids and names are capped before they reach the list or storage.
  return (
    isBounded(info?.rdns, ANNOUNCED_ID_MAX) &&
    isBounded(info.name, ANNOUNCED_NAME_MAX) &&
    isBounded(info.uuid, ANNOUNCED_ID_MAX) &&
    typeof provider?.request === 'function'
  )
}

/**
 * Creates an EVM wallet discovery. Nothing happens until `start`.
 *
 * @param options - `legacyInjected: false` ignores `window.ethereum` entirely; `safeApps: false`
 *   never asks a parent frame for a Safe.
 * @returns The discovery.
 * @example
 * ```ts
 * const discovery = createEvmDiscovery({ legacyInjected: true })
 * ```
 */
export function createEvmDiscovery(
  options: { legacyInjected?: boolean; safeApps?: boolean } = {},
): EvmDiscovery {
  const announced = new Map<string, Found>()
  let legacy: Found | undefined
  let safe: SafeFound | undefined
  let win: Window | undefined
  let notify: ((connectors: readonly Connector[]) => void) | undefined
  const waiters = new Set<() => void>()

  const list = (): Connector[] => {
    const items = [...announced.values()].map((f) => f.connector)
    const found = items.length > 0 ? items : legacy ? [legacy.connector] : []
    // SPEC §3: the Safe a Safe{Wallet} parent page shows leads the list (it is why the dapp is there).
    return safe ? [safe.connector, ...found] : found
  }
  const changed = () => {
    notify?.(list())
    for (const wake of [...waiters]) wake()
  }
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isDetail(detail)) return
    const { info, provider } = detail
    const existing = announced.get(info.rdns)
    if (existing?.provider === provider && existing.connector.name === info.name) return
    announced.set(info.rdns, {
      provider,
      connector: {
        id: info.rdns,
        // SPEC §3: Coinbase Wallet, OKX and Ledger have connector kinds of their own
        type: KIND_BY_RDNS[info.rdns] ?? 'announced',
        name: info.name,
        chain: 'eip155',
        rdns: info.rdns,
        installed: true,
        ...(isBounded(info.icon, ANNOUNCED_ICON_MAX) ? { imageUrl: info.icon } : {}),
      },
    })
    changed()
  }
  const readLegacy = () => {
    if (options.legacyInjected === false || !win) return
    const ethereum = (win as Window & { ethereum?: Eip1193Provider }).ethereum
    if (!ethereum || typeof ethereum.request !== 'function' || legacy?.provider === ethereum) return
    const known = legacyWalletKind(ethereum)
    legacy = {
      provider: ethereum,
      connector: {
        id: INJECTED_CONNECTOR_ID,
        type: known?.kind ?? 'injected',
        name: known?.name ?? 'Browser Wallet',
        chain: 'eip155',
        installed: true,
      },
    }
    changed()
  }

  // Safe{Wallet} loads a dapp in a frame: only then is its parent asked (the handshake code loads
  // on that path alone, never with a top-level page).
  const detectSafeParent = (target: Window) => {
    if (options.safeApps === false || !isInFrame(target)) return
    import('../safe/detectSafe')
      .then(({ detectSafe }) => detectSafe(target))
      .then((found) => {
        if (!found) return
        if (win !== target) return found.close()
        safe?.close()
        safe = found
        changed()
      })
      .catch(() => undefined)
  }

  const providerOf = (connectorId: string): Eip1193Provider | undefined => {
    if (connectorId === SAFE_CONNECTOR_ID && safe) return safe.provider
    if (connectorId === INJECTED_CONNECTOR_ID) return announced.size === 0 ? legacy?.provider : undefined
    return announced.get(connectorId)?.provider
  }

  return {
    start(target, onChange) {
      notify = onChange
      if (win === target) return
      win = target
      target.addEventListener('eip6963:announceProvider', onAnnounce)
      target.dispatchEvent(new Event('eip6963:requestProvider'))
      readLegacy()
      detectSafeParent(target)
      // Some legacy wallets inject after the page script; look once more when the page has loaded.
      if (target.document?.readyState !== 'complete')
        target.addEventListener?.('load', readLegacy, { once: true })
    },
    stop() {
      win?.removeEventListener('eip6963:announceProvider', onAnnounce)
      win?.removeEventListener?.('load', readLegacy)
      win = undefined
      notify = undefined
      safe?.close()
      safe = undefined
    },
    connectors: list,
    provider: providerOf,
    waitFor(connectorId, timeoutMs) {
      const now = providerOf(connectorId)
      if (now || timeoutMs <= 0) return Promise.resolve(now)
      return new Promise((resolve) => {
        const done = (value: Eip1193Provider | undefined) => {
          clearTimeout(timer)
          waiters.delete(wake)
          resolve(value)
        }
        const wake = () => {
          const found = providerOf(connectorId)
          if (found) done(found)
        }
        const timer = setTimeout(() => done(undefined), timeoutMs)
        waiters.add(wake)
      })
    },
  }
}
