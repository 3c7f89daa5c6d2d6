// A Node script written with @solana/kit whose signer is the wallet connected through Latch: it
// sends SOL, then an SPL token, with Kit's signAndSendTransactionMessageWithSigners, waits for the
// node to confirm each, and prints both signatures as JSON.
//
// Environment: SOLANA_RPC_URL, SOLANA_GENESIS_HASH, TOKEN_MINT, RECEIVER, LAMPORTS, TOKEN_AMOUNT,
// and WALLET_SCRIPT, the Wallet Standard wallet to connect (a script that registers itself on the
// global object, as a wallet extension's content script does in a page).
import { pathToFileURL } from 'node:url'
import { createLatch, createMemoryStore } from '@latch/core'
import { solanaAdapter, solanaLocalnet } from '@latch/solana'
import { createLatchKitSigner } from '@latch/solana/kit'
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getProgramDerivedAddress,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signAndSendTransactionMessageWithSigners,
} from '@solana/kit'

const env = (name) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}
const rpcUrl = env('SOLANA_RPC_URL')
const mint = address(env('TOKEN_MINT'))
const receiver = address(env('RECEIVER'))

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ATA_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

// Latch discovers Wallet Standard wallets through the window's events: in Node the global object
// gets an EventTarget's three methods and stands in for the window.
const events = new EventTarget()
for (const method of ['addEventListener', 'removeEventListener', 'dispatchEvent'])
  globalThis[method] = events[method].bind(events)
globalThis.window = globalThis
await import(pathToFileURL(env('WALLET_SCRIPT')).href)

const network = solanaLocalnet({ genesisHash: env('SOLANA_GENESIS_HASH'), http: rpcUrl })
const latch = createLatch({
  adapters: [solanaAdapter()],
  networks: [network],
  storage: createMemoryStore(),
  metadata: { name: 'Kit script', description: 'Kit on Latch', url: 'http://127.0.0.1', icons: [] },
})
const unmount = latch.mount()
await latch.ready()
// The Solana wallet Latch found (what the modal would list), connected as the visitor's pick would be.
const wallet = latch.getState().connections.connectors.find((c) => c.chain === 'solana' && c.installed)
if (!wallet) throw new Error('Latch found no Solana wallet')
await latch.connect({ namespace: 'solana', connectorId: wallet.id })
const signer = createLatchKitSigner(latch)

const rpc = createSolanaRpc(rpcUrl)

/** The System program's transfer (instruction 2, lamports as u64 little-endian). */
function transferSol(lamports) {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: signer.address, role: AccountRole.WRITABLE_SIGNER, signer },
      { address: receiver, role: AccountRole.WRITABLE },
    ],
    data,
  }
}

/** The associated token account of `owner` for the mint. */
async function associatedTokenAccount(owner) {
  const encoder = getAddressEncoder()
  const [ata] = await getProgramDerivedAddress({
    programAddress: ATA_PROGRAM,
    seeds: [encoder.encode(owner), encoder.encode(TOKEN_PROGRAM), encoder.encode(mint)],
  })
  return ata
}

/** Creates the receiver's token account when missing, then Token's TransferChecked (instruction 12). */
async function transferToken(amount, decimals) {
  const source = await associatedTokenAccount(signer.address)
  const destination = await associatedTokenAccount(receiver)
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, 12)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return [
    {
      programAddress: ATA_PROGRAM,
      accounts: [
        { address: signer.address, role: AccountRole.WRITABLE_SIGNER, signer },
        { address: destination, role: AccountRole.WRITABLE },
        { address: receiver, role: AccountRole.READONLY },
        { address: mint, role: AccountRole.READONLY },
        { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
        { address: TOKEN_PROGRAM, role: AccountRole.READONLY },
      ],
      data: new Uint8Array([1]), // CreateIdempotent
    },
    {
      programAddress: TOKEN_PROGRAM,
      accounts: [
        { address: source, role: AccountRole.WRITABLE },
        { address: mint, role: AccountRole.READONLY },
        { address: destination, role: AccountRole.WRITABLE },
        { address: signer.address, role: AccountRole.READONLY_SIGNER, signer },
      ],
      data,
    },
  ]
}

/** Builds a v0 message paid by the signer, signs and sends it through Latch, waits until confirmed. */
async function send(instructions) {
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signature = getBase58Decoder().decode(await signAndSendTransactionMessageWithSigners(message))
  for (let tries = 0; tries < 100; tries++) {
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature]).send()
    if (status?.err) throw new Error(`${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return signature
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${signature} was not confirmed in 10 s`)
}

/** The mint's decimals: byte 44 of its account data. */
async function mintDecimals() {
  const { value } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
  if (!value) throw new Error(`No mint at ${mint}`)
  return Buffer.from(value.data[0], 'base64')[44]
}

const sol = await send([transferSol(BigInt(env('LAMPORTS')))])
const token = await send(await transferToken(BigInt(env('TOKEN_AMOUNT')), await mintDecimals()))
console.log(JSON.stringify({ signer: signer.address, sol, token }))
unmount()
