import type { LatchStorage } from '@latch/core/kit'
import type { WalletAddress } from '../request/methods'
import type { StacksWalletTransport } from '../request/StacksWalletTransport'
import { followWalletAccountChange } from './followWalletAccountChange'
import { followWalletDisconnect } from './followWalletDisconnect'
import { forgetAllSessions, forgetSession, readStoredSession, rememberSession } from './storedSessions'
import type { WalletSessionEvent } from './walletSessionEvent'

/**
 * One connected wallet's session.
 *
 * @example
 * ```ts
 * const session: ConnectedWallet = { id: 'LeatherProvider', transport, addresses }
 * ```
 */
export type ConnectedWallet = {
  id: string
  transport: StacksWalletTransport
  addresses: WalletAddress[]
  /** Stops following the wallet's own events. */
  stop?: () => void
}

/**
 * What the lifecycle shares with the wallet session that loads it.
 *
 * @example
 * ```ts
 * createSessionLifecycle({ sessions, ended, storage: () => storage, networks, emit, transportFor, providerOf, readAddresses })
 * ```
 */
export type SessionLifecycleContext = {
  /** Connected wallets by id, in connection order. */
  sessions: Map<string, ConnectedWallet>
  /** Session ends so far per wallet (a disconnect counts before anything is awaited). */
  ended: Map<string, number>
  storage: () => LatchStorage
  networks: { stacks: 'mainnet' | 'testnet'; bip122: 'mainnet' | 'testnet' }
  emit: (event: WalletSessionEvent) => void
  transportFor: (walletId: string) => StacksWalletTransport | undefined
  /** The injected provider of a wallet (undefined for external transports). */
  providerOf: (walletId: string) => unknown
  /**
   * Asks a connected wallet for its current addresses the way a connect does (capability check,
   * the wallet's shape, the answer validated), without a prompt once the site is connected.
   */
  readAddresses: (conn: ConnectedWallet) => Promise<readonly WalletAddress[]>
}

/** Whether two address lists name the same addresses for the same purposes, in order. */
const sameAddresses = (a: readonly WalletAddress[], b: readonly WalletAddress[]) =>
  a.length === b.length && a.every((x, i) => x.address === b[i]?.address && x.purpose === b[i]?.purpose)

/**
 * The multi-wallet part of the Stacks/Bitcoin session that runs only after a connect or during a
 * reload's restore (loaded then, not with the page): adding a wallet's session and following its
 * own disconnect and account switch, storing and forgetting each session, silent restore from
 * storage, and ending one wallet's session while the others stay.
 *
 * @param ctx - The session's shared state.
 * @returns `adopt`, `remember`, `restore`, `end`, `forgetAll`.
 * @example
 * ```ts
 * const lifecycle = createSessionLifecycle(ctx)
 * lifecycle.adopt({ id: 'LeatherProvider', transport, addresses })
 * ```
 */
export function createSessionLifecycle(ctx: SessionLifecycleContext) {
  const { sessions } = ctx

  /** Ends one wallet's session here (the wallet is not asked): forgotten, events to both adapters. */
  const end = (walletId: string): ConnectedWallet | undefined => {
    ctx.ended.set(walletId, (ctx.ended.get(walletId) ?? 0) + 1)
    const conn = sessions.get(walletId)
    sessions.delete(walletId)
    forgetSession(ctx.storage(), walletId)
    if (!conn) return undefined
    conn.stop?.()
    ctx.emit({ type: 'disconnect', walletId })
    return conn
  }

  /**
   * Adds a session and follows the wallet's own disconnect and account switch (sats-connect style
   * `addListener`): a switch updates the session's addresses, stored and reported to both adapters
   * (core's account-change path); a wallet that no longer shares an account ends the session.
   */
  const keep = (conn: ConnectedWallet) => {
    const provider = ctx.providerOf(conn.id)
    const current = () => sessions.get(conn.id) === conn
    const stopDisconnect = followWalletDisconnect(provider, () => {
      if (current()) end(conn.id)
    })
    const stopAccount = followWalletAccountChange(provider, {
      read: () => ctx.readAddresses(conn),
      changed: (addresses) => {
        if (!current()) return
        const same = sameAddresses(conn.addresses, addresses)
        // the same account still takes the public keys the wallet sent (a restore has none)
        conn.addresses = [...addresses]
        if (same) return
        rememberSession(ctx.storage(), conn.id, conn.addresses)
        ctx.emit({ type: 'addresses', walletId: conn.id, addresses: conn.addresses })
      },
      gone: () => {
        if (current()) end(conn.id)
      },
    })
    conn.stop = () => {
      stopDisconnect()
      stopAccount()
    }
    sessions.set(conn.id, conn)
  }

  return {
    /**
     * Adds a wallet that answered its connect, unless a connect of the same wallet won the race
     * (then its session is kept). Resolves with the session that stays.
     */
    adopt(conn: ConnectedWallet): ConnectedWallet {
      const raced = sessions.get(conn.id)
      if (raced) return raced
      keep(conn)
      rememberSession(ctx.storage(), conn.id, conn.addresses)
      return conn
    },
    /** Stores a connected wallet's current addresses. */
    remember(conn: ConnectedWallet): void {
      if (sessions.get(conn.id) === conn) rememberSession(ctx.storage(), conn.id, conn.addresses)
    },
    /**
     * Restores a stored wallet when no disconnect came since `disconnects` was read, it is still
     * installed, and its stored addresses are valid; otherwise forgets it. Never asks the wallet.
     */
    restore(walletId: string, disconnects: number | undefined): readonly WalletAddress[] | null {
      // a connect that ended meanwhile wins over what storage remembered; a disconnect, too
      const raced = sessions.get(walletId)
      if (raced) return raced.addresses
      if (ctx.ended.get(walletId) !== disconnects) return null
      const storage = ctx.storage()
      const addresses = readStoredSession(storage, walletId, ctx.networks)
      const transport = addresses && ctx.transportFor(walletId)
      if (!addresses || !transport) {
        // refused data, or a wallet no longer installed: forgotten, never prompted
        forgetSession(storage, walletId)
        return null
      }
      keep({ id: walletId, transport, addresses })
      return addresses
    },
    end,
    /** Forgets every stored session (the ones not restored too). */
    forgetAll(): void {
      forgetAllSessions(ctx.storage())
    },
  }
}
