import type { CaipNetwork, LatchError } from '@latch/core/kit'
import { requestWallet } from '../provider/requestWallet'
import type { Eip1193Provider } from '../provider/types'
import { parseEvmChainId, toHexChainId } from '../utils/chainIds'

/**
 * True when a failed `wallet_switchEthereumChain` means "this wallet does not know the chain":
 * code 4902, also when wrapped (`data.originalError.code`, as some mobile wallets send it).
 *
 * @param error - The normalised error of the switch request.
 * @returns Whether adding the chain is the right next step.
 * @example
 * ```ts
 * if (isUnknownChainError(error)) await addChain()
 * ```
 */
export function isUnknownChainError(error: unknown): boolean {
  const latch = error as Partial<LatchError>
  const codes = new Set<unknown>([latch.meta?.walletCode])
  let cause: unknown = latch.cause
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth++) {
    const c = cause as { code?: unknown; data?: { originalError?: { code?: unknown } }; cause?: unknown }
    codes.add(c.code)
    codes.add(c.data?.originalError?.code)
    cause = c.cause
  }
  if (codes.has(4902) || codes.has('4902')) return true
  return /unrecognized chain|unknown chain|not been added|try adding the chain/i.test(
    String(latch.details ?? ''),
  )
}

/**
 * Asks a wallet to switch to `network` with `wallet_switchEthereumChain`; when the wallet does not
 * know the chain (4902), offers it with `wallet_addEthereumChain` (the app's RPC URLs, name, native
 * currency, explorer) and switches again if the wallet did not. A user rejection is thrown as
 * `UserRejectedRequestError`.
 *
 * @param provider - The wallet.
 * @param network - The target network.
 * @returns The chain id the wallet is on afterwards.
 * @example
 * ```ts
 * await switchEvmChain(provider, sepolia)
 * ```
 */
export async function switchEvmChain(provider: Eip1193Provider, network: CaipNetwork): Promise<number> {
  const target = parseEvmChainId(network.id)
  const chainId = toHexChainId(target)
  const current = parseEvmChainId(await requestWallet(provider, 'eth_chainId'))
  if (current === target) return current
  try {
    await requestWallet(provider, 'wallet_switchEthereumChain', [{ chainId }])
  } catch (error) {
    if (!isUnknownChainError(error)) throw error
    const explorer = network.blockExplorers?.default.url
    await requestWallet(provider, 'wallet_addEthereumChain', [
      {
        chainId,
        chainName: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: [...network.rpcUrls.default.http],
        ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        ...(network.imageUrl ? { iconUrls: [network.imageUrl] } : {}),
      },
    ])
    const after = parseEvmChainId(await requestWallet(provider, 'eth_chainId'))
    if (after !== target) await requestWallet(provider, 'wallet_switchEthereumChain', [{ chainId }])
  }
  return parseEvmChainId(await requestWallet(provider, 'eth_chainId'))
}
