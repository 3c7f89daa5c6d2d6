import {
  type CaipNetwork,
  type CaipNetworkId,
  describeUntrusted,
  formatUnits,
  isSolanaSignature,
  MethodNotSupportedError,
  normalizeWalletError,
  readBaseUnits,
  readUntrustedField,
  type SendParameters,
  type SendResult,
  UnknownWalletError,
  ValidationError,
} from '@latch/core/kit'
import { SOLANA_ADAPTER_MESSAGES } from '../errors/adapterMessages'
import { InsufficientFundsError, SolanaTransactionError } from '../errors/errors'
import { toStandardChain } from '../networks/toStandardChain'
import { createSolanaRpcClient } from '../rpc/createSolanaRpcClient'
import type { StandardWallet, WalletAccount } from '../standard/types'
import { encodeBase58 } from '../utils/base58'
import { readWalletSignature } from '../utils/readWalletSignature'
import { loadSplToken } from './loadSplToken'

/** Largest serialized transaction a Solana node accepts (one UDP packet). */
const PACKET_DATA_SIZE = 1232

type Web3 = typeof import('@solana/web3.js')

/** web3.js Connections of one adapter instance, by network, reused across sends. */
export type ConnectionCache = Map<CaipNetworkId, InstanceType<Web3['Connection']>>

/** A web3.js Connection to the network's first RPC URL (WebSocket URL when the network lists one). */
export async function connectionFor(
  network: CaipNetwork,
  cache: ConnectionCache = new Map(),
): Promise<{ web3: Web3; connection: InstanceType<Web3['Connection']> }> {
  const web3 = await import('@solana/web3.js')
  const cached = cache.get(network.caipNetworkId)
  if (cached) return { web3, connection: cached }
  const http = network.rpcUrls.default.http[0]
  if (!http)
    throw new ValidationError(SOLANA_ADAPTER_MESSAGES.noRpcUrl(network.caipNetworkId), { code: 'NO_RPC_URL' })
  const ws = network.rpcUrls.default.webSocket?.[0]
  const connection = new web3.Connection(http, { commitment: 'confirmed', ...(ws ? { wsEndpoint: ws } : {}) })
  cache.set(network.caipNetworkId, connection)
  return { web3, connection }
}

/** A built, unsigned transfer with what it costs the sender. */
type PreparedTransfer = {
  transaction: InstanceType<Web3['Transaction']>
  blockhash: string
  lastValidBlockHeight: number
  fee: bigint
}

/**
 * Builds the transfer (SOL, or SPL by mint with the receiver's associated token account created when
 * missing) and checks the sender can pay for it. Throws {@link InsufficientFundsError} otherwise.
 */
export async function prepareSolanaTransfer(
  params: SendParameters,
  cache: ConnectionCache = new Map(),
): Promise<PreparedTransfer> {
  const { web3, connection } = await connectionFor(params.network, cache)
  const from = new web3.PublicKey(params.from)
  const to = new web3.PublicKey(params.to)
  const transaction = new web3.Transaction()
  let rent = 0n
  let lamportsOut = 0n
  const rentFloor = BigInt(await connection.getMinimumBalanceForRentExemption(0))

  if (!params.token.address) {
    lamportsOut = params.amount
    const receiver = await connection.getBalance(to)
    if (receiver === 0 && params.amount < rentFloor) {
      throw new ValidationError(SOLANA_ADAPTER_MESSAGES.belowRentExemptMinimum, {
        code: 'BELOW_RENT_EXEMPT_MINIMUM',
        details: `A new account needs at least ${formatUnits(rentFloor, 9)} SOL`,
      })
    }
    transaction.add(web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: params.amount }))
  } else {
    const spl = await loadSplToken()
    const mint = new web3.PublicKey(params.token.address)
    const mintInfo = await connection.getAccountInfo(mint)
    if (!mintInfo)
      throw new ValidationError(SOLANA_ADAPTER_MESSAGES.unknownMint, {
        code: 'UNKNOWN_MINT',
        details: params.token.address,
      })
    const programId = mintInfo.owner
    const source = spl.getAssociatedTokenAddressSync(mint, from, true, programId)
    const destination = spl.getAssociatedTokenAddressSync(mint, to, true, programId)
    const held = await connection.getTokenAccountBalance(source).then(
      (r) => BigInt(r.value.amount),
      () => 0n,
    )
    if (held < params.amount) {
      throw new InsufficientFundsError(
        `Token balance ${formatUnits(held, params.token.decimals)} ${params.token.symbol} is below ${formatUnits(params.amount, params.token.decimals)}`,
        { available: held, required: params.amount },
      )
    }
    if (!(await connection.getAccountInfo(destination))) {
      const length = spl.getAccountLenForMint(spl.unpackMint(mint, mintInfo, programId))
      rent = BigInt(await connection.getMinimumBalanceForRentExemption(length))
      transaction.add(spl.createAssociatedTokenAccountInstruction(from, destination, to, mint, programId))
    }
    transaction.add(
      spl.createTransferCheckedInstruction(
        source,
        mint,
        destination,
        from,
        params.amount,
        params.token.decimals,
        [],
        programId,
      ),
    )
  }

  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  transaction.recentBlockhash = blockhash
  transaction.feePayer = from
  const fee = BigInt((await connection.getFeeForMessage(transaction.compileMessage())).value ?? 5000)
  // web3.js reads lamports as a JS number (rounded above 2^53): read the sender's balance exactly.
  const rpc = createSolanaRpcClient(params.network.rpcUrls.default.http[0] ?? '')
  const answer = await rpc.request<unknown>('getBalance', [params.from, { commitment: 'confirmed' }])
  const balance = readBaseUnits(readUntrustedField(answer, 'value'), 'getBalance')
  const needed = lamportsOut + fee + rent
  const remaining = balance - needed
  if (remaining < 0n || (remaining > 0n && remaining < rentFloor)) {
    throw new InsufficientFundsError(
      `Balance ${formatUnits(balance, 9)} SOL cannot cover ${formatUnits(needed, 9)} SOL (amount, fee ${formatUnits(fee, 9)} SOL${rent > 0n ? `, token account rent ${formatUnits(rent, 9)} SOL` : ''})${remaining > 0n ? ' and keep the account rent-exempt' : ''}`,
      { available: balance, required: needed, fee },
    )
  }
  return { transaction, blockhash, lastValidBlockHeight, fee }
}

