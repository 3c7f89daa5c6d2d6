/**
 * The messages of the {@link TestKitError}s the fixtures throw, defined once: strings, or small
 * functions of the value the message names.
 *
 * @example
 * ```ts
 * throw new TestKitError(TEST_KIT_MESSAGES.noPort, { code: 'NO_PORT' })
 * ```
 */
export const TEST_KIT_MESSAGES = Object.freeze({
  compileFailed: 'solc could not compile the test contracts',
  noCompilerOutput: (contract: string) => `solc produced no output for ${contract}`,
  devChainTimeout: (timeoutMs: number) => `Hardhat node did not start in ${timeoutMs} ms`,
  devChainExited: (code: number | null) => `Hardhat node exited with ${code}`,
  bundlerNotInstalled: 'The bundler needs @pimlico/alto installed beside @latch/testing',
  bundlerExited: (code: number | null) => `The bundler (alto) exited with ${code}`,
  bundlerTimeout: 'The bundler (alto) did not answer in time',
  paymasterNotDeployed: 'Deploying or funding the test paymaster failed',
  noDevAccounts: 'The dev chain has no accounts',
  smartAccountFactoryNotDeployed: 'Deploying the smart account factory failed',
  accountAbstractionNotDeployed: 'Deploying EntryPoint v0.8 or Simple7702Account left no code at its address',
  deployFailed: (contract: string) => `Deploying ${contract} failed`,
  noPort: 'No port',
  postgresServerMissing: (root: string) => `postgresql installed but no server found under ${root}`,
  badDatabaseName: (database: string) => `Bad database name ${database}`,
  accountNotConnected: 'Account is not connected',
  noRpcUrl: 'The test wallet has no rpcUrl to send through',
  airdropFailed: (address: string, reason: string | undefined) =>
    `airdrop to ${address} failed${reason === undefined ? '' : `: ${reason}`}`,
  truncatedLengthPrefix: 'Malformed transaction: truncated length prefix',
  notTransactionSigner: 'The wallet account is not a signer of this transaction',
  stacksScriptNotBuilt: 'stacksWalletInitScript: esbuild produced no output',
  relayParamsRequired: (what: string) => `${what} required`,
  relayClientsNotSubscribed: (ready: number, count: number) => `only ${ready} of ${count} clients subscribed`,
  noP2wpkhAddress: 'could not derive a P2WPKH address',
  noCodeMailed: (to: string) => `no code mailed to ${to}`,
  signInRefused: (body: string) => `sign-in failed: ${body}`,
  noWalletChallenge: (body: string) => `no challenge: ${body}`,
  noSoftwareCredential: 'The software authenticator holds no credential',
  farcasterNoChain: 'The Farcaster app stand-in reads no chain',
  farcasterStepRefused: (step: string) => `The Farcaster app could not ${step}`,
} as const)
