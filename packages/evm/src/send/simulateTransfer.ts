import { describeUntrusted, readUntrustedField, ValidationError } from '@latch/core/kit'
import type { PublicClient } from 'viem'
import { EVM_SEND_MESSAGES } from '../errors/sendMessages'
import type { TransferRequest } from './buildTransferRequest'
import { ERC20_ABI, USDT_TRANSFER_ABI } from './usdtContracts'

/**
 * Runs a token transfer as an `eth_call` before the wallet is asked, decoding the result with the
 * token's own ABI: a USDT-shaped token returns nothing; a standard ERC20 returns `true` (or, for
 * undeclared non-standard tokens, nothing). A transfer that would revert or that returns `false`
 * fails here, with nothing sent. Native sends are not simulated.
 *
 * @param client - Public client of the send's network.
 * @param request - The built transfer.
 * @throws {ValidationError} `TRANSFER_WOULD_FAIL` when the call reverts or returns something else.
 * @example
 * ```ts
 * await simulateTransfer(client, await buildTransferRequest(params))
 * ```
 */
export async function simulateTransfer(client: PublicClient, request: TransferRequest): Promise<void> {
  if (request.kind === 'native') return
  const { decodeFunctionResult } = await import('viem')
  let ok: boolean
  let cause: unknown
  try {
    const { data = '0x' } = await client.call({ account: request.from, to: request.to, data: request.data })
    if (request.kind === 'usdt') {
      decodeFunctionResult({ abi: USDT_TRANSFER_ABI, functionName: 'transfer', data })
      ok = true
    } else {
      // Like OpenZeppelin's SafeERC20: no return data (a token shaped like USDT that the app did not
      // declare) counts as success; returned data must decode to `true`.
      ok = data === '0x' || decodeFunctionResult({ abi: ERC20_ABI, functionName: 'transfer', data }) === true
    }
  } catch (error) {
    ok = false
    cause = error
  }
  if (!ok) {
    // The node's revert text is untrusted: read without calling its code, first line only, capped.
    const message = readUntrustedField(cause, 'message')
    throw new ValidationError(EVM_SEND_MESSAGES.transferWouldFail, {
      code: 'TRANSFER_WOULD_FAIL',
      cause,
      details:
        typeof message === 'string'
          ? describeUntrusted(message.split('\n', 1)[0])
          : `${request.kind} transfer did not return true`,
    })
  }
}
