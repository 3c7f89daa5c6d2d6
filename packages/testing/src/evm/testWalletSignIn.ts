import type { Address, LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { TestWalletRpcError } from './testWalletTypes'

/**
 * How a test wallet answers ERC-7846 `wallet_connect` (see `CreateTestWalletOptions.signIn`):
 * `true` signs the EIP-4361 message of the `signInWithEthereum` capability as asked; `rewrite`
 * signs what it returns instead (a wallet that signs other fields than the app asked for).
 *
 * @example
 * ```ts
 * const signIn: TestWalletSignIn = { rewrite: (message) => message.replace(/Nonce: .*!/, 'Nonce: other1234') }
 * ```
 */
export type TestWalletSignIn = true | { rewrite?: (message: string) => string }

type SiweCapability = {
  nonce?: string
  chainId?: string
  domain?: string
  uri?: string
  version?: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  scheme?: string
}

const dateOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value))

/**
 * Answers `wallet_connect` as an ERC-7846 wallet with the `signInWithEthereum` capability does: the
 * connected accounts, and for the first one the EIP-4361 message built from the capability's fields
 * (viem's `createSiweMessage`) with its real signature.
 *
 * @param params - The request's params (`[{ version, capabilities }]`).
 * @param wallet - The active signer and the exposed addresses after authorising.
 * @param signIn - The wallet's sign-in behaviour.
 * @returns The `wallet_connect` result.
 * @throws {TestWalletRpcError} -32602 when the capability lacks a nonce or chain id, or no key signs.
 * @example
 * ```ts
 * return answerWalletConnect(params, { signer: signers[0], addresses: exposed() }, options.signIn)
 * ```
 */
export async function answerWalletConnect(
  params: readonly unknown[],
  wallet: { signer: LocalAccount | undefined; addresses: readonly Address[]; chainId: number },
  signIn: TestWalletSignIn,
): Promise<unknown> {
  const capability = (params[0] as { capabilities?: { signInWithEthereum?: SiweCapability } } | undefined)
    ?.capabilities?.signInWithEthereum
  const accounts = wallet.addresses.map((address) => ({
    address,
    capabilities: {} as Record<string, unknown>,
  }))
  const first = accounts[0]
  if (capability && first) {
    const { signer } = wallet
    if (!signer || !capability.nonce || !capability.chainId)
      throw new TestWalletRpcError(-32602, 'signInWithEthereum needs a nonce, a chain id and a key')
    const issuedAt = dateOf(capability.issuedAt)
    const expirationTime = dateOf(capability.expirationTime)
    const notBefore = dateOf(capability.notBefore)
    const written = createSiweMessage({
      address: signer.address,
      chainId: Number(capability.chainId),
      domain: capability.domain ?? 'localhost',
      uri: capability.uri ?? 'http://localhost',
      version: '1',
      nonce: capability.nonce,
      ...(issuedAt ? { issuedAt } : {}),
      ...(expirationTime ? { expirationTime } : {}),
      ...(notBefore ? { notBefore } : {}),
      ...(capability.statement ? { statement: capability.statement } : {}),
      ...(capability.requestId ? { requestId: capability.requestId } : {}),
      ...(capability.resources ? { resources: capability.resources } : {}),
      ...(capability.scheme ? { scheme: capability.scheme } : {}),
    })
    const message = signIn === true || !signIn.rewrite ? written : signIn.rewrite(written)
    first.capabilities.signInWithEthereum = { message, signature: await signer.signMessage({ message }) }
  }
  return { accounts, chainIds: [`0x${wallet.chainId.toString(16)}`] }
}
