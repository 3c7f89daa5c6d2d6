import {
  bytesToHex,
  formatUnits,
  isSameAddress,
  type PsbtPreviewInput,
  type PsbtPreviewOutput,
  type RequestPreview,
  ValidationError,
} from '@latch/core/kit'
import { STACKS_REQUEST_MESSAGES } from '../errors/requestMessages'
import { loadBtcSigner } from '../request/loadBtcSigner'
import { base64ToBytes } from '../utils/bytes'
import type { BitcoinNetworkKind } from '../validation/assertBitcoinAddress'

/** Longest PSBT (base64) previewed: 400 KB of text, far above any transaction a wallet signs for an app. */
export const MAX_PREVIEW_PSBT_CHARS = 400_000
/** Most inputs or outputs previewed. */
export const MAX_PREVIEW_PSBT_ENTRIES = 500

const OP_RETURN = 0x6a

const invalidPsbt = (details: string, cause?: unknown) =>
  new ValidationError(STACKS_REQUEST_MESSAGES.invalidPsbt, { code: 'INVALID_PSBT', details, cause })

const btcText = (sats: bigint) => `${formatUnits(sats, 8)} BTC`

/**
 * A `signPsbt` request decoded locally (`@scure/btc-signer`, loaded here): each input's outpoint,
 * address and amount (from its witness or full previous transaction; absent when the PSBT carries
 * neither), whether it is the visitor's and asked to be signed; each output's address (or script
 * kind), amount and whether it is change (back to one of the visitor's addresses); the fee (sum in
 * − sum out), `unknown` when an input lacks its amount. Params are untrusted: the PSBT is capped at
 * {@link MAX_PREVIEW_PSBT_CHARS} characters and {@link MAX_PREVIEW_PSBT_ENTRIES} inputs and outputs.
 *
 * @param params - `{ psbt, signInputs }` as the app sent them.
 * @param accounts - The visitor's Bitcoin addresses.
 * @param network - The network the addresses are read for.
 * @returns The preview.
 * @throws {ValidationError} `INVALID_PSBT` when the PSBT cannot be read or spends less than it pays.
 * @example
 * ```ts
 * const preview = await previewBitcoinPsbt({ psbt, signInputs: [{ index: 0, address }] }, [address], 'testnet')
 * ```
 */
export async function previewBitcoinPsbt(
  params: unknown,
  accounts: readonly string[],
  network: BitcoinNetworkKind,
): Promise<Extract<RequestPreview, { kind: 'bitcoinPsbt' }>> {
  const { psbt, signInputs } = (typeof params === 'object' && params !== null ? params : {}) as {
    psbt?: unknown
    signInputs?: unknown
  }
  if (typeof psbt !== 'string' || psbt.length > MAX_PREVIEW_PSBT_CHARS)
    throw invalidPsbt('the psbt is not base64 text of at most 400 000 characters')
  const bytes = base64ToBytes(psbt)
  if (!bytes) throw invalidPsbt('the psbt is not base64')
  const btc = await loadBtcSigner()
  const net = network === 'mainnet' ? btc.NETWORK : btc.TEST_NETWORK
  let tx: InstanceType<typeof btc.Transaction>
  try {
    tx = btc.Transaction.fromPSBT(bytes, { allowUnknownOutputs: true, allowUnknownInputs: true })
  } catch (cause) {
    throw invalidPsbt('the psbt does not decode', cause)
  }
  if (tx.inputsLength > MAX_PREVIEW_PSBT_ENTRIES || tx.outputsLength > MAX_PREVIEW_PSBT_ENTRIES)
    throw invalidPsbt(`over ${MAX_PREVIEW_PSBT_ENTRIES} inputs or outputs`)
  const own = (address: string | undefined) =>
    address !== undefined && accounts.some((account) => isSameAddress('bip122', account, address))
  const addressOf = (script: Uint8Array): string | undefined => {
    try {
      return btc.Address(net).encode(btc.OutScript.decode(script))
    } catch {
      return undefined
    }
  }
  const toSign = new Set(
    (Array.isArray(signInputs) ? signInputs : [])
      .slice(0, MAX_PREVIEW_PSBT_ENTRIES)
      .map((entry) => (entry as { index?: unknown } | null)?.index)
      .filter((index): index is number => Number.isInteger(index)),
  )
  const inputs: PsbtPreviewInput[] = []
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i)
    if (!input.txid || input.index === undefined) throw invalidPsbt(`input ${i} has no outpoint`)
    const spent = input.witnessUtxo ?? input.nonWitnessUtxo?.outputs[input.index]
    if (input.nonWitnessUtxo && !input.witnessUtxo && !spent)
      throw invalidPsbt(`input ${i} spends an output its previous transaction lacks`)
    const address = spent ? addressOf(spent.script) : undefined
    inputs.push({
      outpoint: `${bytesToHex(input.txid)}:${input.index}`,
      address,
      amount: spent?.amount,
      text: spent ? btcText(spent.amount) : undefined,
      own: own(address),
      sign: toSign.has(i),
    })
  }
  const outputs: PsbtPreviewOutput[] = []
  for (let i = 0; i < tx.outputsLength; i++) {
    const output = tx.getOutput(i)
    if (!output.script || output.amount === undefined)
      throw invalidPsbt(`output ${i} has no script or amount`)
    const address = addressOf(output.script)
    outputs.push({
      address,
      ...(address === undefined ? { script: output.script[0] === OP_RETURN ? 'op_return' : 'unknown' } : {}),
      amount: output.amount,
      text: btcText(output.amount),
      change: own(address),
    })
  }
  const amounts = inputs.map((input) => input.amount)
  if (amounts.some((amount) => amount === undefined))
    return { kind: 'bitcoinPsbt', inputs, outputs, fee: 'unknown' }
  const fee =
    amounts.reduce<bigint>((sum, amount) => sum + (amount ?? 0n), 0n) -
    outputs.reduce((sum, output) => sum + output.amount, 0n)
  if (fee < 0n) throw invalidPsbt('the outputs pay more than the inputs hold')
  return { kind: 'bitcoinPsbt', inputs, outputs, fee: { amount: fee, text: btcText(fee) } }
}
