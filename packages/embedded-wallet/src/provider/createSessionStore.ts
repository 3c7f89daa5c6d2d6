import { bytesToHex } from '@latch/core/kit'
/**
 * Where the provider keeps its session token and this browser's device id (the app's origin;
 * never key material, which stays in the key frame's origin).
 *
 * @example
 * ```ts
 * const storage: SessionStorageLike = window.localStorage
 * ```
 */
export type SessionStorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * The provider's persisted session: the bearer token (so a reload stays signed in) and a random
 * device id (so the service can ask to approve a new device).
 *
 * @example
 * ```ts
 * const session = createSessionStore(() => window.localStorage)
 * session.setToken('t')
 * ```
 */
export type SessionStore = {
  getToken(): string | undefined
  setToken(token: string | undefined): void
  getDeviceId(): string
}

const TOKEN_KEY = 'latch.embeddedWallet.token'
const DEVICE_KEY = 'latch.embeddedWallet.deviceId'
/** A bearer token as RFC 6750 spells one (the service issues base64url), of sensible length. */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]{1,4096}=*$/
/** The device ids this store makes: 16 random bytes, hex. */
const DEVICE_ID = /^[0-9a-f]{32}$/

/**
 * Creates the session store over `storage` (looked up when first used, never at creation). Without
 * any storage the session lives in memory only. A stored token that is not a bearer token reads as
 * none, and a stored device id that is not 32 hex digits is replaced by a fresh one.
 *
 * @param storage - Returns the storage to use, or undefined.
 * @returns The store.
 * @example
 * ```ts
 * const session = createSessionStore(() => (typeof localStorage === 'undefined' ? undefined : localStorage))
 * session.getDeviceId() // the same id on every call
 * ```
 */
export function createSessionStore(storage: () => SessionStorageLike | undefined): SessionStore {
  const memory = new Map<string, string>()
  const read = (key: string) => {
    try {
      return storage()?.getItem(key) ?? memory.get(key)
    } catch {
      return memory.get(key)
    }
  }
  const write = (key: string, value: string | undefined) => {
    if (value === undefined) memory.delete(key)
    else memory.set(key, value)
    try {
      const store = storage()
      if (value === undefined) store?.removeItem(key)
      else store?.setItem(key, value)
    } catch {
      // storage refused (private mode, quota): the in-memory copy still holds
    }
  }
  return {
    // What storage holds is untrusted: a value this store would never have written reads as absent.
    getToken() {
      const token = read(TOKEN_KEY)
      return token !== undefined && token !== null && BEARER_TOKEN.test(token) ? token : undefined
    },
    setToken: (token) => write(TOKEN_KEY, token),
    getDeviceId() {
      const known = read(DEVICE_KEY)
      if (known && DEVICE_ID.test(known)) return known
      const id = bytesToHex(crypto.getRandomValues(new Uint8Array(16)))
      write(DEVICE_KEY, id)
      return id
    },
  }
}
