import { keccak256, parseTransaction } from 'viem'
import { fromBase58, toBase58 } from '../../../shared/encoding/base58'
import { WALLET_ERROR_CODES } from '../../../shared/errors/catalogue'
import type { AuthRequest } from '../provider/types'
import type { ReferenceWallet } from './createReferenceWallet'

/**
 * How the reference embedded wallet answers a wallet request: chain id, accounts and balances as
 * fixed values, messages, typed data and transactions signed for real with the user's keys. Any
 * other method is refused with the wallet's "method not supported" code.
 *
 * @param wallet - The signed-in user's wallet.
 * @param request - The wallet request that reached the provider.
 * @returns The wallet's answer.
 * @example
 * ```ts
 * const accounts = await answerReferenceRequest(wallet, { namespace: 'eip155', method: 'eth_accounts' })
 * ```
 */
export async function answerReferenceRequest(
  wallet: ReferenceWallet,
  request: AuthRequest,
): Promise<unknown> {
  const params = (Array.isArray(request.params) ? request.params : []) as unknown[]
  switch (request.method) {
    case 'eth_chainId':
      return `0x${BigInt(request.caipNetworkId?.split(':')[1] ?? '1').toString(16)}`
    case 'eth_accounts':
      return [wallet.evm.address]
    case 'eth_getBalance':
      return '0xde0b6b3a7640000'
    case 'getBalance':
      return { value: 2_000_000_000 }
    case 'personal_sign':
      return wallet.evm.signMessage({ message: { raw: params[0] as `0x${string}` } })
    case 'eth_signTypedData_v4':
      return wallet.evm.signTypedData(
        JSON.parse(params[1] as string) as Parameters<typeof wallet.evm.signTypedData>[0],
      )
    case 'eth_sendTransaction': {
      const tx = params[0] as { to: `0x${string}`; value: `0x${string}`; data: `0x${string}` }
      const signed = await wallet.evm.signTransaction({
        to: tx.to,
        value: BigInt(tx.value),
        data: tx.data,
        chainId: Number(BigInt(request.caipNetworkId?.split(':')[1] ?? '1')),
        nonce: 0,
        gas: 100_000n,
        maxFeePerGas: 1n,
        maxPriorityFeePerGas: 1n,
      })
      parseTransaction(signed)
      return keccak256(signed)
    }
    case 'solana_signMessage': {
      const { message } = request.params as { message: string }
      return { signature: toBase58(wallet.signSolana(fromBase58(message))) }
    }
    default:
      throw { code: WALLET_ERROR_CODES.methodNotSupported, message: `${request.method} is not supported` }
  }
}

/**
 * What the reference embedded wallet answers `wallet_getAssets`: one ether on mainnet (a fresh
 * object on each call).
 *
 * @returns The assets per hex chain id.
 * @example
 * ```ts
 * referenceAssets()['0x1'][0]?.metadata.symbol // 'ETH'
 * ```
 */
export function referenceAssets() {
  return {
    '0x1': [
      {
        address: '0x0000000000000000000000000000000000000000',
        balance: '0xde0b6b3a7640000',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 0, iconUrl: '', value: 0 },
      },
    ],
  }
}
