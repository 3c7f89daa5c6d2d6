import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import type { SiwxAccount, SiwxConfig } from './types'

/**
 * A connected account on a network sign-in supports, with that network.
 *
 * @example
 * ```ts
 * const covered: CoveredAccount = { namespace: 'eip155', address: '0xf39F...', connectorId: 'ID_AUTH', network: mainnet }
 * ```
 */
export type CoveredAccount = SiwxAccount & { network: CaipNetwork }

/**
 * Where the connected accounts stand with sign-in: the ones it covers (on a network it supports),
 * split into those with a session and those without, each in the order given.
 *
 * @example
 * ```ts
 * const { withoutSession } = await readSignInStanding({ siwx, accounts, networkOf })
 * ```
 */
export type SignInStanding = {
  covered: CoveredAccount[]
  withSession: CoveredAccount[]
  withoutSession: CoveredAccount[]
}

/**
 * Reads the sessions of every connected account that sign-in covers. An account whose namespace
 * has no active network, or whose network sign-in does not support, is not covered.
 *
 * @param input - The sign-in config, the accounts (the active namespace's first) and each namespace's active network.
 * @returns The standing.
 * @throws Whatever `siwx.getSessions` throws (the caller treats it as a failed sign-in check).
 * @example
 * ```ts
 * const standing = await readSignInStanding({ siwx, accounts: deps.getAccounts(), networkOf: deps.getActiveNetwork })
 * standing.withoutSession[0] // the account to ask next
 * ```
 */
export async function readSignInStanding(input: {
  siwx: SiwxConfig
  accounts: readonly SiwxAccount[]
  networkOf: (namespace: ChainNamespace) => CaipNetwork | undefined
}): Promise<SignInStanding> {
  const { siwx } = input
  const covered: CoveredAccount[] = []
  for (const account of input.accounts) {
    const network = input.networkOf(account.namespace)
    if (network && (!siwx.supportsNetwork || siwx.supportsNetwork(network)))
      covered.push({ ...account, network })
  }
  const withSession: CoveredAccount[] = []
  const withoutSession: CoveredAccount[] = []
  for (const account of covered) {
    const sessions = await siwx.getSessions(account.network.caipNetworkId, account.address)
    ;(sessions.length > 0 ? withSession : withoutSession).push(account)
  }
  return { covered, withSession, withoutSession }
}
