import { LatchWalletName } from '@latch/solana/wallet-adapter'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
} from '@solana/spl-token'
import { useConnection, useWallet } from '@solana/wallet-adapter-react'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { type FormEvent, useState } from 'react'

const mint = new PublicKey(import.meta.env.VITE_TOKEN_MINT ?? '11111111111111111111111111111111')

type Result = { kind: 'sol' | 'token'; signature: string } | { kind: 'error'; message: string }

/** What a wallet-adapter app already has: its own connect and sends, written with useWallet() and useConnection(). */
export function App() {
  const { connection } = useConnection()
  const { publicKey, select, sendTransaction } = useWallet()
  const [result, setResult] = useState<Result>()

  /** Signs through the connected wallet, sends through the app's Connection and waits for the node. */
  async function send(kind: 'sol' | 'token', build: (owner: PublicKey) => Promise<Transaction>) {
    try {
      if (!publicKey) throw new Error('Connect a wallet first')
      const signature = await sendTransaction(await build(publicKey), connection)
      const latest = await connection.getLatestBlockhash()
      const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
      if (value.err) throw new Error(`Transaction failed: ${JSON.stringify(value.err)}`)
      setResult({ kind, signature })
    } catch (error) {
      setResult({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  function sendSol(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const to = new PublicKey(String(form.get('to')))
    const lamports = BigInt(String(form.get('amount')))
    void send('sol', async (owner) =>
      new Transaction().add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports })),
    )
  }

  function sendToken(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const to = new PublicKey(String(form.get('to')))
    const amount = BigInt(String(form.get('amount')))
    void send('token', async (owner) => {
      const { decimals } = await getMint(connection, mint)
      const source = getAssociatedTokenAddressSync(mint, owner)
      const destination = getAssociatedTokenAddressSync(mint, to)
      return new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(owner, destination, to, mint),
        createTransferCheckedInstruction(source, mint, destination, owner, amount, decimals),
      )
    })
  }

  return (
    <section>
      <p data-wallet-adapter-key={publicKey?.toBase58() ?? ''}>
        wallet-adapter: {publicKey ? publicKey.toBase58() : 'not connected'}
      </p>
      <button type="button" onClick={() => select(LatchWalletName)}>
        Connect with wallet-adapter
      </button>
      <form aria-label="Send SOL" onSubmit={sendSol}>
        <input name="to" aria-label="SOL receiver" required />
        <input name="amount" aria-label="Lamports" required />
        <button type="submit" disabled={!publicKey}>
          Send SOL
        </button>
      </form>
      <form aria-label="Send token" onSubmit={sendToken}>
        <input name="to" aria-label="Token receiver" required />
        <input name="amount" aria-label="Token base units" required />
        <button type="submit" disabled={!publicKey}>
          Send token
        </button>
      </form>
      {result?.kind === 'error' ? <p data-send-error="">{result.message}</p> : null}
      {result && result.kind !== 'error' ? (
        <p data-sent={result.kind} data-signature={result.signature}>
          Sent
        </p>
      ) : null}
    </section>
  )
}
