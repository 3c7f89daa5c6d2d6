import type { ApiUser } from './api'

/**
 * The message protocol between the app page and the key frame (an iframe served from its own
 * origin). Every message carries {@link FRAME_CHANNEL}. The frame answers only its parent window,
 * only from an allowed origin, and replies to that origin; the page accepts only messages whose
 * origin is the frame's and whose source is the frame's window. No message from the frame ever
 * carries key material (seed, mnemonic or private key): only addresses, signatures and signed
 * transactions.
 *
 * @example
 * ```ts
 * frame.contentWindow.postMessage({ channel: FRAME_CHANNEL, id: 1, method: 'connect', params: { token } }, frameOrigin)
 * ```
 */
export const FRAME_CHANNEL = 'latch-embedded-wallet'

/**
 * Methods of the key frame with their params and results.
 *
 * - `connect`: check `token` with the auth service (GET /v1/user), load this user's keys from the
 *   frame origin's encrypted store or create them (one seed: EVM m/44'/60'/0'/0/0, Solana
 *   m/44'/501'/0'/0'), register the addresses when the user has none yet, proving possession of
 *   both keys with their signatures over a challenge (POST /v1/wallet/challenge, then POST
 *   /v1/wallet), answer the addresses.
 * - `disconnect`: forget the keys in memory.
 * - `evm_signMessage`: EIP-191 personal_sign of the hex `message` bytes.
 * - `evm_signTypedData`: EIP-712 signature of `typedData` (the eth_signTypedData_v4 object).
 * - `evm_signTransaction`: sign a complete EIP-1559 transaction (quantities as hex strings); the
 *   answer is the serialised signed transaction, which the page broadcasts.
 * - `evm_signAuthorization`: EIP-7702 authorisation of the account's delegation to `contractAddress`
 *   on `chainId` at account nonce `nonce` (hex quantities); refused unless `contractAddress` is the
 *   smart-account implementation the frame was configured with. Answers the signed authorisation.
 * - `evm_signUserOperation`: signs an ERC-4337 v0.8 user operation (RPC form, without `signature`)
 *   for EntryPoint v0.8 on `chainId`: the frame hashes it itself (EIP-712 `PackedUserOperation`, a
 *   `0x7702` factory hashed with the configured implementation) and refuses a `sender` that is not
 *   its own account. It never signs a hash the page gives it. Answers the signature.
 * - `evm_signUndelegation`: the account's switch back to a plain EOA (SPEC §3 `eoa` after
 *   `smartAccount`): the frame signs an EIP-7702 authorisation to the zero address at account nonce
 *   `nonce + 1` and the EIP-7702 transaction that carries it, which the frame builds itself: from
 *   and to its own account, no value, no data, account nonce `nonce`, the given gas and fees. It
 *   signs nothing else with it. Answers the serialised signed transaction, which the page
 *   broadcasts (the account pays its gas).
 * - `solana_signMessage`: ed25519 signature of the base58 `message`.
 * - `solana_signTransaction`: sign a base64 wire transaction (legacy or v0) where the account is a
 *   signer; answers the base64 transaction with the signature in place.
 * - `newRecoveryKit`: split the loaded wallet again and show the new recovery kit in the frame (the
 *   old kit stops working); answers `null` once the visitor closed it.
 * - `exportWallet`: after the visitor confirms in the frame, show the recovery phrase and private
 *   keys in the frame; answers `null`. The secret never leaves the frame page.
 * - `revokeDevice`: split the wallet again without `deviceId` and revoke it at the auth service in
 *   one step, then show the new recovery kit; answers `null`.
 *
 * - `passkeySignUp`: in the frame, the visitor clicks "Continue with a passkey" and creates a
 *   passkey (WebAuthn, with the PRF extension asked for), which signs up a new account at the auth
 *   service for the device `deviceId`; answers the session (token and user) only. The page then
 *   calls `connect` with that token as after an email sign-in: the new wallet's recovery share is
 *   then also sealed under the passkey's PRF output (when the authenticator has PRF) and the box
 *   stored at the service.
 * - `passkeySignIn`: the same with an existing passkey; answers the session. At the `connect` that
 *   follows, a device without its share opens the passkey's PRF box and recovers with it instead of
 *   asking for the kit. Neither answer carries the PRF output or a share.
 * - `addPasskey`: adds a passkey to the connected account (the visitor clicks, then creates it);
 *   answers `null`.
 *
 * While a method needs the visitor (showing a kit, asking for one, an export), the frame posts
 * {@link FrameUi} `visible: true` and the page shows the iframe over everything; `visible: false`
 * when done. `connect` may do so too: a new wallet shows its kit, a device without its share asks
 * for the kit.
 *
 * @example
 * ```ts
 * const params: FrameMethods['evm_signMessage']['params'] = { message: '0x68656c6c6f' }
 * ```
 */
