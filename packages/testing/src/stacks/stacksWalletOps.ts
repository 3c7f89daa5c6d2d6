import { bytesToHex } from '@latch/core'
import { hashStacksMessage } from '@latch/stacks/validation'
import {
  deserializeCV,
  deserializeTransaction,
  makeContractCall,
  makeContractDeploy,
  makeSTXTokenTransfer,
  privateKeyToPublic,
  signMessageHashRsv,
  signStructuredData,
  TransactionSigner,
} from '@stacks/transactions'

type Params = Record<string, unknown>

/**
 * Fee every test-wallet transaction pays (micro-STX); passed so nothing is fetched.
 *
 * @example
 * ```ts
 * expect(decoded.auth.spendingCondition.fee).toBe(TEST_STX_FEE)
 * ```
 */
export const TEST_STX_FEE = 200n

/**
 * What the Stacks operations of a test wallet need.
 *
 * @example
 * ```ts
 * await runStacksOp('stx_signMessage', { message }, context satisfies StacksOpsContext)
 * ```
 */
export type StacksOpsContext = {
  privateKey: string
  network: 'mainnet' | 'testnet'
  /** Next nonce; incremented per transaction. */
  nextNonce(): bigint
  /** Called with each signed transaction (hex). */
  onSigned(hex: string): void
}

function networkOf(params: Params, context: StacksOpsContext): 'mainnet' | 'testnet' {
  return params.network === 'mainnet' || params.network === 'testnet' ? params.network : context.network
}

/**
 * The Stacks half of a test wallet: builds and signs real transactions with
 * `@stacks/transactions` from the SIP-030 parameters (amounts as decimal strings, Clarity values
 * and post-conditions as hex), and signs messages. Never broadcasts; hands each signed
 * transaction to `onSigned`.
 *
 * @param method - A `stx_*` method.
 * @param params - The wallet-shaped parameters.
 * @param context - Key, network, nonce source.
 * @returns The SIP-030 result (with `txid`).
 * @example
 * ```ts
 * await runStacksOp('stx_transferStx', { recipient, amount: '1000' }, context)
 * ```
 */
export async function runStacksOp(
  method: string,
  params: Params,
  context: StacksOpsContext,
): Promise<Params> {
  const senderKey = context.privateKey
  const network = networkOf(params, context)
  const base = { senderKey, network, fee: TEST_STX_FEE, nonce: context.nextNonce() }
  const postConditions = Array.isArray(params.postConditions)
    ? (params.postConditions as string[])
    : undefined
  const mode = params.postConditionMode === 'allow' ? 'allow' : 'deny'
  const finish = (tx: Awaited<ReturnType<typeof makeSTXTokenTransfer>>) => {
    const transaction = tx.serialize()
    context.onSigned(transaction)
    return { txid: tx.txid(), transaction }
  }
  switch (method) {
    case 'stx_transferStx':
      if (typeof params.amount !== 'string') throw { code: -32602, message: 'amount must be a string' }
      return finish(
        await makeSTXTokenTransfer({
          ...base,
          recipient: String(params.recipient),
          amount: BigInt(params.amount),
          memo: typeof params.memo === 'string' ? params.memo : '',
        }),
      )
    case 'stx_callContract': {
      const [contractAddress, contractName] = String(params.contract).split('.')
      const args = Array.isArray(params.functionArgs) ? (params.functionArgs as string[]) : []
      return finish(
        await makeContractCall({
          ...base,
          contractAddress: contractAddress ?? '',
          contractName: contractName ?? '',
          functionName: String(params.functionName),
          functionArgs: args.map((a) => deserializeCV(a)),
          postConditionMode: mode,
          ...(postConditions ? { postConditions } : {}),
        }),
      )
    }
    case 'stx_deployContract':
      return finish(
        await makeContractDeploy({
          ...base,
          contractName: String(params.name),
          codeBody: String(params.clarityCode),
          postConditionMode: mode,
          ...(postConditions ? { postConditions } : {}),
        }),
      )
    case 'stx_signTransaction': {
      const tx = deserializeTransaction(String(params.transaction))
      new TransactionSigner(tx).signOrigin(senderKey)
      const transaction = tx.serialize()
      context.onSigned(transaction)
      return { transaction }
    }
    case 'stx_signMessage': {
      const messageHash = bytesToHex(hashStacksMessage(String(params.message)))
      return {
        signature: signMessageHashRsv({ messageHash, privateKey: senderKey }),
        publicKey: privateKeyToPublic(senderKey),
      }
    }
    case 'stx_signStructuredMessage':
      return {
        signature: signStructuredData({
          message: deserializeCV(String(params.message)),
          domain: deserializeCV(String(params.domain)),
          privateKey: senderKey,
        }),
        publicKey: privateKeyToPublic(senderKey),
      }
    case 'stx_updateProfile':
      return { person: params.person }
    default:
      throw { code: -32601, message: `${method} is not supported` }
  }
}
