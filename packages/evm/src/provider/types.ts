/**
 * The EIP-1193 provider surface Latch uses.
 *
 * @example
 * ```ts
 * const chainId = await provider.request({ method: 'eth_chainId' })
 * ```
 */
export type Eip1193Provider = {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/**
 * EIP-6963 provider info.
 *
 * @example
 * ```ts
 * const info: Eip6963ProviderInfo = { uuid: '...', name: 'MetaMask', icon: 'data:...', rdns: 'io.metamask' }
 * ```
 */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/**
 * The `detail` of an `eip6963:announceProvider` event.
 *
 * @example
 * ```ts
 * window.addEventListener('eip6963:announceProvider', (e) => console.log((e as CustomEvent<Eip6963ProviderDetail>).detail.info.name))
 * ```
 */
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }
