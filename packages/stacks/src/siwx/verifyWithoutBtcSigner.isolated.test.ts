import { describe, expect, it, vi } from 'vitest'
import { verifyBitcoinMessageSignature } from './verifyBitcoinMessageSignature'

// A server that installs @latch/stacks without its optional @scure/btc-signer peer.
vi.mock('@scure/btc-signer', () => {
  throw new Error("Cannot find package '@scure/btc-signer'")
})

describe('Bitcoin sign-in verification without the optional @scure/btc-signer peer', () => {
  it('verifies BIP-137 (P2PKH) and BIP-322 (P2WPKH, P2TR) signatures', async () => {
    const verify = (address: string, message: string, signature: string) =>
      verifyBitcoinMessageSignature({ address, message, signature, network: 'mainnet' })
    // Bitcoin Core's legacy vector and the BIP-322 vectors (see bip322Vectors.test.ts).
    await expect(
      verify(
        '15CRxFdyRpGZLW9w8HnHvVduizdL5jKNbs',
        'Trust no one',
        'IPojfrX2dfPnH26UegfbGQQLrdK844DlHq5157/P6h57WyuS/Qsl+h/WSVGDF4MUi4rWSswW38oimDYfNNUBUOk=',
      ),
    ).resolves.toBe(true)
    await expect(
      verify(
        'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        'Hello World',
        'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      ),
    ).resolves.toBe(true)
    await expect(
      verify(
        'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
        'Hello World',
        'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
      ),
    ).resolves.toBe(true)
  })
})
