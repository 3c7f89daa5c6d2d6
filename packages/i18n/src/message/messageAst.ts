/**
 * One part of a parsed message template (see {@link parseMessage}).
 *
 * @example
 * ```ts
 * const part: MessagePart = { type: 'argument', name: 'wallet' }
 * ```
 */
export type MessagePart =
  /** Literal text. */
  | { type: 'text'; value: string }
  /** `{name}`: the parameter as text. */
  | { type: 'argument'; name: string }
  /** `{n, number}` / `{n, number, integer}` / `{n, number, percent}`: through `Intl.NumberFormat`. */
  | { type: 'number'; name: string; style: 'decimal' | 'integer' | 'percent' }
  /** `#` inside a plural branch: the plural's number, formatted. */
  | { type: 'pound' }
  /** `{count, plural, =0 {…} one {…} other {…}}` (or `selectordinal`). */
  | {
      type: 'plural'
      name: string
      ordinal: boolean
      offset: number
      /** Branches by selector: `=N` exact matches and plural categories; `other` always present. */
      options: Readonly<Record<string, readonly MessagePart[]>>
    }
  /** `{kind, select, a {…} other {…}}`. */
  | { type: 'select'; name: string; options: Readonly<Record<string, readonly MessagePart[]>> }

/**
 * A parsed template: its parts, in order.
 *
 * @example
 * ```ts
 * const message: ParsedMessage = [{ type: 'text', value: 'Hi ' }, { type: 'argument', name: 'name' }]
 * ```
 */
export type ParsedMessage = readonly MessagePart[]
