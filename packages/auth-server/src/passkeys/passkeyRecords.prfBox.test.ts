import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { recoveryCheck } from '../../../embedded-wallet/src/shares/shareBoxes'
import type { AuthTestKit } from '../testing/authTestKit'
import { passkeyOnTwoInstances } from '../testing/passkeyOnTwoInstances'
import { useStoreMatrix } from '../testing/storeMatrix'
import { newSplit } from '../testing/walletShareSets'
import { readPasskeyRows } from './testing/readPasskeyRows'

const matrix = useStoreMatrix()
// the PostgreSQL server starts once, outside any test's time
beforeAll(() => matrix.postgres(), 60_000)
const running: AuthTestKit[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((kit) => kit.service.close()))
})

type Step = { op: 'split' | 'oldBox' | 'newBox'; onB: boolean; waits: boolean }
const ORDERS: Step['op'][][] = [
  ['split', 'oldBox', 'newBox'],
  ['split', 'newBox', 'oldBox'],
  ['oldBox', 'split', 'newBox'],
  ['oldBox', 'newBox', 'split'],
  ['newBox', 'split', 'oldBox'],
  ['newBox', 'oldBox', 'split'],
]

describe('PRF boxes on two instances of one PostgreSQL database', () => {
  it('the stored box is always one written for the split it names, and once a box for the current split is stored no box of the older one replaces it, however a new split and two box writes interleave', async () => {
    const { databaseUrl, a, b, token } = await passkeyOnTwoInstances(matrix)
    running.push(a, b)
    let current = await newSplit(null)
    expect((await a.put(ACCOUNT_API_PATHS.walletShares, current.body, token)).status).toBe(200)
    // every box sent, by the split it was written for
    const written = new Map<string, Set<string>>()
    const send = (setId: string, box: string) =>
      written.set(setId, (written.get(setId) ?? new Set()).add(box))
    let run = 0

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ORDERS),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        async (order, onB, waits) => {
          run += 1
          const old = current
          const next = await newSplit(old.set.setId)
          const boxes = { oldBox: `old-${run}`, newBox: `new-${run}` }
          send(old.set.setId, boxes.oldBox)
          send(next.set.setId, boxes.newBox)
          const request = (step: Step) => {
            const kit = step.onB ? b : a
            if (step.op === 'split') return kit.put(ACCOUNT_API_PATHS.walletShares, next.body, token)
            const split = step.op === 'oldBox' ? old : next
            return kit.put(
              ACCOUNT_API_PATHS.passkeyPrfBox,
              {
                setId: split.set.setId,
                box: boxes[step.op],
                recoveryCheck: recoveryCheck(split.set.recovery),
              },
              token,
            )
          }
          // each step starts either at once or after every earlier one settled
          const done = new Set<Step['op']>()
          const startedAfter = new Map<Step['op'], Set<Step['op']>>()
          const answers = new Map<Step['op'], Promise<{ status: number }>>()
          for (const [i, op] of order.entries()) {
            if (waits[i]) await Promise.all(answers.values())
            startedAfter.set(op, new Set(done))
            answers.set(
              op,
              request({ op, onB: onB[i] ?? false, waits: waits[i] ?? false }).then((answer) => {
                done.add(op)
                return answer
              }),
            )
          }
          const status = async (op: Step['op']) => (await answers.get(op))?.status
          expect(await status('split')).toBe(200)
          current = next
          const newStored = (await status('newBox')) === 200
          const oldStored = (await status('oldBox')) === 200
          // a box write after the new split is stored: the new one lands, the old one is refused
          if (startedAfter.get('newBox')?.has('split')) expect(newStored).toBe(true)
          if (startedAfter.get('oldBox')?.has('split')) expect(oldStored).toBe(false)

          const [row] = await readPasskeyRows({ postgres: databaseUrl })
          // no box at all is an outcome too (the new box came before its split, the old one after
          // it): the next passkey sign-in seals one again; a stored box is one written for its split
          if (row?.prf_set_id == null) expect(row?.prf_box ?? null).toBeNull()
          else expect(written.get(row.prf_set_id)?.has(row.prf_box ?? '')).toBe(true)
          if (newStored) expect([row?.prf_set_id, row?.prf_box]).toEqual([next.set.setId, boxes.newBox])
          // only a box of the current split is answered: never a stale one
          const listed = await (onB[0] ? a : b).get(ACCOUNT_API_PATHS.passkeys, token)
          expect(listed.body.passkeys).toEqual([
            expect.objectContaining({ prf: row?.prf_set_id === next.set.setId }),
          ])
        },
      ),
      { numRuns: 30 },
    )
  }, 60_000)
})
