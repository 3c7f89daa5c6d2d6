import type { CaipNetwork } from '@latch/core/kit'
import { DEFAULT_NAMESPACE_METHODS, type PairingNamespace } from './defaultNamespaceMethods'

/**
 * One namespace of a session proposal, with the RPC endpoints the provider may use for reads.
 *
 * @example
 * ```ts
 * const ns: ProposalNamespace = { chains: ['eip155:1'], methods: ['personal_sign'], events: [], rpcMap: {} }
 * ```
 */
export type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL per chain, keyed by both the CAIP-2 id and the bare reference. */
  rpcMap: Record<string, string>
}

/**
 * Required and optional namespaces of a proposal.
 *
 * @example
 * ```ts
 * const { required, optional } = buildProposalNamespaces(networks, { required: ['eip155'] })
 * ```
 */
export type ProposalNamespaces = {
  required: Record<string, ProposalNamespace>
  optional: Record<string, ProposalNamespace>
}

/**
 * Builds the proposal's namespaces from the app's own networks: one namespace per chain family the
 * pairing protocol serves (eip155, solana, stacks, bip122), the SPEC's methods for it (or the app's
 * override), and an `rpcMap` made only of the networks' own `rpcUrls`, so the provider never falls
 * back to a hosted RPC. Namespaces listed in `required` go in `requiredNamespaces`, the others in
 * `optionalNamespaces`.
 *
 * @param networks - The app's networks.
 * @param options - Which namespaces are required, and per-namespace method overrides.
 * @returns The required and optional namespaces.
 * @example
 * ```ts
 * buildProposalNamespaces([localEvm, solanaLocal], { required: ['eip155'] }).optional.solana?.chains
 * ```
 */
export function buildProposalNamespaces(
  networks: readonly CaipNetwork[],
  options: { required?: readonly string[]; methods?: Partial<Record<string, readonly string[]>> } = {},
): ProposalNamespaces {
  const all: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const key = network.chainNamespace
    if (!(key in DEFAULT_NAMESPACE_METHODS)) continue
    const defaults = DEFAULT_NAMESPACE_METHODS[key as PairingNamespace]
    const entry = all[key] ?? {
      chains: [],
      methods: [...(options.methods?.[key] ?? defaults.methods)],
      events: [...defaults.events],
      rpcMap: {},
    }
    all[key] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const url = network.rpcUrls.default.http[0]
    if (url) {
      entry.rpcMap[network.caipNetworkId] = url
      entry.rpcMap[network.id] = url
    }
  }
  const required: Record<string, ProposalNamespace> = {}
  const optional: Record<string, ProposalNamespace> = {}
  for (const [key, value] of Object.entries(all)) {
    if (options.required?.includes(key)) required[key] = value
    else optional[key] = value
  }
  return { required, optional }
}
