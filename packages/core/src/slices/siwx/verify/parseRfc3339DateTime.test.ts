import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRfc3339DateTime } from './parseRfc3339DateTime'

const RUNS = 10_000
/** Generous: the machines running the suite may be busy; a run takes a few seconds at most. */
const PROPERTY_TIMEOUT_MS = 60_000
const pad = (n: number, width = 2) => String(n).padStart(width, '0')
// The test's own calendar, independent of the one under test.
const monthLength = (year: number, month: number) =>
  [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ][month - 1]!

type Parts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  fraction: string
  offset: string
}

const validParts: fc.Arbitrary<Parts> = fc
  .record({ year: fc.integer({ min: 0, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.record({
      year: fc.constant(year),
      month: fc.constant(month),
      day: fc.integer({ min: 1, max: monthLength(year, month) }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
      fraction: fc.oneof(
        fc.constant(''),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 9 }).map((d) => `.${d}`),
      ),
      offset: fc.oneof(
        fc.constantFrom('Z', 'z'),
        fc
          .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`),
      ),
    }),
  )

const write = (p: Parts, separator = 'T') =>
  `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}${separator}${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${p.fraction}${p.offset}`

/** The instant by arithmetic on the parts (no Date parsing involved). */
function instant(p: Parts): number {
  // Leap years in [0, year): year 0 is one.
  const y = p.year
  let days = 365 * y + Math.ceil(y / 4) - Math.ceil(y / 100) + Math.ceil(y / 400)
  for (let m = 1; m < p.month; m++) days += monthLength(p.year, m)
  days += p.day - 1
  const epochDays = 719_528 // days from 0000-01-01 to 1970-01-01
  const ms = Number((p.fraction.slice(1) || '0').slice(0, 3).padEnd(3, '0'))
  const offsetMinutes =
    p.offset.toUpperCase() === 'Z'
      ? 0
      : (p.offset[0] === '-' ? -1 : 1) * (Number(p.offset.slice(1, 3)) * 60 + Number(p.offset.slice(4)))
  return (
    ((days - epochDays) * 86_400 + p.hour * 3600 + p.minute * 60 + p.second - offsetMinutes * 60) * 1000 + ms
  )
}

/** One part made impossible: a month, day, hour, minute, second or offset that does not exist. */
const impossibleParts: fc.Arbitrary<Parts> = validParts.chain((p) =>
  fc.oneof(
    fc.integer({ min: 13, max: 99 }).map((month) => ({ ...p, month })),
    fc.constant({ ...p, month: 0 }),
    fc.integer({ min: monthLength(p.year, p.month) + 1, max: 99 }).map((day) => ({ ...p, day })),
    fc.constant({ ...p, day: 0 }),
    fc.integer({ min: 24, max: 99 }).map((hour) => ({ ...p, hour })),
    fc.integer({ min: 60, max: 99 }).map((minute) => ({ ...p, minute })),
    fc.integer({ min: 60, max: 99 }).map((second) => ({ ...p, second })),
    fc
      .tuple(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([h, m]) => ({ ...p, offset: `+${pad(h)}:${pad(m)}` })),
    fc.integer({ min: 60, max: 99 }).map((m) => ({ ...p, offset: `-00:${pad(m)}` })),
  ),
)

describe('parseRfc3339DateTime', () => {
  it('reads the date-times sign-in messages carry, to the millisecond', () => {
    expect(parseRfc3339DateTime('2026-11-22T10:00:00.000Z')).toBe(Date.UTC(2026, 10, 22, 10))
    expect(parseRfc3339DateTime('2021-09-30T16:25:24Z')).toBe(Date.UTC(2021, 8, 30, 16, 25, 24))
    expect(parseRfc3339DateTime('2021-09-30t18:25:24.123456+02:00')).toBe(
      Date.UTC(2021, 8, 30, 16, 25, 24, 123),
    )
    expect(parseRfc3339DateTime('2024-02-29T00:00:00-00:30')).toBe(Date.UTC(2024, 1, 29, 0, 30))
    expect(parseRfc3339DateTime('2000-02-29T00:00:00Z')).toBe(Date.UTC(2000, 1, 29))
    expect(parseRfc3339DateTime('0050-01-01T00:00:00Z')).toBe(-60_589_296_000_000)
  })

  it('refuses impossible dates and times instead of shifting them to another instant', () => {
    for (const value of [
      '2026-02-30T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T23:60:00Z',
      '2026-01-01T23:59:60Z',
      '2026-13-01T00:00:00Z',
      '2026-00-10T00:00:00Z',
      '2026-01-00T00:00:00Z',
      '2026-01-01T00:00:00+24:00',
      '2026-01-01T00:00:00+01:60',
    ]) {
      expect(parseRfc3339DateTime(value), value).toBeUndefined()
    }
  })

  it('refuses what is not an RFC 3339 date-time: no offset, a space, short fields, words', () => {
    for (const value of [
      '2026-01-01T00:00:00',
      '2026-01-01 00:00:00Z',
      '2026-1-01T00:00:00Z',
      '26-01-01T00:00:00Z',
      '2026-01-01T00:00Z',
      '2026-01-01T00:00:00.Z',
      '2026-01-01T00:00:00+0100',
      '+002026-01-01T00:00:00Z',
      'never',
      '',
      ' 2026-01-01T00:00:00Z',
      '2026-01-01T00:00:00Z\n',
    ]) {
      expect(parseRfc3339DateTime(value), value).toBeUndefined()
    }
  })

  it(
    `reads every valid date-time as the instant its parts say (${RUNS} generated)`,
    () => {
      fc.assert(
        fc.property(validParts, fc.constantFrom('T', 't'), (parts, separator) => {
          expect(parseRfc3339DateTime(write(parts, separator))).toBe(instant(parts))
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    `reads back every instant of years 0000-9999 as written by toISOString (${RUNS} generated)`,
    () => {
      const first = -62_167_219_200_000 // 0000-01-01T00:00:00.000Z
      const last = 253_402_300_799_999 // 9999-12-31T23:59:59.999Z
      fc.assert(
        fc.property(fc.integer({ min: first, max: last }), (time) => {
          expect(parseRfc3339DateTime(new Date(time).toISOString())).toBe(time)
        }),
        { numRuns: RUNS, examples: [[first], [last], [0]] },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    `refuses every date-time with one impossible part (${RUNS} generated)`,
    () => {
      fc.assert(
        fc.property(impossibleParts, (parts) => {
          expect(parseRfc3339DateTime(write(parts))).toBeUndefined()
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
