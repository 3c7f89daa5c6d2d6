import {
  AddressHashMode,
  Cl,
  createCoinbasePayload,
  createNakamotoCoinbasePayload,
  createSingleSigSpendingCondition,
  createStandardAuth,
  makeUnsignedSTXTokenTransfer,
  StacksTransactionWire,
} from '@stacks/transactions'
import { describe, expect, it } from 'vitest'
import { prepareStacksParams } from '../request/prepareStacksParams'
import { describeStacksTransaction } from './describeStacksTransaction'
import { encodeStacksAddress } from './encodeStacksAddress'

const publicKey = '02b2fdc99717481f4431c1ce87e6c0d9a8a10735c4e7fc2a6084c22b57f1a8cf8d'
const recipient = encodeStacksAddress(26, new Uint8Array(20).fill(9))

function coinbaseTx(payload: ReturnType<typeof createCoinbasePayload>): string {
  const auth = createStandardAuth(createSingleSigSpendingCondition(AddressHashMode.P2PKH, publicKey, 0, 0))
  return new StacksTransactionWire({ auth, payload, network: 'testnet' }).serialize()
}

describe('decoding Stacks transactions (SPEC §3 types, §5 limits)', () => {
  it('a token_transfer decodes to its recipient, amount and memo; network mismatch is refused', async () => {
    const tx = await makeUnsignedSTXTokenTransfer({
      recipient,
      amount: 42n,
      memo: 'hello',
      fee: 1n,
      nonce: 0n,
      publicKey,
      network: 'testnet',
    })
    await expect(describeStacksTransaction(tx.serialize(), 'testnet')).resolves.toMatchObject({
      type: 'token_transfer',
      recipient,
      amount: 42n,
      memo: 'hello',
      signature: '00'.repeat(65),
    })
    await expect(describeStacksTransaction(tx.serialize(), 'mainnet')).rejects.toMatchObject({
      code: 'TRANSACTION_NETWORK_MISMATCH',
    })
    await expect(describeStacksTransaction('00ff', 'testnet')).rejects.toMatchObject({
      code: 'INVALID_TRANSACTION',
    })
  })

  it('coinbase payloads decode with a 32-byte coinbase and an 80-byte VRF proof', async () => {
    await expect(
      describeStacksTransaction(coinbaseTx(createCoinbasePayload(new Uint8Array(32).fill(1))), 'testnet'),
    ).resolves.toMatchObject({
      type: 'coinbase',
      coinbase: '01'.repeat(32),
    })
    const nakamoto = createNakamotoCoinbasePayload(new Uint8Array(32), Cl.none(), new Uint8Array(80).fill(2))
    await expect(describeStacksTransaction(coinbaseTx(nakamoto as never), 'testnet')).resolves.toMatchObject({
      type: 'coinbase',
      vrfProof: '02'.repeat(80),
    })
  })

  it('stx_signTransaction refuses a coinbase: only contract_call, smart_contract and token_transfer are signed', async () => {
    const transaction = coinbaseTx(createCoinbasePayload(new Uint8Array(32)))
    await expect(
      prepareStacksParams('stx_signTransaction', { transaction }, 'testnet'),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_TRANSACTION_TYPE',
    })
  })
})
