import { EVM_TEST_WALLET_ICON } from '@latch/icons/test-wallets'

/**
 * EIP-6963 provider info a test wallet announces.
 *
 * @example
 * ```ts
 * const info: TestWalletInfo = { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'dev.latch.test' }
 * ```
 */
export type TestWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/**
 * A request for {@link TestWalletProvider.request}, as EIP-1193 defines it.
 *
 * @example
 * ```ts
 * await provider.request({ method: 'eth_chainId' })
 * ```
 */
export type TestWalletRequest = { method: string; params?: readonly unknown[] | Record<string, unknown> }

/**
 * The EIP-1193 provider of a test wallet.
 *
 * @example
 * ```ts
 * const [address] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[]
 * ```
 */
export type TestWalletProvider = {
  request(args: TestWalletRequest): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): TestWalletProvider
  removeListener(event: string, listener: (...args: unknown[]) => void): TestWalletProvider
}

/**
 * A rule that makes the test wallet fail a request, like a user pressing "Reject".
 *
 * @example
 * ```ts
 * wallet.rejectNext({ method: 'personal_sign' }) // code 4001, "User rejected the request."
 * ```
 */
export type TestWalletRejection = {
  /** Only requests of this method; any method when absent. */
  method?: string
  /** Error code; defaults to 4001 (EIP-1193 user rejected). */
  code?: number
  /** Error message; defaults to "User rejected the request.". */
  message?: string
}

/**
 * The controls of a test wallet, the same in Node (`TestWallet`, addresses typed `0x…`) and in
 * a page (`PageTestWalletControls`, addresses as plain strings).
 *
 * @example
 * ```ts
 * const controls: TestWalletControls = wallet
 * controls.rejectNext({ method: 'personal_sign' })
 * ```
 */
export type TestWalletControls<AddressType extends string = string> = {
  /** Fails the next matching request (default code 4001), once. */
  rejectNext(rejection?: TestWalletRejection): void
  /** Fails every matching request until `clearRejections()`. */
  rejectAlways(rejection?: TestWalletRejection): void
  /** Removes every rejection rule. */
  clearRejections(): void
  /** Waits this many milliseconds before answering each request (fake timers apply). */
  setDelay(ms: number): void
  /** Makes `address` the active account and emits `accountsChanged` when authorised. */
  switchAccount(address: AddressType): void
  /** Switches to a known chain and emits `chainChanged`, as if the user switched in the wallet. */
  switchChain(chainId: number): void
  /** Revokes the page's authorisation and emits `accountsChanged([])` and `disconnect`. */
  disconnect(): void
}

/**
 * The error a test wallet throws: an EIP-1193 `ProviderRpcError` shape (`code`, `message`, `data`).
 *
 * @example
 * ```ts
 * throw new TestWalletRpcError(4001, 'User rejected the request.')
 * ```
 */
export class TestWalletRpcError extends Error {
  override name = 'TestWalletRpcError'
  /** EIP-1193 / JSON-RPC error code. */
  readonly code: number
  /** Extra data, if any. */
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** Default icon of test wallets: the EVM test-wallet mark of `@latch/icons`, an SVG data URL (no network request). */
export const TEST_WALLET_ICON: string = EVM_TEST_WALLET_ICON
