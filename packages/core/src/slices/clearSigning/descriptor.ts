/**
 * The ERC-7730 field formats Latch reads. `raw`, `duration`, `unit` and `calldata` show the value
 * as it is; the others are read as their names say.
 *
 * @example
 * ```ts
 * const format: FieldFormat = 'tokenAmount'
 * ```
 */
export type FieldFormat =
  | 'raw'
  | 'amount'
  | 'tokenAmount'
  | 'addressName'
  | 'date'
  | 'enum'
  | 'nftName'
  | 'duration'
  | 'unit'
  | 'calldata'

/**
 * A field of a checked descriptor: where its value is (`to`, `ids.[]`, `@.value`), its label,
 * format and the format's parameters, constants already resolved.
 *
 * @example
 * ```ts
 * const field: DescriptorField = { path: 'value', label: 'Amount', format: 'tokenAmount', tokenPath: '@.to' }
 * ```
 */
export type DescriptorField = {
  path: string
  label: string
  format: FieldFormat
  /** tokenAmount: where the token's address is. */
  tokenPath?: string
  /** tokenAmount: the token's address, when fixed. */
  token?: string
  /** tokenAmount: at or over this amount the value shows as `message` and is flagged unlimited. */
  threshold?: bigint
  message?: string
  /** enum: value to label. */
  enumLabels?: Readonly<Record<string, string>>
  /** date: seconds since epoch or a block height. */
  encoding?: 'timestamp' | 'blockheight'
}

/**
 * One function of a checked descriptor: its selector (keccak256 of the canonical signature), the
 * parameters' names and canonical types, the intent and the fields to show.
 *
 * @example
 * ```ts
 * const fn: DescriptorFunction = { selector: '0x095ea7b3', signature: 'approve(address,uint256)', names: ['spender', 'value'], types: ['address', 'uint256'], intent: 'Approve', fields: [] }
 * ```
 */
export type DescriptorFunction = {
  selector: string
  signature: string
  names: string[]
  types: string[]
  intent: string
  fields: DescriptorField[]
}

/**
 * One EIP-712 message of a checked descriptor: its primary type, the intent and the fields to show
 * (paths into the message, `@.to` the verifying contract, `@.from` the signer).
 *
 * @example
 * ```ts
 * const permit: DescriptorMessage = { primaryType: 'Permit', intent: 'Permit', fields: [] }
 * ```
 */
export type DescriptorMessage = { primaryType: string; intent: string; fields: DescriptorField[] }

/**
 * An ERC-7730 contract descriptor after {@link validateDescriptor}: where it applies (its
 * deployments; any contract when it has none, as the standards' own descriptors), the token it
 * describes (`metadata.token`), and its functions.
 *
 * @example
 * ```ts
 * const descriptor: ClearDescriptor = { owner: 'Swapper', deployments: [{ chainId: 1, address: '0xabc…' }], functions: [], messages: [] }
 * ```
 */
export type ClearDescriptor = {
  owner: string | undefined
  /** `metadata.token`: the contract is this token (its symbol and decimals name its amounts). */
  token?: { symbol: string; decimals: number }
  /** Lower-case addresses; undefined: any contract. */
  deployments: { chainId: number; address: string }[] | undefined
  functions: DescriptorFunction[]
  /** EIP-712 messages (`context.eip712`); its deployments are the verifying contracts. */
  messages: DescriptorMessage[]
}
