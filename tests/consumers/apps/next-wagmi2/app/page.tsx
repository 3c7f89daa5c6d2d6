import { Wallet } from './wallet'

export default function Page() {
  return (
    <main>
      <h1>Latch with wagmi 2 on Next.js</h1>
      <Wallet />
    </main>
  )
}
