import { describe, expect, it } from 'vitest'
import type { PsbtPreviewInput, PsbtPreviewOutput } from '../../adapters/previewParts'
import type { RequestPreview } from '../../adapters/requestPreview'
import { flagHighFee } from './flagHighFee'
import { flagNoChange } from './flagNoChange'
import { flagUnknownFee } from './flagUnknownFee'
import { previewFlags } from './previewFlags'

const input = (amount: bigint | undefined, own = true): PsbtPreviewInput => ({
  outpoint: `${'01'.repeat(32)}:0`,
  address: 'tb1qown',
  amount,
  text: amount === undefined ? undefined : `${amount} sats`,
  own,
  sign: own,
})
const output = (amount: bigint, change = false): PsbtPreviewOutput => ({
  address: change ? 'tb1qown' : 'tb1qbob',
  amount,
  text: `${amount} sats`,
  change,
})
const psbt = (inputs: PsbtPreviewInput[], outputs: PsbtPreviewOutput[]): RequestPreview => {
  const amounts = inputs.map((i) => i.amount)
  const sum = (list: bigint[]) => list.reduce((a, b) => a + b, 0n)
  const fee = amounts.some((a) => a === undefined)
    ? ('unknown' as const)
    : { amount: sum(amounts as bigint[]) - sum(outputs.map((o) => o.amount)), text: 'fee' }
  return { kind: 'bitcoinPsbt', inputs, outputs, fee }
}

describe('preview risk rules', () => {
  it('a fee of exactly a tenth of what is sent passes; one sat more is flagged', () => {
    expect(flagHighFee(psbt([input(12_000n)], [output(10_000n), output(1_000n, true)]))).toBeUndefined()
    expect(flagHighFee(psbt([input(12_001n)], [output(10_000n), output(1_000n, true)]))?.kind).toBe('highFee')
  })

  it('when every output comes back, the fee is measured against them all', () => {
    expect(flagHighFee(psbt([input(10_500n)], [output(10_000n, true)]))).toBeUndefined()
    expect(flagHighFee(psbt([input(12_000n)], [output(10_000n, true)]))?.kind).toBe('highFee')
  })

  it('spending the visitor’s inputs with no change is flagged; spending only others’ is not', () => {
    expect(flagNoChange(psbt([input(50_000n)], [output(49_000n)]))?.kind).toBe('noChange')
    expect(flagNoChange(psbt([input(50_000n, false)], [output(49_000n)]))).toBeUndefined()
    expect(flagNoChange(psbt([input(50_000n)], [output(10_000n), output(39_000n, true)]))).toBeUndefined()
  })

  it('an input without its amount makes the fee unknown, flagged, and no fee rule guesses it', () => {
    const unknown = psbt([input(undefined)], [output(10_000n)])
    expect(flagUnknownFee(unknown)?.kind).toBe('unknownFee')
    expect(previewFlags(unknown).map((f) => f.kind)).toEqual(['noChange', 'unknownFee'])
  })

  it('Solana transfers and a deny-mode call raise nothing', () => {
    expect(previewFlags({ kind: 'solanaTransfers', instructions: [] })).toEqual([])
    expect(
      previewFlags({
        kind: 'stacksCall',
        contract: 'ST1.pool',
        functionName: 'swap',
        args: [],
        postConditions: [],
        postConditionMode: 'deny',
      }),
    ).toEqual([])
  })
})
