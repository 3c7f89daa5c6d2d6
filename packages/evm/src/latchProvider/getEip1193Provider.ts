import type { Latch } from '@latch/core/kit'
import { EVM_PROVIDER_ERRORS } from '../errors/providerErrors'
import type { LatchEip1193Provider } from './latchEip1193Provider'
import { chainIdOf, type Eip155Connection, eip155Adapter, readEip155 } from './readEip155'
import { waitForConnection } from './waitForConnection'
import { watchEip155 } from './watchEip155'

type Listener = (...args: never[]) => void
type RequestArguments = { method: string; params?: unknown }

function hexChainId(chainId: number | undefined): string | undefined {
  return chainId === undefined ? undefined : `0x${chainId.toString(16)}`
}

function active(latch: Latch): Eip155Connection {
  const connection = readEip155(latch)
  if (!connection) throw EVM_PROVIDER_ERRORS.notConnected()
  return connection
}

/** Answers the requests that read or change Latch's own state; undefined for the wallet's. */
async function answerFromLatch(latch: Latch, { method, params }: RequestArguments): Promise<unknown> {
  switch (method) {
    case 'eth_accounts':
      return readEip155(latch)?.accounts ?? []
    case 'eth_requestAccounts':
      return (await waitForConnection(latch)).accounts
    case 'eth_chainId': {
      // the connection's chain, else the network Latch has active for eip155 (a page before connect)
      const chainId =
        readEip155(latch)?.chainId ?? chainIdOf(latch.getNetwork({ namespace: 'eip155' })?.caipNetworkId)
      return hexChainId(chainId) ?? (await request(latch, { method, params }))
    }
    case 'wallet_switchEthereumChain': {
      const [{ chainId }] = params as [{ chainId: string }]
      // Latch's own switch: the wallet's prompt, or Latch's SwitchNetwork view where it needs one
      await latch.switchNetwork(`eip155:${Number(chainId)}`)
      return null
    }
    default:
      return undefined
  }
}

const LATCH_METHODS = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
])

/** A request to the connected wallet, through its Latch adapter (approval, WalletConnect, Safe included). */
function request(latch: Latch, args: RequestArguments): Promise<unknown> {
  const { connectorId } = active(latch)
  const adapter = eip155Adapter(latch)
  if (!adapter) return Promise.reject(EVM_PROVIDER_ERRORS.noEvmAdapter())
  const network = latch.getNetwork({ namespace: 'eip155' })
  return adapter.request({
    connectorId,
    method: args.method,
    ...(args.params === undefined ? {} : { params: args.params }),
    ...(network ? { network } : {}),
  })
}

/**
 * An EIP-1193 provider for whatever the visitor connected through Latch on eip155: the injected or
 * EIP-6963 wallet, the WalletConnect session, the Safe frame, or the embedded wallet (whose
 * not-safe requests wait for approval in ApproveTransaction). It follows the active connection:
 * connect another wallet in Latch and the same provider talks to it.
 *
 * `eth_accounts` and `eth_chainId` answer from Latch's state, `eth_requestAccounts` opens Latch's
 * modal when nothing is connected, `wallet_switchEthereumChain` goes through `latch.switchNetwork`;
 * every other request goes to the wallet through Latch's adapter. Events (`accountsChanged`,
 * `chainChanged`, `connect`, `disconnect`) follow Latch's state; the provider listens to Latch only
 * while it has listeners of its own.
 *
 * `latch.getProvider('eip155')` returns one of these once a wallet is connected (the EVM adapter
 * builds it); call this instead for a provider that exists before anything connects (a bridge's
 * connector, `eth_requestAccounts` opening the modal).
 *
 * @param latch - The Latch instance (with an eip155 adapter).
 * @returns viem's `EIP1193Provider` (see {@link LatchEip1193Provider}), for viem's `custom()`
 *   transport, ethers' `BrowserProvider`, or any library that takes an EIP-1193 provider.
 * @example
 * ```ts
 * // ethers v6: BrowserProvider takes it as it is
 * const signer = await new BrowserProvider(getEip1193Provider(latch)).getSigner()
 * ```
 */
export function getEip1193Provider(latch: Latch): LatchEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  let stop: (() => void) | undefined
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args)
  }
  const follow = () => {
    stop ??= watchEip155(latch, (change) => {
      if (change.type === 'connect') {
        emit('connect', { chainId: hexChainId(change.connection.chainId) })
        emit('accountsChanged', change.connection.accounts)
      } else if (change.type === 'disconnect') {
        emit('accountsChanged', [])
        emit('disconnect', EVM_PROVIDER_ERRORS.notConnected())
      } else {
        if (change.accounts) emit('accountsChanged', change.accounts)
        if (change.chainId !== undefined) emit('chainChanged', hexChainId(change.chainId))
      }
    })
  }
  const provider = {
    async request(args: RequestArguments) {
      if (LATCH_METHODS.has(args.method)) return answerFromLatch(latch, args)
      return request(latch, args)
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      follow()
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      if ([...listeners.values()].every((set) => set.size === 0)) {
        stop?.()
        stop = undefined
      }
    },
  }
  return provider as unknown as LatchEip1193Provider
}
