import type { Latch } from '@latch/core'
import {
  chainIdOf,
  type Eip155Connection,
  getEip1193Provider,
  readEip155,
  waitForConnection,
  watchEip155,
} from '@latch/evm/provider'
import type { CreateConnectorFn } from '@wagmi/core'
import type { Address, EIP1193Provider } from 'viem'
import { WAGMI_ERRORS } from '../errors/wagmiErrors'
import { waitForChain } from './waitForChain'

/**
 * Options of {@link latchConnector}.
 *
 * @example
 * ```ts
 * const options: LatchConnectorOptions = { name: 'Connect wallet' }
 * ```
 */
export type LatchConnectorOptions = {
  /** Connector id in wagmi; default `latch`. */
  id?: string
  /** Connector name in wagmi; default `Latch`. */
  name?: string
  /** Connector icon (a URL or data URL); default none. */
  icon?: string
}

/** Connector methods wagmi 3 declares beyond the base shape (the capabilities form of `connect`). */
type ConnectParameters = {
  chainId?: number | undefined
  isReconnecting?: boolean | undefined
  withCapabilities?: boolean | undefined
}

/** Latch's user rejection as the one wagmi apps catch (viem's, code 4001); anything else as it is. */
async function asWagmiError(error: unknown): Promise<unknown> {
  const { toWagmiError } = await import('./toWagmiError')
  return toWagmiError(error)
}

/**
 * A wagmi connector (wagmi 2 and 3, `@wagmi/core` underneath) whose wallet is whatever the visitor
 * connected through Latch on eip155: an injected or EIP-6963 wallet, WalletConnect, the Safe frame,
 * or the embedded wallet (its not-safe requests wait for ApproveTransaction). With several wallets,
 * the active one.
 *
 * - `connect()` takes Latch's connection when there is one, else opens Latch's modal and resolves
 *   when the visitor connects; it rejects with viem's `UserRejectedRequestError` (code 4001) when
 *   they close the modal.
 * - `disconnect()` disconnects Latch's eip155 connection.
 * - `switchChain()` goes through `latch.switchNetwork` (the wallet's prompt, or Latch's view).
 * - Latch's connections show in wagmi: a wallet connected, disconnected, switched or changing
 *   account on Latch's side becomes wagmi's `connect`, `disconnect` and `change`.
 *
 * It imports nothing from wagmi or viem at load (types only); viem's error classes load with the
 * first rejection.
 *
 * @param latch - The Latch instance (mounted by the app, with an eip155 adapter).
 * @param options - Connector id, name and icon.
 * @returns A wagmi connector function, for `createConfig({ connectors })`.
 * @example
 * ```ts
 * import { createConfig, http } from '@wagmi/core'
 * import { mainnet } from 'viem/chains'
 * const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [latchConnector(latch)],
 *   transports: { [mainnet.id]: http() },
 * })
 * ```
 */
export function latchConnector(
  latch: Latch,
  options: LatchConnectorOptions = {},
): CreateConnectorFn<EIP1193Provider> {
  return (config) => {
    let stopWatching: (() => void) | undefined
    let provider: EIP1193Provider | undefined
    // While wagmi's own connect or disconnect runs, it records the result itself: no event then.
    let quiet = 0
    const quietly = async <T>(run: () => Promise<T>): Promise<T> => {
      quiet++
      try {
        return await run()
      } finally {
        quiet--
      }
    }
    const chainIdNow = (connection?: Eip155Connection) =>
      connection?.chainId ??
      chainIdOf(latch.getNetwork({ namespace: 'eip155' })?.caipNetworkId) ??
      config.chains[0].id
    const switchChain = async ({ chainId }: { chainId: number }) => {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) {
        const { toSwitchChainError } = await import('./toWagmiError')
        throw toSwitchChainError(WAGMI_ERRORS.chainNotConfigured(chainId))
      }
      try {
        await waitForChain(latch, chainId)
      } catch (error) {
        throw await asWagmiError(error)
      }
      return chain
    }
    return {
      id: options.id ?? 'latch',
      name: options.name ?? 'Latch',
      type: 'latch',
      ...(options.icon === undefined ? {} : { icon: options.icon }),
      async setup() {
        stopWatching?.()
        stopWatching = watchEip155(latch, (change) => {
          if (quiet > 0) return
          if (change.type === 'connect')
            config.emitter.emit('connect', {
              accounts: change.connection.accounts,
              chainId: chainIdNow(change.connection),
            })
          else if (change.type === 'disconnect') config.emitter.emit('disconnect')
          else
            config.emitter.emit('change', {
              ...(change.accounts ? { accounts: change.accounts as readonly Address[] } : {}),
              ...(change.chainId === undefined ? {} : { chainId: change.chainId }),
            })
        })
      },
      async connect({ chainId, isReconnecting, withCapabilities }: ConnectParameters = {}) {
        return quietly(async () => {
          let connection: Eip155Connection | undefined
          try {
            if (isReconnecting) await latch.ready()
            connection = isReconnecting ? readEip155(latch) : await waitForConnection(latch)
            if (connection && chainId !== undefined && connection.chainId !== chainId) {
              await switchChain({ chainId })
              connection = readEip155(latch)
            }
          } catch (error) {
            throw await asWagmiError(error)
          }
          if (!connection) throw WAGMI_ERRORS.notConnected()
          const accounts = withCapabilities
            ? connection.accounts.map((address) => ({ address, capabilities: {} }))
            : connection.accounts
          return { accounts: accounts as never, chainId: chainIdNow(connection) }
        })
      },
      async disconnect() {
        await quietly(() => latch.disconnect({ namespace: 'eip155' }))
      },
      async getAccounts() {
        return readEip155(latch)?.accounts ?? []
      },
      async getChainId() {
        return chainIdNow(readEip155(latch))
      },
      async getProvider() {
        provider ??= getEip1193Provider(latch)
        return provider
      },
      async isAuthorized() {
        await latch.ready()
        return readEip155(latch) !== undefined
      },
      switchChain,
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts as Address[] })
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  }
}
