/**
 * What `latch-embedded-wallet recover` prints, defined once. Each result line is `label: value`,
 * so a script can read the line it needs.
 *
 * @example
 * ```ts
 * `${RECOVER_COMMAND_TEXTS.evmAddress}: ${keys.accounts.evm}`
 * ```
 */
export const RECOVER_COMMAND_TEXTS = Object.freeze({
  evmAddress: 'EVM address',
  solanaAddress: 'Solana address',
  evmSignature: 'EVM signature (EIP-191)',
  solanaSignature: 'Solana signature (ed25519, base58)',
  evmTransaction: 'Signed EVM transaction',
  phrase: 'Recovery phrase',
  /** The word the visitor types to have the phrase printed. */
  confirmWord: 'EXPORT',
  confirmExport: 'Anyone who sees the recovery phrase controls this wallet. Type EXPORT to print it: ',
  /** Put before every error line (stderr). */
  errorPrefix: 'latch-embedded-wallet',
})
