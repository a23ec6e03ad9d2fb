import { Trans, useLingui } from '@lingui/react/macro';
import { RED_POCKETS } from '../../../../contract/provably-fair-payouts';
import type { LiveResult, LiveVerification, PublishedRound } from '../live-verification';

/** A live round recomputed: its result, its link to the chain, and the server's published one. */
export function LiveVerificationView({
  verification,
  published,
}: {
  verification: LiveVerification;
  published: PublishedRound | null;
}) {
  const { result, resultHex, linkedHash, linksToPrevious } = verification;
  const resultText = useResultText(result);
  const publishedText = useResultText(
    published?.result == null
      ? null
      : result.game === 'crash'
        ? { game: 'crash', bustPoint: published.result, isInstantBust: false }
        : { game: 'live-roulette', pocket: published.result },
  );
  const matchesPublished =
    published?.result != null &&
    (result.game === 'crash' ? result.bustPoint : result.pocket) === published.result;
  return (
    <>
      <h2>
        <Trans>Resultado</Trans>
      </h2>
      <p className="verifier__result" data-testid="verifier-result">
        {resultText}
      </p>
      {result.game === 'crash' && result.isInstantBust && (
        <p data-testid="verifier-instant-bust">
          <Trans>
            Bust instantáneo: la curva explota en 1,00× antes de que nadie pueda retirar.
          </Trans>
        </p>
      )}
      {published && publishedText !== null && (
        <p
          className={matchesPublished ? 'verifier__match' : 'verifier__mismatch'}
          data-testid="verifier-published-status"
        >
          {matchesPublished ? (
            <Trans>Coincide con el resultado publicado de la ronda {published.index}.</Trans>
          ) : (
            <Trans>
              No coincide con el resultado publicado de la ronda {published.index} ({publishedText}
              ).
            </Trans>
          )}
        </p>
      )}
      <p className="verifier__hash">
        <Trans>SHA-256 del hash (el hash de la ronda anterior):</Trans> <code>{linkedHash}</code>
      </p>
      {linksToPrevious !== null && (
        <p
          className={linksToPrevious ? 'verifier__match' : 'verifier__mismatch'}
          data-testid="verifier-chain-status"
        >
          {linksToPrevious ? (
            published?.isFirstRound ? (
              <Trans>
                Enlaza con la cadena: el SHA-256 de este hash es el hash final publicado antes de
                elegir la salt.
              </Trans>
            ) : (
              <Trans>Enlaza con la cadena: el SHA-256 de este hash es el hash anterior.</Trans>
            )
          ) : (
            <Trans>No enlaza: el SHA-256 de este hash no es el hash anterior.</Trans>
          )}
        </p>
      )}
      <details className="verifier__floats">
        <summary>
          <Trans>HMAC-SHA256(hash, salt)</Trans>
        </summary>
        <p className="verifier__hash">
          <code data-testid="verifier-result-hex">{resultHex}</code>
        </p>
      </details>
    </>
  );
}

/** 2,41× for a bust point, "17 · negro" for a pocket; null for no result. */
function useResultText(result: LiveResult | null): string | null {
  const { i18n, t } = useLingui();
  if (result === null) return null;
  if (result.game === 'crash') {
    const multiplier = i18n.number(result.bustPoint, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return `${multiplier}×`;
  }
  const { pocket } = result;
  const colour = pocket === 0 ? t`verde` : RED_POCKETS.has(pocket) ? t`rojo` : t`negro`;
  return `${pocket} · ${colour}`;
}
