import { createStorage, type Storage } from '@wagmi/core'

/** wagmi's key for its persisted store: its connections (with their addresses), chain and current one. */
const STORE_KEY = 'store'

/** wagmi's default storage (localStorage in a browser, nothing elsewhere), looked up on each use. */
function defaultStorage(): Storage {
  const local = () => (typeof window === 'undefined' ? undefined : window.localStorage)
  return createStorage({
    storage: {
      getItem: (key) => local()?.getItem(key) ?? null,
      setItem: (key, value) => {
        try {
          local()?.setItem(key, value)
        } catch {}
      },
      removeItem: (key) => local()?.removeItem(key),
    },
  })
}

/**
 * wagmi's storage (the app's, or wagmi's default when `undefined`) less wagmi's persisted store:
 * reading it finds nothing, writing it removes what an earlier version left, and a server render's
 * `cookieToInitialState` finds no state in the request's cookies (not even a store an earlier
 * version or RainbowKit left there); every other key (`recentConnectorId`, other connectors' own)
 * is kept. The connection is Latch's, which Latch
 * stores and restores itself; wagmi's copy would hold an address no wallet has confirmed yet:
 * - in a server render (`ssr: true`, `cookieToInitialState`), the cookie's address, and in the
 *   module-level config of a Next.js app the server state of the last visitor who had a cookie,
 *   shown to the next one who has none;
 * - in the browser, the stored address until wagmi's `reconnect` asked the connector.
 * Without it, wagmi starts disconnected on the server and in the browser alike, and its `reconnect`
 * takes the connection once Latch has restored it (the connector waits for `latch.ready()`).
 *
 * @param storage - The `storage` given to `createConfig`; `null` for none.
 * @returns The storage for wagmi, or `null`.
 * @example
 * ```ts
 * createConfig({ ...parameters, storage: withoutPersistedConnections(createStorage({ storage: cookieStorage })) })
 * ```
 */
export function withoutPersistedConnections(storage: Storage | null | undefined): Storage | null {
  if (storage === null) return null
  const inner = storage ?? defaultStorage()
  const getItem = (key: string, defaultValue?: unknown) =>
    key === STORE_KEY ? (defaultValue ?? null) : inner.getItem(key as never, defaultValue as never)
  const setItem = (key: string, value: unknown) =>
    key === STORE_KEY ? inner.removeItem(key as never) : inner.setItem(key as never, value as never)
  // wagmi's `cookieToInitialState` reads `${key}.store` from the request's cookies: pointed at a
  // store never written, it ignores the one an earlier version (or RainbowKit) left in a cookie.
  return { ...inner, key: `${inner.key}.latch`, getItem, setItem } as Storage
}