export type FrameMethods = {
  connect: { params: { token: string }; result: FrameAccounts }
  disconnect: { params: Record<string, never>; result: null }
  evm_signMessage: { params: { message: `0x${string}` }; result: `0x${string}` }
  evm_signTypedData: { params: { typedData: Record<string, unknown> }; result: `0x${string}` }
  evm_signTransaction: { params: { transaction: FrameEvmTransaction }; result: `0x${string}` }
  evm_signAuthorization: {
    params: { chainId: `0x${string}`; contractAddress: `0x${string}`; nonce: `0x${string}` }
    result: FrameSignedAuthorization
  }
  evm_signUserOperation: {
    params: { chainId: `0x${string}`; entryPoint: `0x${string}`; userOperation: FrameUserOperation }
    result: `0x${string}`
  }
  evm_signUndelegation: { params: FrameUndelegation; result: `0x${string}` }
  solana_signMessage: { params: { message: string }; result: { signature: string } }
  solana_signTransaction: { params: { transaction: string }; result: { transaction: string } }
  newRecoveryKit: { params: Record<string, never>; result: null }
  exportWallet: { params: Record<string, never>; result: null }
  revokeDevice: { params: { deviceId: string }; result: null }
  passkeySignUp: { params: { deviceId: string }; result: FrameSession }
  passkeySignIn: { params: { deviceId: string }; result: FrameSession }
  addPasskey: { params: Record<string, never>; result: null }
}

/**
 * The session a passkey sign-up or sign-in opened, as the frame answers it to the page: the bearer
 * token and the user, nothing else.
 *
 * @example
 * ```ts
 * const session: FrameSession = { token: 'q3…', user: { id: 'u-1', preferredAccountType: 'eoa' } }
 * ```
 */
export type FrameSession = { token: string; user: ApiUser }

/**
 * A key-frame method name.
 *
 * @example
 * ```ts
 * const method: FrameMethod = 'connect'
 * ```
 */
export type FrameMethod = keyof FrameMethods

/**
 * The signed-in user's public addresses.
 *
 * @example
 * ```ts
 * const accounts: FrameAccounts = { evm: '0xabc…', solana: 'Hx…' }
 * ```
 */
export type FrameAccounts = { evm: `0x${string}`; solana: string }

/**
 * What `evm_signUndelegation` needs from the page: the chain, the account's transaction nonce, the
 * gas and the fees of the transaction that clears the account's delegation (hex quantities).
 *
 * @example
 * ```ts
 * const params: FrameUndelegation = { chainId: '0x7a69', nonce: '0x3', gas: '0xea60', maxFeePerGas: '0x77359400', maxPriorityFeePerGas: '0x3b9aca00' }
 * ```
 */
export type FrameUndelegation = {
  chainId: `0x${string}`
  nonce: `0x${string}`
  gas: `0x${string}`
  maxFeePerGas: `0x${string}`
  maxPriorityFeePerGas: `0x${string}`
}

/**
 * A complete EIP-1559 transaction for `evm_signTransaction`; quantities are hex strings.
 *
 * @example
 * ```ts
 * const tx: FrameEvmTransaction = { chainId: '0x7a69', nonce: '0x0', to: '0xabc…', value: '0x1', data: '0x', gas: '0x5208', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x1' }
 * ```
 */
export type FrameEvmTransaction = {
  chainId: `0x${string}`
  nonce: `0x${string}`
  to?: `0x${string}`
  value?: `0x${string}`
  data?: `0x${string}`
  gas: `0x${string}`
  maxFeePerGas: `0x${string}`
  maxPriorityFeePerGas: `0x${string}`
}

/**
 * A signed EIP-7702 authorisation as the frame answers it (quantities and signature parts in hex).
 *
 * @example
 * ```ts
 * const signed: FrameSignedAuthorization = { address: '0x882d…', chainId: '0x7a69', nonce: '0x0', r: '0x…', s: '0x…', yParity: '0x1' }
 * ```
 */
export type FrameSignedAuthorization = {
  address: `0x${string}`
  chainId: `0x${string}`
  nonce: `0x${string}`
  r: `0x${string}`
  s: `0x${string}`
  yParity: `0x${string}`
}

