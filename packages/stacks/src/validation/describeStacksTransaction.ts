import { bytesToHex, ValidationError } from '@latch/core/kit'
import type { ClarityValue } from '@stacks/transactions'
import { STACKS_VALIDATION_MESSAGES } from '../errors/validationMessages'
import { deserializeHex } from '../utils/deserializeHex'
import { loadStacksTransactions } from '../utils/loadStacksTransactions'
import { assertStacksAddress, type StacksNetworkKind } from './assertStacksAddress'
import { assertFixedBytes, assertMemo, assertUint64 } from './limits'

/**
 * The Stacks transaction types of SPEC §3. `coinbase` exists as a payload type only: wallets
 * never sign one for an app.
 *
 * @example
 * ```ts
 * const type: StacksTransactionType = 'contract_call'
 * ```
 */
export type StacksTransactionType = 'token_transfer' | 'contract_call' | 'smart_contract' | 'coinbase'

/**
 * What a serialized Stacks transaction does, decoded.
 *
 * @example
 * ```ts
 * const tx = await describeStacksTransaction(hex, 'testnet')
 * if (tx.type === 'token_transfer') console.log(tx.recipient, tx.amount, tx.memo)
 * ```
 */
export type StacksTransactionDescription = {
  network: StacksNetworkKind
  /** Transaction id (hex). */
  txid: string
  /** Signature of the origin (65 bytes, hex); all zeros when unsigned. */
  signature: string
} & (
  | { type: 'token_transfer'; recipient: string; amount: bigint; memo: string }
  | { type: 'contract_call'; contract: string; functionName: string; functionArgs: ClarityValue[] }
  | { type: 'smart_contract'; contractName: string; codeBody: string }
  | { type: 'coinbase'; coinbase: string; vrfProof?: string }
)

/**
 * Decodes a serialized Stacks transaction and checks it against SPEC §5: a type of SPEC §3,
 * network matching `network`, recipient version byte, memo at most 34 bytes, amount unsigned
 * 64-bit, signature 65 bytes, coinbase 32 and VRF proof 80 bytes. Loads `@stacks/transactions`.
 *
 * @param hex - The transaction, hex.
 * @param network - The network it must be for.
 * @returns Its description.
 * @throws {ValidationError} when it cannot be decoded or breaks a rule.
 * @example
 * ```ts
 * const { type } = await describeStacksTransaction(signedHex, 'mainnet')
 * ```
 */
export async function describeStacksTransaction(
  hex: string,
  network: StacksNetworkKind,
): Promise<StacksTransactionDescription> {
  const tx = await loadStacksTransactions()
  const decoded = deserializeHex(
    hex,
    (bare) => tx.deserializeTransaction(bare),
    STACKS_VALIDATION_MESSAGES.invalidTransaction,
    'INVALID_TRANSACTION',
  )
  // TransactionVersion: 0x00 mainnet, 0x80 testnet.
  const txNetwork: StacksNetworkKind = decoded.transactionVersion === 0 ? 'mainnet' : 'testnet'
  if (txNetwork !== network) {
    throw new ValidationError(STACKS_VALIDATION_MESSAGES.transactionNetworkMismatch(txNetwork, network), {
      code: 'TRANSACTION_NETWORK_MISMATCH',
    })
  }
  const condition = decoded.auth.spendingCondition
  const signatureHex = 'signature' in condition ? condition.signature.data : '00'.repeat(65)
  assertFixedBytes('signature', signatureHex)
  const base = { network, txid: decoded.txid(), signature: signatureHex }
  const p = decoded.payload
  switch (p.payloadType) {
    case tx.PayloadType.TokenTransfer: {
      const recipient = p.recipient.value
      assertStacksAddress(recipient.split('.')[0] ?? '', network)
      const memo = stripNulPadding(p.memo.content)
      assertMemo(memo)
      return { ...base, type: 'token_transfer', recipient, amount: BigInt(assertUint64(p.amount)), memo }
    }
    case tx.PayloadType.ContractCall:
      return {
        ...base,
        type: 'contract_call',
        contract: `${tx.addressToString(p.contractAddress)}.${p.contractName.content}`,
        functionName: p.functionName.content,
        functionArgs: p.functionArgs,
      }
    case tx.PayloadType.SmartContract:
    case tx.PayloadType.VersionedSmartContract:
      return {
        ...base,
        type: 'smart_contract',
        contractName: p.contractName.content,
        codeBody: p.codeBody.content,
      }
    case tx.PayloadType.Coinbase:
    case tx.PayloadType.CoinbaseToAltRecipient:
      return {
        ...base,
        type: 'coinbase',
        coinbase: bytesToHex(assertFixedBytes('coinbase', p.coinbaseBytes)),
      }
    case tx.PayloadType.NakamotoCoinbase:
      return {
        ...base,
        type: 'coinbase',
        coinbase: bytesToHex(assertFixedBytes('coinbase', p.coinbaseBytes)),
        vrfProof: bytesToHex(assertFixedBytes('vrfProof', p.vrfProof)),
      }
    default:
      throw new ValidationError(STACKS_VALIDATION_MESSAGES.unsupportedTransactionType, {
        code: 'UNSUPPORTED_TRANSACTION_TYPE',
        details: `payload type ${p.payloadType}`,
      })
  }
}

/** Memos are NUL-padded to 34 bytes on the wire. */
function stripNulPadding(text: string): string {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === 0) end--
  return text.slice(0, end)
}
