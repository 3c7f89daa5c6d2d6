import type { ValidationErrorCode } from '../shared/errors/errorCodes'
import { ValidationError } from '../shared/errors/errors'
import { parseCaipNetworkId } from '../shared/networks/caip'
import type { CaipNetwork } from '../shared/networks/types'
import { isLatchMessages } from '../slices/i18n/isLatchMessages'
import type { LatchOptions } from './options'

const fail = (message: string, code: ValidationErrorCode): never => {
  throw new ValidationError(message, { code })
}

/**
 * Checks `createLatch` options before anything is created: at least one well-formed network, no
 * duplicate network, at most one adapter per namespace, each adapter with networks of its
 * namespace, a default network among the networks, a non-empty projectId when given, and the
 * language options' shape: `locale` a BCP 47 tag, `messages` strings by key (nested or dotted),
 * `locales` made with `defineLocale` (whether each override key names a string is told when the
 * strings load, with the catalogue).
 *
 * @param options - What the app passed.
 * @returns The default network.
 * @throws {ValidationError} naming the first problem.
 * @example
 * ```ts
 * const defaultNetwork = validateOptions({ adapters: [], networks: [mainnet] }) // mainnet
 * ```
 */
export function validateOptions(options: LatchOptions): CaipNetwork {
  if (typeof options !== 'object' || options === null)
    fail('createLatch needs an options object', 'INVALID_OPTIONS')
  if (!Array.isArray(options.adapters))
    fail('options.adapters must be an array of chain adapters', 'INVALID_ADAPTERS')
  if (!Array.isArray(options.networks) || options.networks.length === 0)
    fail('options.networks must list at least one network', 'NO_NETWORKS')
  const seen = new Set<string>()
  for (const network of options.networks) {
    const id = network?.caipNetworkId
    if (typeof id !== 'string') return fail('Every network needs a caipNetworkId', 'INVALID_NETWORK')
    const { namespace } = parseCaipNetworkId(id)
    if (namespace !== network.chainNamespace)
      fail(`Network "${id}" has chainNamespace "${network.chainNamespace}"`, 'INVALID_NETWORK')
    if (seen.has(id)) fail(`Network "${id}" is listed twice`, 'DUPLICATE_NETWORK')
    seen.add(id)
  }
  const namespaces = new Set<string>()
  for (const adapter of options.adapters) {
    const ns = adapter?.namespace
    if (typeof ns !== 'string') return fail('Every adapter needs a namespace', 'INVALID_ADAPTERS')
    if (namespaces.has(ns)) fail(`Two adapters serve namespace "${ns}"`, 'DUPLICATE_ADAPTER')
    namespaces.add(ns)
    if (!options.networks.some((n) => n.chainNamespace === ns))
      fail(`The "${ns}" adapter has no network in options.networks`, 'NO_NETWORKS')
  }
  if (
    options.projectId !== undefined &&
    (typeof options.projectId !== 'string' || options.projectId.trim() === '')
  )
    fail('options.projectId must be a non-empty string', 'INVALID_PROJECT_ID')
  if (options.locale !== undefined) {
    const tag = options.locale as unknown
    let valid = typeof tag === 'string'
    try {
      if (valid) Intl.getCanonicalLocales(tag as string)
    } catch {
      valid = false
    }
    if (!valid)
      fail(`options.locale "${String(tag).slice(0, 64)}" is not a BCP 47 locale tag`, 'INVALID_LOCALE')
  }
  if (options.messages !== undefined && !isLatchMessages(options.messages))
    fail(
      'options.messages must be an object of strings by key (at most 6 levels, 2000 strings of 4096 characters)',
      'INVALID_MESSAGES',
    )
  const locales = options.locales as unknown
  if (
    locales !== undefined &&
    (!Array.isArray(locales) ||
      locales.some(
        (l) => typeof l?.locale !== 'string' || typeof l.messages !== 'object' || l.messages === null,
      ))
  )
    fail('options.locales must be an array of locales made with defineLocale', 'INVALID_LOCALES')
  const wanted = options.defaultNetwork
  const defaultId = typeof wanted === 'string' ? wanted : wanted?.caipNetworkId
  const found =
    defaultId === undefined
      ? options.networks[0]
      : options.networks.find((n) => n.caipNetworkId === defaultId)
  if (!found)
    return fail(
      `options.defaultNetwork "${String(defaultId)}" is not in options.networks`,
      'NETWORK_NOT_FOUND',
    )
  return found
}
