import { EVENT_TOPICS } from './eventTopics'
import { revertReason } from './revertReason'
import type { EffectLog } from './types'

const MAX_LOG_BYTES = 4096
const CALLS = new Set(['CALL', 'CALLCODE', 'DELEGATECALL', 'STATICCALL', 'CREATE', 'CREATE2'])

type Step = { op: string; depth: number; stack: readonly string[]; memory: readonly string[] }
type Frame = { address: string; logs: EffectLog[]; call: PendingCall | undefined }
type PendingCall = { op: string; from: string; to: string; value: bigint; depth: number }

const hex32 = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
const addressTopic = (address: string) => `0x${address.replace(/^0x/, '').padStart(64, '0')}`
const big = (item: string | undefined): bigint =>
  item && /^(0x)?[0-9a-fA-F]{1,64}$/.test(item) ? BigInt(`0x${item.replace(/^0x/, '')}`) : 0n
const top = (stack: readonly string[], n: number) => stack[stack.length - 1 - n]
const asAddress = (item: string | undefined) => `0x${big(item).toString(16).padStart(40, '0').slice(-40)}`

/** A native transfer as `eth_simulateV1` reports it: an ERC-20-like Transfer of the 0xEeee… contract. */
const nativeLog = (from: string, to: string, value: bigint): EffectLog => ({
  address: EVENT_TOPICS.native,
  topics: [EVENT_TOPICS.transfer, addressTopic(from), addressTopic(to)],
  data: hex32(value),
})

function stepOf(value: unknown): Step | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { op, depth, stack, memory } = value as Record<string, unknown>
  if (typeof op !== 'string' || typeof depth !== 'number' || !Number.isSafeInteger(depth)) return undefined
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []
  return { op, depth, stack: strings(stack), memory: strings(memory) }
}

function logOf(step: Step, address: string): EffectLog | undefined {
  const count = Number(step.op.slice(3))
  const offset = big(top(step.stack, 0))
  const size = big(top(step.stack, 1))
  if (size > BigInt(MAX_LOG_BYTES) || offset > BigInt(MAX_LOG_BYTES * 64)) return undefined
  const memory = step.memory.join('').replace(/^0x/, '')
  const start = Number(offset) * 2
  const data = memory.slice(start, start + Number(size) * 2).padEnd(Number(size) * 2, '0')
  const topics = Array.from({ length: count }, (_, i) => hex32(big(top(step.stack, 2 + i))))
  return { address, topics, data: `0x${data}` }
}

/**
 * Reads Hardhat's answer to `debug_traceCall` with its default struct-log tracer (the only tracer
 * Hardhat 2.29/EDR has; it lacks `eth_simulateV1` and `callTracer`) into what `eth_simulateV1`
 * with `traceTransfers` would report: the event logs of the call frames that succeeded, in order,
 * and each native transfer (the transaction's value and every CALL with value) as a Transfer log
 * of `0xEeee…`. A frame's success is read where the EVM reports it, the 1 or 0 pushed on its
 * caller's stack, so logs and transfers of a reverted inner call are dropped as the chain drops
 * them. The trace is untrusted: malformed steps are skipped, logs over 4 KB are not read.
 *
 * @param trace - The `debug_traceCall` result (`failed`, `returnValue`, `structLogs`).
 * @param tx - The simulated transaction's sender, receiver and value.
 * @returns The logs, or the revert and its reason; `undefined` when the answer is not a trace.
 * @example
 * ```ts
 * readStructLogs(await rpc('debug_traceCall', [tx, 'latest', { disableStorage: true }]), { from, to, value: 0n })
 * // { status: 'ok', logs: [{ address: '0x5fbd…', topics: [TRANSFER, from, to], data: '0x…05' }] }
 * ```
 */
export function readStructLogs(
  trace: unknown,
  tx: { from: string; to: string; value: bigint },
): { status: 'ok'; logs: EffectLog[] } | { status: 'reverted'; reason: string } | undefined {
  if (typeof trace !== 'object' || trace === null) return undefined
  const { failed, returnValue, structLogs } = trace as Record<string, unknown>
  if (typeof failed !== 'boolean' || !Array.isArray(structLogs)) return undefined
  if (failed) return { status: 'reverted', reason: revertReason(returnValue) }
  const from = tx.from.toLowerCase()
  const to = tx.to.toLowerCase()
  const frames: Frame[] = [
    { address: to, logs: tx.value > 0n ? [nativeLog(from, to, tx.value)] : [], call: undefined },
  ]
  let pending: PendingCall | undefined
  for (const raw of structLogs) {
    const step = stepOf(raw)
    if (!step) continue
    const frame = frames.at(-1) as Frame
    if (pending && step.depth > pending.depth) {
      // the call entered its code: a frame of its own, merged into its caller only if it succeeds
      const address = pending.op === 'DELEGATECALL' || pending.op === 'CALLCODE' ? pending.from : pending.to
      frames.push({ address, logs: [], call: pending })
      pending = undefined
    } else if (pending && step.depth === pending.depth) {
      // a call with no code to run (an account, a precompile): done at once, its result on the stack
      if (big(top(step.stack, 0)) !== 0n && pending.value > 0n && pending.op === 'CALL')
        frame.logs.push(nativeLog(pending.from, pending.to, pending.value))
      pending = undefined
    }
    while (frames.length > 1 && step.depth < frames.length) {
      const done = frames.pop() as Frame
      const parent = frames.at(-1) as Frame
      const result = big(top(step.stack, 0))
      if (result === 0n || !done.call) continue
      const created = done.call.op.startsWith('CREATE') ? asAddress(top(step.stack, 0)) : undefined
      const address = created ?? done.address
      if (done.call.value > 0n && (done.call.op === 'CALL' || created))
        parent.logs.push(nativeLog(done.call.from, address, done.call.value))
      parent.logs.push(...done.logs.map((l) => (l.address === '' ? { ...l, address } : l)))
    }
    const current = frames.at(-1) as Frame
    if (/^LOG[0-4]$/.test(step.op)) {
      const log = logOf(step, current.address)
      if (log) current.logs.push(log)
    } else if (CALLS.has(step.op)) {
      const create = step.op.startsWith('CREATE')
      const withValue = step.op === 'CALL' || step.op === 'CALLCODE'
      pending = {
        op: step.op,
        from: current.address,
        to: create ? '' : asAddress(top(step.stack, 1)),
        value: create ? big(top(step.stack, 0)) : withValue ? big(top(step.stack, 2)) : 0n,
        depth: step.depth,
      }
    }
  }
  return { status: 'ok', logs: frames[0]?.logs ?? [] }
}
