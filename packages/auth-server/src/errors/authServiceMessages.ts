/**
 * The messages of the errors the auth service throws to the code that starts it (bad options, a
 * database it cannot open) and of the failures of its calls to social providers, defined once.
 * The messages it answers HTTP clients with are in `apiErrors`.
 *
 * @example
 * ```ts
 * throw new ValidationError(AUTH_SERVICE_MESSAGES.cleanupInterval)
 * ```
 */
export const AUTH_SERVICE_MESSAGES = Object.freeze({
  postgresUrl: 'database.postgres must be a postgres:// connection URL.',
  poolSize: 'database.poolSize must be a positive integer.',
  sqlitePath: 'database.sqlite must be a file path or ":memory:".',
  databaseUnavailable: 'Could not open the auth database.',
  postgresSecret:
    'A PostgreSQL auth service needs a `secret`, the same on every instance, to check codes another instance sent.',
  cleanupInterval: 'cleanupIntervalMs must be a positive number of milliseconds.',
  farcasterUrl: (key: string) =>
    `farcaster.${key} must be an https: URL (or http: on a loopback host), without credentials.`,
  farcasterLoginTtl: 'farcaster.loginTtlMs must be a positive number of milliseconds.',
  tokenEndpoint: (status: number, error: string) => `token endpoint answered ${status} ${error}`,
  userinfoEndpoint: (status: number) => `userinfo endpoint answered ${status}`,
  userinfoNoSubject: 'userinfo has no subject',
} as const)
