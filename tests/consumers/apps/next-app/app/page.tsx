import { Wallet } from './wallet'

export default function Page() {
  return (
    <main>
      <h1>Latch on Next.js</h1>
      <Wallet />
    </main>
  )
}
