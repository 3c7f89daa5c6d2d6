import { LatchError } from '@latch/core/kit'
import { recoverWallet } from '../frame/recover/recoverWallet'
import {
  RECOVERED_TRANSACTION_MAX_LENGTH,
  signRecoveredEvmTransaction,
} from '../frame/recover/signRecoveredEvmTransaction'
import { signRecoveredMessage } from '../frame/recover/signRecoveredMessage'
import { RECOVERY_KIT_MAX_LENGTH } from '../shares/recoveryKit'
import { askExportConfirmation } from './askExportConfirmation'
import { readRecoverArgs } from './readRecoverArgs'
import { readTextArgument } from './readTextArgument'
import { RECOVER_COMMAND_TEXTS as TEXTS } from './recoverCommandTexts'

/**
 * The streams the command reads and writes (the process's own in the `bin`).
 *
 * @example
 * ```ts
 * const io: RecoverCommandIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }
 * ```
 */
export type RecoverCommandIo = {
  stdin: NodeJS.ReadableStream
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream
}

/**
 * `latch-embedded-wallet recover`: rebuilds the wallet from the recovery kit and another share with
 * no server and no network, prints its addresses, and on request signs a message (EIP-191 and
 * Solana ed25519), signs an EIP-1559 transaction given as JSON, or prints the recovery phrase after
 * the visitor types `EXPORT` (or with `--yes`). Any failure prints one line to stderr, the typed
 * error's catalogue message, and gives exit code 1.
 *
 * @param argv - The arguments after the program name.
 * @param io - The streams.
 * @returns The exit code: 0, or 1 on any failure.
 * @example
 * ```ts
 * process.exitCode = await runRecoverCommand(['recover', '--kit', 'kit.json', '--share', 'share.txt'], process)
 * ```
 */
export async function runRecoverCommand(argv: readonly string[], io: RecoverCommandIo): Promise<number> {
  const print = (label: string, value: string) => io.stdout.write(`${label}: ${value}\n`)
  try {
    const args = readRecoverArgs(argv)
    const kit = await readTextArgument(args.kit, RECOVERY_KIT_MAX_LENGTH)
    const share = await readTextArgument(args.share, RECOVERY_KIT_MAX_LENGTH)
    const transaction =
      args.signEvmTransaction === undefined
        ? undefined
        : await readTextArgument(args.signEvmTransaction, RECOVERED_TRANSACTION_MAX_LENGTH)
    const { keys, mnemonic } = await recoverWallet(kit, share)
    print(TEXTS.evmAddress, keys.accounts.evm)
    print(TEXTS.solanaAddress, keys.accounts.solana)
    if (args.signMessage !== undefined) {
      const signatures = await signRecoveredMessage(keys, args.signMessage)
      print(TEXTS.evmSignature, signatures.evm)
      print(TEXTS.solanaSignature, signatures.solana)
    }
    if (transaction !== undefined)
      print(TEXTS.evmTransaction, await signRecoveredEvmTransaction(keys, transaction))
    if (args.export) {
      if (!args.yes) await askExportConfirmation(io.stdin, io.stderr)
      print(TEXTS.phrase, mnemonic)
    }
    return 0
  } catch (error) {
    io.stderr.write(`${TEXTS.errorPrefix}: ${describeError(error)}\n`)
    return 1
  }
}

/** The error's catalogue message (a Latch error's `shortMessage`, with its details), on one line. */
function describeError(error: unknown): string {
  const text =
    error instanceof LatchError
      ? `${error.shortMessage}${error.details ? ` (${error.details})` : ''}`
      : error instanceof Error
        ? error.message
        : String(error)
  return text.split('\n')[0] ?? ''
}
