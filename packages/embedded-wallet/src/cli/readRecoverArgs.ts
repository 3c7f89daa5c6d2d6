import { parseArgs } from 'node:util'
import { RecoverError } from '../frame/recover/RecoverError'
import { RECOVER_ERROR_MESSAGES } from '../frame/recover/recoverErrorMessages'

/**
 * What `latch-embedded-wallet recover` was asked to do.
 *
 * @example
 * ```ts
 * const args: RecoverArgs = { kit: 'kit.json', share: 'device-share.txt', export: false, yes: false }
 * ```
 */
export type RecoverArgs = {
  /** The kit: a file's path, or the recovery code itself. */
  kit: string
  /** The other share: a file's path, or the share's text. */
  share: string
  /** A text message to sign with both accounts. */
  signMessage?: string
  /** A JSON file (or JSON text) of an EIP-1559 transaction to sign. */
  signEvmTransaction?: string
  /** Print the recovery phrase (after a typed confirmation unless `yes`). */
  export: boolean
  /** Skip the typed confirmation of `export`. */
  yes: boolean
}

/**
 * Reads the command's arguments: the `recover` command, then `--kit` and `--share` (both
 * required) and the optional `--sign-message`, `--sign-evm-transaction`, `--export` and `--yes`.
 *
 * @param argv - The arguments after the program name (`process.argv.slice(2)`).
 * @returns The parsed arguments.
 * @throws {RecoverError} `USAGE` for another command, an unknown option or a missing one.
 * @example
 * ```ts
 * readRecoverArgs(['recover', '--kit', 'kit.json', '--share', 'AEAQ-…']).kit // 'kit.json'
 * ```
 */
export function readRecoverArgs(argv: readonly string[]): RecoverArgs {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (cause) {
    throw usage(cause)
  }
  const { values, positionals } = parsed
  if (positionals.length !== 1 || positionals[0] !== 'recover') throw usage()
  if (values.kit === undefined || values.share === undefined) throw usage()
  return {
    kit: values.kit,
    share: values.share,
    ...(values['sign-message'] === undefined ? {} : { signMessage: values['sign-message'] }),
    ...(values['sign-evm-transaction'] === undefined
      ? {}
      : { signEvmTransaction: values['sign-evm-transaction'] }),
    export: values.export === true,
    yes: values.yes === true,
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      kit: { type: 'string' },
      share: { type: 'string' },
      'sign-message': { type: 'string' },
      'sign-evm-transaction': { type: 'string' },
      export: { type: 'boolean' },
      yes: { type: 'boolean' },
    },
  })
}

function usage(cause?: unknown): RecoverError {
  return new RecoverError(RECOVER_ERROR_MESSAGES.USAGE, {
    code: 'USAGE',
    ...(cause === undefined ? {} : { cause }),
  })
}