/**
 * Fee of a send, in lamports, from the chain's estimate (`getFeeForMessage`).
 *
 * @param params - What would be sent.
 * @returns Lamports.
 */
export async function estimateSolanaSendFee(
  params: SendParameters,
  cache?: ConnectionCache,
): Promise<bigint> {
  return (await prepareSolanaTransfer(params, cache)).fee
}

/**
 * Builds, signs with the wallet and sends a transfer, then waits for confirmation. Signs with
 * `solana:signTransaction` and sends through the app's RPC; wallets without it sign and send
 * themselves (`solana:signAndSendTransaction`).
 */
export async function sendSolanaTransfer(input: {
  wallet: StandardWallet
  account: WalletAccount
  params: SendParameters
  cache?: ConnectionCache
}): Promise<SendResult> {
  const { wallet, account, params } = input
  const cache = input.cache ?? new Map()
  const prepared = await prepareSolanaTransfer(params, cache)
  const { connection } = await connectionFor(params.network, cache)
  const bytes = prepared.transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  const chain = toStandardChain(params.network.caipNetworkId)
  const signFeature = wallet.features['solana:signTransaction']
  const sendFeature = wallet.features['solana:signAndSendTransaction']
  let signature: string
  if (signFeature) {
    const signed = await signFeature
      .signTransaction({ account, transaction: bytes, chain })
      .catch((error: unknown) => Promise.reject(normalizeWalletError(error, 'solana_signTransaction')))
    const raw: unknown = signed[0]?.signedTransaction
    if (!raw) throw normalizeWalletError(new Error('The wallet returned no signed transaction'))
    // A signed transaction fits one packet (1232 bytes); anything else is not one to broadcast.
    if (!(raw instanceof Uint8Array) || raw.length > PACKET_DATA_SIZE)
      throw new UnknownWalletError({
        details: `solana_signTransaction: the wallet answered no transaction of at most ${PACKET_DATA_SIZE} bytes`,
      })
    const sentSignature = await connection.sendRawTransaction(raw).catch((error: unknown) => {
      // The node's error is untrusted: read without calling its code, and capped.
      const message = readUntrustedField(error, 'message')
      throw new SolanaTransactionError(describeUntrusted(typeof message === 'string' ? message : error), {
        cause: error,
      })
    })
    if (!isSolanaSignature(sentSignature))
      throw new SolanaTransactionError(
        `The RPC answered no transaction signature: ${describeUntrusted(sentSignature, 100)}`,
      )
    signature = sentSignature
  } else if (sendFeature) {
    const sent = await sendFeature
      .signAndSendTransaction({ account, transaction: bytes, chain })
      .catch((error: unknown) => Promise.reject(normalizeWalletError(error, 'solana_signAndSendTransaction')))
    const raw = sent[0]?.signature
    if (!raw) throw normalizeWalletError(new Error('The wallet returned no signature'))
    signature = encodeBase58(readWalletSignature(raw, 'solana_signAndSendTransaction'))
  } else {
    throw new MethodNotSupportedError('solana_signTransaction')
  }
  return confirmSolanaSend(connection, signature, prepared)
}

/**
 * Waits until a sent transfer is confirmed within its blockhash's life; a failed one is a
 * {@link SolanaTransactionError} with its signature.
 *
 * @param connection - The network's web3.js connection.
 * @param signature - The transaction's signature (base58), checked by the caller.
 * @param prepared - The transfer as built (its blockhash and last valid block height).
 * @returns The send's result.
 * @example
 * ```ts
 * return confirmSolanaSend(connection, signature, prepared)
 * ```
 */
export async function confirmSolanaSend(
  connection: Awaited<ReturnType<typeof connectionFor>>['connection'],
  signature: string,
  prepared: Pick<PreparedTransfer, 'blockhash' | 'lastValidBlockHeight'>,
): Promise<SendResult> {
  const confirmation = await connection.confirmTransaction(
    { signature, blockhash: prepared.blockhash, lastValidBlockHeight: prepared.lastValidBlockHeight },
    'confirmed',
  )
  if (confirmation.value.err) {
    throw new SolanaTransactionError(JSON.stringify(confirmation.value.err), { meta: { signature } })
  }
  return { hash: signature }
}
