/**
 * The messages of the errors the wallet-adapter and Kit bridges (`@latch/solana/wallet-adapter`,
 * `@latch/solana/kit`) and the Wallet Standard transaction requests throw, defined once. They load
 * with the bridge or with the first transaction request, never with the package's main entry.
 *
 * @example
 * ```ts
 * SOLANA_BRIDGE_MESSAGES.notConnected // 'No Solana wallet is connected through Latch'
 * ```
 */
export const SOLANA_BRIDGE_MESSAGES = Object.freeze({
  /** Code `NOT_CONNECTED`: a signing call with no Solana connection in Latch. */
  notConnected: 'No Solana wallet is connected through Latch',
  /** Details of `NOT_CONNECTED`. */
  connectFirst: "Connect a wallet on a Solana network first (latch.open() or the adapter's connect())",
  /** Details of the user rejection when the visitor closes Latch's modal before connecting. */
  modalClosed: 'The visitor closed the modal before connecting a Solana wallet',
  /** Code `CONNECTOR_NOT_FOUND`: the Latch instance has no adapter for the solana namespace. */
  noSolanaAdapter: 'Latch has no Solana adapter',
  /** Details of `CONNECTOR_NOT_FOUND`. */
  addSolanaAdapter: 'Add solanaAdapter() to createLatch({ adapters })',
  /** Code `NOT_CONNECTED`: a Kit signer used after Latch's account changed. */
  signerAccountChanged: (address: string) =>
    `The signer is for ${address}, which is no longer Latch's connected Solana account`,
  /** Code `INVALID_TRANSACTION`: what the app asked to sign is no Solana wire transaction. */
  invalidTransaction: 'Not a Solana transaction',
  /** Code `INVALID_TRANSACTION`: the connected account is not a signer of the transaction. */
  notASigner: (address: string) => `${address} is not a signer of the transaction`,
  /** Refused wallet answer: the signed transaction is no wire transaction (or is over 1232 bytes). */
  malformedTransaction: 'The wallet answered no Solana transaction of at most 1232 bytes',
  /** Refused wallet answer: the wallet signed another message than the one the app passed. */
  transactionChanged: 'The wallet signed a different transaction than the one it was asked to sign',
  /** Refused wallet answer: the signature is not a 64-byte ed25519 signature. */
  malformedSignature: 'The wallet answered no 64-byte signature',
  /** Refused wallet answer: the signature does not verify with the connected account's key. */
  badSignature: "The wallet's signature does not verify with the connected account's key",
  /** Refused wallet answer: a batch answer with another count of transactions than asked. */
  wrongCount: (asked: number, answered: number) =>
    `The wallet answered ${answered} transaction(s) for ${asked} asked`,
  /** Code `INVALID_RESPONSE`: the RPC's answer to `sendTransaction` is no transaction signature. */
  rpcNoSignature: 'The RPC answered no transaction signature',
  /** Code `INVALID_PARAMS` of a Wallet Standard request: its params are not what the method takes. */
  invalidParams: (method: string, shape: string) => `${method} needs ${shape}`,
})