/**
 * An ERC-4337 v0.8 user operation in its JSON-RPC form (hex strings), without its signature: what
 * `evm_signUserOperation` signs. `factory` `0x7702` marks an operation carrying the account's
 * EIP-7702 delegation.
 *
 * @example
 * ```ts
 * const op: FrameUserOperation = { sender: '0xabc…', nonce: '0x0', callData: '0x…', callGasLimit: '0x1', verificationGasLimit: '0x1', preVerificationGas: '0x1', maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1' }
 * ```
 */
export type FrameUserOperation = {
  sender: `0x${string}`
  nonce: `0x${string}`
  factory?: `0x${string}`
  factoryData?: `0x${string}`
  callData: `0x${string}`
  callGasLimit: `0x${string}`
  verificationGasLimit: `0x${string}`
  preVerificationGas: `0x${string}`
  maxFeePerGas: `0x${string}`
  maxPriorityFeePerGas: `0x${string}`
  paymaster?: `0x${string}`
  paymasterVerificationGasLimit?: `0x${string}`
  paymasterPostOpGasLimit?: `0x${string}`
  paymasterData?: `0x${string}`
}

/**
 * A request from the page to the frame.
 *
 * @example
 * ```ts
 * const request: FrameRequest = { channel: FRAME_CHANNEL, id: 1, method: 'disconnect', params: {} }
 * ```
 */
export type FrameRequest<M extends FrameMethod = FrameMethod> = {
  channel: typeof FRAME_CHANNEL
  id: number
  method: M
  params: FrameMethods[M]['params']
}

/**
 * The frame's answer to the request with the same `id`: `result`, or `error`.
 *
 * @example
 * ```ts
 * const response: FrameResponse = { channel: FRAME_CHANNEL, id: 1, error: { code: 'NOT_CONNECTED', message: 'No wallet is loaded' } }
 * ```
 */
export type FrameResponse =
  | { channel: typeof FRAME_CHANNEL; id: number; result: unknown }
  | { channel: typeof FRAME_CHANNEL; id: number; error: { code: string; message: string } }

/**
 * Sent once by the frame to its parent (to each allowed origin) when it is ready for requests.
 *
 * @example
 * ```ts
 * const ready: FrameReady = { channel: FRAME_CHANNEL, type: 'ready' }
 * ```
 */
export type FrameReady = { channel: typeof FRAME_CHANNEL; type: 'ready' }

/**
 * Sent by the frame when it needs the visitor (`visible: true`: the page shows the iframe over the
 * page, focused) and when it is done (`visible: false`: hidden again).
 *
 * @example
 * ```ts
 * const show: FrameUi = { channel: FRAME_CHANNEL, type: 'ui', visible: true }
 * ```
 */
export type FrameUi = { channel: typeof FRAME_CHANNEL; type: 'ui'; visible: boolean }

/**
 * Sent by the page to the frame when it shows it: the app's theme (`data-latch-theme` on an
 * ancestor of the iframe, as Latch's own theme reads it), so the frame's prompts match the app
 * rather than only the system setting. No `scheme`: follow the system.
 *
 * @example
 * ```ts
 * const theme: FrameTheme = { channel: FRAME_CHANNEL, type: 'theme', scheme: 'dark' }
 * ```
 */
export type FrameTheme = { channel: typeof FRAME_CHANNEL; type: 'theme'; scheme?: 'light' | 'dark' }

/**
 * Error codes the frame answers with.
 *
 * @example
 * ```ts
 * if (response.error.code === FRAME_ERROR_CODES.notConnected) await channel.call('connect', { token })
 * ```
 */
export const FRAME_ERROR_CODES = {
  notConnected: 'NOT_CONNECTED',
  unauthorized: 'UNAUTHORIZED',
  invalidParams: 'INVALID_PARAMS',
  unknownMethod: 'UNKNOWN_METHOD',
  notSigner: 'NOT_SIGNER',
  internal: 'INTERNAL',
  /** The visitor closed the frame's recovery prompt: nothing changed. */
  recoveryCancelled: 'RECOVERY_CANCELLED',
  /** The recovery kit given is not this account's (or was changed). */
  recoveryWrong: 'RECOVERY_WRONG',
  /** Too many wrong recovery kits for this account: try again later. */
  recoveryLocked: 'RECOVERY_LOCKED',
  /** This device was revoked: it no longer gets the auth share. */
  deviceRevoked: 'DEVICE_REVOKED',
  /** The visitor closed the passkey prompt, or the browser's passkey dialog was dismissed or failed. */
  passkeyCancelled: 'PASSKEY_CANCELLED',
  /**
   * The auth service refused the passkey (a replayed or expired ceremony, another site's passkey, an
   * unknown one, a counter that did not grow): the service's code is in the message.
   */
  passkeyRefused: 'PASSKEY_REFUSED',
} as const
