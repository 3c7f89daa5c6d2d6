import { describe, expect, it } from 'vitest'
import { parseDuplicates } from './parseDuplicates'

describe('parseDuplicates', () => {
  it('reads the count of pairs from the first line, not from the rows --most kept', () => {
    const found = parseDuplicates(
      [
        '389 pairs of places (1372 files read), each sharing runs of 6 or more identical or same-shape lines (232 by shape alone, 199 of those marked boilerplate)',
        'D1 packages/core/src/a.ts:3-33 ~ packages/core/src/b.ts:6-35 (+1 more run)',
        'D2 packages/react/src/c.tsx:9-20 ~ packages/react/src/d.tsx:12-23 shape boilerplate',
        '(+387 more pairs)',
        'incomplete: time: 12 files not paired',
      ].join('\n'),
    )
    expect(found).toEqual({
      pairs: 389,
      shapeOnly: 232,
      boilerplate: 199,
      rows: [
        'D1 packages/core/src/a.ts:3-33 ~ packages/core/src/b.ts:6-35 (+1 more run)',
        'D2 packages/react/src/c.tsx:9-20 ~ packages/react/src/d.tsx:12-23 shape boilerplate',
      ],
      incomplete: ['incomplete: time: 12 files not paired'],
      setAside: [],
    })
  })

  it('reads a tree with no duplicates as 0', () => {
    expect(parseDuplicates('no duplicates (12 files read)\n')).toMatchObject({ pairs: 0, rows: [] })
  })
})
