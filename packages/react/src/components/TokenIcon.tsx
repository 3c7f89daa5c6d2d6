import { IconImage } from './IconImage'

/**
 * A token's icon: its own image (the data API's `iconUrl` or `logoUri`), else the mark
 * `@latch/icons` ships for its symbol (native currencies and well-known tokens), else its first
 * letter. Always the same fixed size.
 *
 * @example
 * ```tsx
 * <TokenIcon token={{ symbol: 'USDC', iconUrl: balance.iconUrl }} />
 * ```
 */
export function TokenIcon({
  token,
  size,
}: {
  token: { symbol: string; iconUrl?: string | undefined; logoUri?: string | undefined }
  size?: number
}) {
  return (
    <IconImage
      src={token.iconUrl ?? token.logoUri}
      name={token.symbol}
      kind="token"
      request={{ kind: 'token', symbol: token.symbol }}
      {...(size === undefined ? {} : { size })}
    />
  )
}
