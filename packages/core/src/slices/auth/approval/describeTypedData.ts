/**
 * One labelled line of what a request signs: a typed-data domain entry or message field.
 *
 * @example
 * ```ts
 * const field: ApprovalField = { label: 'from.wallet', value: '0xCD2a…' }
 * ```
 */
export type ApprovalField = { label: string; value: string }

/** At most this many fields are listed (the rest are counted), each value cut to this length. */
export const TYPED_DATA_MAX_FIELDS = 64
const VALUE_MAX = 256
const DEPTH_MAX = 8
const DOMAIN_KEYS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const
const DOMAIN_LABELS: Record<(typeof DOMAIN_KEYS)[number], string> = {
  name: 'App',
  version: 'Version',
  chainId: 'Chain ID',
  verifyingContract: 'Contract',
  salt: 'Salt',
}

const text = (value: unknown): string => {
  const shown =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean'
        ? String(value)
        : value === null
          ? 'null'
          : ''
  return shown.length > VALUE_MAX ? `${shown.slice(0, VALUE_MAX)}…` : shown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The message's leaves as `a.b[0].c` paths, depth-first, capped in number and depth. */
function flatten(value: unknown, path: string, out: ApprovalField[], depth: number): void {
  // one past the cap, so the caller can tell that fields were left out
  if (out.length > TYPED_DATA_MAX_FIELDS) return
  if (Array.isArray(value) || isRecord(value)) {
    if (depth >= DEPTH_MAX) {
      out.push({ label: path, value: '…' })
      return
    }
    const entries = Array.isArray(value)
      ? value.map((item, index) => [`${path}[${index}]`, item] as const)
      : Object.keys(value).map((key) => [path ? `${path}.${key}` : key, value[key]] as const)
    if (entries.length === 0) out.push({ label: path, value: Array.isArray(value) ? '[]' : '{}' })
    for (const [childPath, child] of entries) flatten(child, childPath, out, depth + 1)
    return
  }
  out.push({ label: path, value: text(value) })
}

/**
 * Reads EIP-712 typed data (as sent to `eth_signTypedData_v4`: an object or its JSON text) into
 * what the user should see: the domain (which app and contract asks, on which chain), the primary
 * type, and the message's fields as labelled lines. Anything that is not typed data gives empty
 * lists; the input is untrusted, so the number of fields, their depth and length are capped.
 *
 * @param typedData - The parsed typed data.
 * @returns The domain, primary type and message fields.
 * @example
 * ```ts
 * describeTypedData({ domain: { name: 'Ether Mail', chainId: 1 }, primaryType: 'Mail', message: { contents: 'Hello' } })
 * // { primaryType: 'Mail', domain: [{ label: 'App', value: 'Ether Mail' }, { label: 'Chain ID', value: '1' }],
 * //   fields: [{ label: 'contents', value: 'Hello' }], truncated: false }
 * ```
 */
export function describeTypedData(typedData: unknown): {
  primaryType: string | undefined
  domain: ApprovalField[]
  fields: ApprovalField[]
  truncated: boolean
} {
  if (!isRecord(typedData)) return { primaryType: undefined, domain: [], fields: [], truncated: false }
  const domainValue = typedData.domain
  const domain: ApprovalField[] = []
  if (isRecord(domainValue))
    for (const key of DOMAIN_KEYS)
      if (domainValue[key] !== undefined)
        domain.push({ label: DOMAIN_LABELS[key], value: text(domainValue[key]) })
  const fields: ApprovalField[] = []
  flatten(typedData.message, '', fields, 0)
  return {
    primaryType: typeof typedData.primaryType === 'string' ? text(typedData.primaryType) : undefined,
    domain,
    fields: fields.slice(0, TYPED_DATA_MAX_FIELDS).filter((f) => f.label !== '' || f.value !== ''),
    truncated: fields.length > TYPED_DATA_MAX_FIELDS,
  }
}
