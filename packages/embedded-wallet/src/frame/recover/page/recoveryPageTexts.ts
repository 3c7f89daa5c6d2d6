/**
 * The offline recovery page's texts, defined once (English; the page runs with no app and no
 * locale files).
 *
 * @example
 * ```ts
 * RECOVERY_PAGE_TEXTS.title // 'Recover your wallet, offline'
 * ```
 */
export const RECOVERY_PAGE_TEXTS = Object.freeze({
  title: 'Recover your wallet, offline',
  intro:
    "This page rebuilds your wallet from two of its three shares, this device's share and your recovery kit, without the app's server. It makes no network request: you can save it and open it with no connection.",
  shareHeading: "1. This device's share",
  sharesFound: 'Wallet shares stored in this browser for this site:',
  sharesNone: 'No wallet share is stored in this browser for this site. Paste one below.',
  shareOption: (setId: string, userId: string) => `Wallet share ${setId} (account ${userId})`,
  showShare: 'Show as text',
  shareHint:
    'Keep this text with your recovery kit to use the command line: npx @latch/embedded-wallet recover --kit <kit file> --share <this text>',
  pasteOption: 'Paste a device share',
  pasteLabel: 'Device share',
  kitHeading: '2. Your recovery kit',
  kitFile: 'Recovery kit file (.json)',
  kitCode: 'Or type the recovery code',
  rebuild: 'Rebuild the wallet',
  rebuilding: 'Rebuilding…',
  walletHeading: 'Your wallet',
  evmAddress: 'EVM address',
  solanaAddress: 'Solana address',
  messageHeading: 'Sign a message',
  messageLabel: 'Message',
  signMessage: 'Sign message',
  evmSignature: 'EVM signature (EIP-191)',
  solanaSignature: 'Solana signature (ed25519, base58)',
  transactionHeading: 'Sign an EVM transaction',
  transactionLabel:
    'Transaction (JSON: chainId, nonce, to, value, data, gas, maxFeePerGas, maxPriorityFeePerGas as hex)',
  signTransaction: 'Sign transaction',
  signedTransaction: 'Signed transaction (send it with eth_sendRawTransaction from any node)',
  phraseHeading: 'Recovery phrase',
  showPhrase: 'Show the recovery phrase',
  phraseWarning: 'Anyone who sees this phrase controls the wallet. I am alone and no one can see my screen.',
  revealPhrase: 'Reveal',
  savePage: 'Save this page',
  unexpected: 'Something went wrong on this page',
  noScript: 'This page needs JavaScript. It makes no network request.',
})
