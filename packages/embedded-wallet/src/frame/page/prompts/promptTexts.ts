/**
 * What the key frame's prompts say to the visitor. Defined once; the frame page shows nothing else.
 *
 * @example
 * ```ts
 * heading.textContent = PROMPT_TEXTS.kitTitle
 * ```
 */
export const PROMPT_TEXTS = {
  kitTitle: 'Save your recovery kit',
  kitWhy:
    'With this kit you can open this wallet on a new device, or without this app’s server. Keep it somewhere safe and private.',
  kitCodeLabel: 'Recovery code',
  kitDownload: 'Download kit',
  kitPrint: 'Print',
  kitSaved: 'I saved my recovery kit',
  kitFileName: 'latch-recovery-kit.json',
  askTitle: 'Recover your wallet',
  askWhy:
    'This device has no key for your wallet yet. Enter the code of your recovery kit, or choose the kit file.',
  askCodeLabel: 'Recovery code',
  askCodePlaceholder: 'XXXX-XXXX-XXXX-…',
  askFileLabel: 'Or choose the kit file',
  askFileChosen: 'Kit file chosen:',
  askFileTooLarge: 'This file is not a recovery kit (too large).',
  askFileUnreadable: 'This file could not be read.',
  askRecover: 'Recover',
  revealTitle: 'Export your wallet',
  revealWarning:
    'Anyone with your recovery phrase or private keys controls this wallet and everything in it. Never share them, and never type them into a website. This app never sees them: they stay in this secure window.',
  revealConfirm: 'Show recovery phrase',
  revealPhraseTitle: 'Your recovery phrase',
  revealPhraseHint: 'Write these words down in order. They import into any BIP-39 wallet.',
  revealKeys: 'Show private keys',
  revealEvmKey: 'EVM private key',
  revealSolanaKey: 'Solana secret key',
  passkeyTitle: { signUp: 'Create a passkey', signIn: 'Sign in with a passkey', add: 'Add a passkey' },
  passkeyWhy:
    'Your device asks for your fingerprint, face or screen lock. The passkey stays on your device and can also open your wallet on a new device.',
  passkeyContinue: 'Continue with a passkey',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text and copy it',
  cancel: 'Cancel',
  done: 'Done',
  attemptsLeft: (n: number) => (n === 1 ? '1 attempt left.' : `${n} attempts left.`),
} as const
