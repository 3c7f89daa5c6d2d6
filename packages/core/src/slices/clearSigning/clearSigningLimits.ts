/**
 * Caps of clear-signing input: a descriptor larger than these is refused, calldata longer than
 * `calldataBytes` is not decoded (shown as an unknown call), an array longer than `arrayItems` is
 * refused.
 *
 * @example
 * ```ts
 * if (json.length > CLEAR_SIGNING_LIMITS.descriptorBytes) refuse()
 * ```
 */
export const CLEAR_SIGNING_LIMITS = {
  /** Bytes of one descriptor as JSON. */
  descriptorBytes: 64_000,
  /** Descriptors the app may give. */
  descriptors: 64,
  /** Formats (functions) in one descriptor. */
  formats: 64,
  /** Fields of one format, and definitions of one descriptor. */
  fields: 32,
  /** Parameters of one function. */
  parameters: 16,
  /** Deployments of one descriptor. */
  deployments: 64,
  /** Characters of a label, intent, path, message or signature. */
  text: 200,
  /** Bytes of call data decoded. */
  calldataBytes: 16_384,
  /** Items of one decoded array. */
  arrayItems: 256,
} as const
