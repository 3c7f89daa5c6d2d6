import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signAndSendTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import type { Connection, TransactionInstruction } from '@solana/web3.js'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')

/** The System program's transfer, written as Kit instructions are (no program client needed). */
export function transferSol(source: TransactionSigner, destination: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: source.address, role: AccountRole.WRITABLE_SIGNER, signer: source },
      { address: destination, role: AccountRole.WRITABLE },
    ],
    data,
  } as Instruction
}

/** A web3.js instruction (spl-token's) as a Kit instruction; `signer` signs where its key must. */
export function fromWeb3(instruction: TransactionInstruction, signer: TransactionSigner): Instruction {
  return {
    programAddress: address(instruction.programId.toBase58()),
    accounts: instruction.keys.map((key) => {
      const role = key.isSigner
        ? key.isWritable
          ? AccountRole.WRITABLE_SIGNER
          : AccountRole.READONLY_SIGNER
        : key.isWritable
          ? AccountRole.WRITABLE
          : AccountRole.READONLY
      return key.isSigner && key.pubkey.toBase58() === signer.address
        ? { address: signer.address, role, signer }
        : { address: address(key.pubkey.toBase58()), role }
    }),
    data: new Uint8Array(instruction.data),
  } as Instruction
}

/**
 * Builds, signs and sends a v0 message of `instructions` paid by `signer` with Kit (its RPC client
 * on `rpcUrl`), then waits for the node to confirm it.
 *
 * @returns The transaction's signature and the confirmation's error (null when it succeeded).
 */
export async function sendWithKit(
  rpcUrl: string,
  connection: Connection,
  signer: TransactionSigner,
  instructions: Instruction[],
) {
  const rpc = createSolanaRpc(rpcUrl)
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signature = getBase58Decoder().decode(await signAndSendTransactionMessageWithSigners(message))
  const { value } = await connection.confirmTransaction(
    { signature, ...(await connection.getLatestBlockhash()) },
    'confirmed',
  )
  return { signature, err: value.err }
}
