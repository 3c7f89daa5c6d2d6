import { useEffect, useState } from 'react'
import { useT } from '../../hooks/useT'

/** A white background under the code, so it scans in dark themes too (an attribute, not a style). */
function onWhite(svg: string): string {
  return svg.replace(/^(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#fff"/>')
}

/**
 * The pairing URI as a QR code (an `<img>` of the SVG the pairing connector draws, so no inline
 * style reaches the page) with a button that copies the URI. The URI is in `data-latch-pairing-uri`.
 *
 * @param props - The URI and the QR encoder (`createPairingQr` of `@latch/walletconnect`).
 * @example
 * ```tsx
 * <PairingQr uri={uri} createQr={source.createQr} />
 * ```
 */
export function PairingQr({
  uri,
  createQr,
}: {
  uri: string
  createQr: (uri: string) => Promise<{ svg: string }>
}) {
  const [drawn, setDrawn] = useState<{ uri: string; src: string } | undefined>(undefined)
  const [copied, setCopied] = useState(false)
  const t = useT()

  useEffect(() => {
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
    void navigator.clipboard
      ?.writeText(uri)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }

  return (
    <div data-latch-pairing="" data-latch-pairing-uri={uri}>
      <div data-latch-pairing-code="">
        {drawn?.uri === uri ? (
          <img
            data-latch-pairing-qr=""
            src={drawn.src}
            alt={t('walletConnect.qrLabel')}
            width={240}
            height={240}
          />
        ) : (
          <p data-latch-pairing-qr="" data-state="loading">
            {t('walletConnect.preparingQr')}
          </p>
        )}
      </div>
      <div data-latch-pairing-actions="">
        <button type="button" data-latch-copy-uri="" onClick={copy}>
          {copied ? t('walletConnect.linkCopied') : t('walletConnect.copyLink')}
        </button>
      </div>
    </div>
  )
}
