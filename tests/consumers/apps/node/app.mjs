// Plain Node, no loader: the headless core, the sign-in verifiers of each family and the embedded
// wallet's auth service, imported from the installed packages. Exits non-zero on the first failure.
import assert from 'node:assert/strict'
import { generateKeyPairSync, sign } from 'node:crypto'
import { startAuthService } from '@latch/auth-server'
import { createLatch, createMemoryStore } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createSolanaSiwxVerifier } from '@latch/solana'
import { createStacksSiwx } from '@latch/stacks'
import { hashStacksMessage } from '@latch/stacks/validation'
import { PublicKey } from '@solana/web3.js'
import { privateKeyToAddress, signMessageHashRsv } from '@stacks/transactions'
import { privateKeyToAccount } from 'viem/accounts'

const mainnet = {
  id: '1',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

// Headless core: created, mounted, opened and routed with no DOM.
const adapter = evmAdapter()
const latch = createLatch({ adapters: [adapter], networks: [mainnet], storage: createMemoryStore() })
const unmount = latch.mount()
await latch.ready()
await latch.open()
assert.equal(latch.getState().modal.open, true)
latch.router.push('AllWallets')
assert.equal(latch.getState().router.view, 'AllWallets')
await latch.close()
assert.equal(latch.getState().modal.open, false)
assert.equal(latch.getAccount().isConnected, false)
unmount()
console.log('core: created, opened, routed and closed headless')

const base = {
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'n0nce12345',
  issuedAt: new Date().toISOString(),
  statement: 'Sign in to the example app.',
}

// EVM: an EIP-4361 message signed by a real key verifies; a tampered one does not.
const evmAccount = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const evmData = { ...base, accountAddress: evmAccount.address, chainId: 'eip155:1' }
const evmMessage = await adapter.siwx.formatMessage(evmData)
const evmSignature = await evmAccount.signMessage({ message: evmMessage })
assert.equal(await adapter.siwx.verify({ data: evmData, message: evmMessage, signature: evmSignature }), true)
const otherNonce = { ...evmData, nonce: 'other12345' }
assert.equal(
  await adapter.siwx.verify({
    data: otherNonce,
    message: await adapter.siwx.formatMessage(otherNonce),
    signature: evmSignature,
  }),
  false,
)
console.log('evm: EIP-4361 session verified, tampered one refused')

// Solana: Sign-In-With-Solana text signed with Ed25519.
const { privateKey, publicKey } = generateKeyPairSync('ed25519')
const rawPublicKey = Buffer.from(publicKey.export({ format: 'jwk' }).x, 'base64url')
const solanaAddress = new PublicKey(rawPublicKey).toBase58()
const solanaSiwx = createSolanaSiwxVerifier()
const solanaData = {
  ...base,
  accountAddress: solanaAddress,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}
const solanaMessage = solanaSiwx.formatMessage(solanaData)
const solanaSignature = sign(null, Buffer.from(solanaMessage), privateKey).toString('hex')
assert.equal(
  await solanaSiwx.verify({ data: solanaData, message: solanaMessage, signature: solanaSignature }),
  true,
)
assert.equal(
  await solanaSiwx.verify({ data: solanaData, message: `${solanaMessage} `, signature: solanaSignature }),
  false,
)
console.log('solana: SIWS session verified, tampered one refused')

// Stacks: CAIP-122 text signed with the Stacks message hash (RSV).
const stacksKey = '753b7cc01a1a2e86221266a154af739463fce51219d97e4f856cd7200c3bd2a601'
const stacksData = { ...base, accountAddress: privateKeyToAddress(stacksKey, 'mainnet'), chainId: 'stacks:1' }
const stacksSiwx = createStacksSiwx()
const stacksMessage = stacksSiwx.formatMessage(stacksData)
const stacksSignature = signMessageHashRsv({
  messageHash: Buffer.from(hashStacksMessage(stacksMessage)).toString('hex'),
  privateKey: stacksKey,
})
assert.equal(
  await stacksSiwx.verify({ data: stacksData, message: stacksMessage, signature: stacksSignature }),
  true,
)
assert.equal(
  await stacksSiwx.verify({
    data: { ...stacksData, nonce: 'other12345' },
    message: stacksMessage,
    signature: stacksSignature,
  }),
  false,
)
console.log('stacks: CAIP-122 session verified, tampered one refused')

// The embedded wallet's auth service from its own package: starts on a free loopback port,
// answers CORS for an allowed origin, refuses another, and stops.
const appOrigin = 'http://127.0.0.1:3000'
const auth = await startAuthService({ allowedOrigins: [appOrigin], mail: 'dev-mailbox' })
try {
  assert.match(auth.url, /^http:\/\/127\.0\.0\.1:\d+$/)
  const allowed = await fetch(`${auth.url}/v1/dev/mailbox`, { headers: { origin: appOrigin } })
  assert.equal(allowed.status, 200)
  assert.equal(allowed.headers.get('access-control-allow-origin'), appOrigin)
  const foreign = await fetch(`${auth.url}/v1/dev/mailbox`, { headers: { origin: 'http://127.0.0.1:9' } })
  assert.equal(foreign.status, 403)
} finally {
  await auth.close()
}
await assert.rejects(fetch(`${auth.url}/v1/dev/mailbox`))
console.log(`auth-server: served on ${auth.url}, refused a foreign origin, stopped`)
