import type { SolanaSignInInput } from '@latch/solana'

/**
 * The Sign-In-With-Solana message text a wallet signs for a `solana:signIn` input (domain and
 * address filled in): the header line, the address, an optional statement, then the fields.
 */
export function formatSignInText(input: SolanaSignInInput & { domain: string; address: string }): string {
  const lines = [`${input.domain} wants you to sign in with your Solana account:`, input.address]
  if (input.statement) lines.push('', input.statement)
  const fields: string[] = []
  const add = (label: string, value: string | undefined) => {
    if (value) fields.push(`${label}: ${value}`)
  }
  add('URI', input.uri)
  add('Version', input.version)
  add('Chain ID', input.chainId)
  add('Nonce', input.nonce)
  add('Issued At', input.issuedAt)
  add('Expiration Time', input.expirationTime)
  add('Not Before', input.notBefore)
  add('Request ID', input.requestId)
  if (input.resources) fields.push('Resources:', ...input.resources.map((r) => `- ${r}`))
  if (fields.length > 0) lines.push('', ...fields)
  return lines.join('\n')
}
