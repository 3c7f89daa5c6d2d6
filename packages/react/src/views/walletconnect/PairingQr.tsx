import { useEffect, useState } from 'react'
import { WalletImage } from '../../components/WalletImage'
import { useT } from '../../hooks/useT'

/** A white background under the code, so it scans in dark themes too (an attribute, not a style). */
function onWhite(svg: string): string {
  return svg.replace(/^(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#fff"/>')
}

/** Drawn once when the view mounts: the QR generator (a peer dependency) loads while the pairing starts. */
const WARM_UP = 'wc:'

/**
 * The wallet whose logo sits in the code's centre.
 *
 * @example
 * ```ts
 * const logo: PairingLogo = { id: 'walletConnect', name: 'WalletConnect' }
 * ```
 */
export type PairingLogo = {
  id: string
  name: string
  imageUrl?: string | undefined
  rdns?: string | undefined
}

/**
 * The pairing URI as a QR code (an `<img>` of the SVG the pairing connector draws, so no inline
 * style reaches the page) with the wallet's logo in its centre and a button that copies the URI.
 * The frame has its final size from the first render: before the URI exists it holds a placeholder
 * and the copy button waits disabled, so the modal does not grow when the code arrives. The QR
 * generator starts loading on mount, beside the pairing, so the code follows the URI at once. The
 * URI is in `data-latch-pairing-uri`.
 *
 * @param props - The URI (absent while the pairing starts), the QR encoder (`createPairingQr` of
 *   `@latch/walletconnect`), the logo, and the image's label (default: to scan with your wallet).
 * @example
 * ```tsx
 * <PairingQr uri={uri} createQr={source.createQr} logo={{ id: 'walletConnect', name: 'WalletConnect' }} />
 * ```
 */
export function PairingQr({
  uri,
  createQr,
  logo,
  label,
}: {
  uri: string | undefined
  createQr: (uri: string) => Promise<{ svg: string }>
  logo: PairingLogo | undefined
  label?: string
}) {
  const [drawn, setDrawn] = useState<{ uri: string; src: string } | undefined>(undefined)
  const [copied, setCopied] = useState(false)
  const t = useT()

  useEffect(() => {
    // a failure here shows again, and is handled, when the URI's own code is drawn
    void createQr(WARM_UP).catch(() => undefined)
  }, [createQr])

  useEffect(() => {
    if (uri === undefined) return
    let live = true
    setCopied(false)
    void createQr(uri).then(({ svg }) => {
      if (live) setDrawn({ uri, src: `data:image/svg+xml,${encodeURIComponent(onWhite(svg))}` })
    })
    return () => {
      live = false
    }
  }, [uri, createQr])

  const copy = () => {
    if (uri === undefined) return
    void navigator.clipboard
      ?.writeText(uri)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }

  const ready = uri !== undefined && drawn?.uri === uri
  return (
    <div data-latch-pairing="" {...(uri === undefined ? {} : { 'data-latch-pairing-uri': uri })}>
      <div data-latch-pairing-code="" data-state={ready ? 'ready' : 'loading'}>
        {ready ? (
          <img
            data-latch-pairing-qr=""
            src={drawn.src}
            alt={label ?? t('walletConnect.qrLabel')}
            width={240}
            height={240}
          />
        ) : (
          <p data-latch-pairing-qr="" data-state="loading">
            {t('walletConnect.preparingQr')}
          </p>
        )}
        {ready && logo ? (
          <span data-latch-pairing-logo="" aria-hidden="true">
            <WalletImage src={logo.imageUrl} name={logo.name} walletId={logo.id} rdns={logo.rdns} size={40} />
          </span>
        ) : null}
      </div>
      <div data-latch-pairing-actions="">
        <button type="button" data-latch-copy-uri="" onClick={copy} disabled={uri === undefined}>
          {copied ? t('walletConnect.linkCopied') : t('walletConnect.copyLink')}
        </button>
      </div>
    </div>
  )
}
