import '@latch/react/theme.css'
import { ConnectButton, LatchProvider } from '@latch/react'
import { type FormEvent, StrictMode, useState, version } from 'react'
import { createRoot } from 'react-dom/client'
import { latch } from './latch'
import { deposit, errorCode, payStx, walletAddresses } from './stacksActions'

type Outcome = { action: string; value: string } | { action: string; error: string }

/** The app's own payment form and wallet buttons, over the @stacks/connect-style actions. */
function Wallet() {
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('')
  const [memo, setMemo] = useState('')
  const [outcome, setOutcome] = useState<Outcome>()
  const run = (action: string, task: () => Promise<string>) => {
    setOutcome(undefined)
    Promise.resolve()
      .then(task)
      .then(
        (value) => setOutcome({ action, value }),
        (error: unknown) => setOutcome({ action, error: errorCode(error) }),
      )
  }
  const pay = (event: FormEvent) => {
    event.preventDefault()
    run('pay', () => payStx(recipient, amount, memo))
  }
  return (
    <section>
      <form onSubmit={pay}>
        <label>
          Recipient <input value={recipient} onChange={(e) => setRecipient(e.target.value)} />
        </label>
        <label>
          Amount <input value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label>
          Memo <input value={memo} onChange={(e) => setMemo(e.target.value)} />
        </label>
        <button type="submit">Pay</button>
      </form>
      <button type="button" onClick={() => run('deposit', () => deposit(recipient, BigInt(amount || '0')))}>
        Deposit
      </button>
      <button type="button" onClick={() => run('addresses', async () => (await walletAddresses()).join(' '))}>
        Addresses
      </button>
      {outcome && 'value' in outcome ? <output data-result={outcome.action}>{outcome.value}</output> : null}
      {outcome && 'error' in outcome ? <output data-error={outcome.action}>{outcome.error}</output> : null}
    </section>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <p data-react-version={version}>React {version}</p>
      <ConnectButton />
      <Wallet />
    </LatchProvider>
  </StrictMode>,
)
