import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  computeBet,
  DEFAULT_HOUSE_EDGE,
  type FairGame,
  matchesHash,
  sha256Hex,
  type VerifiedBet,
} from '../../../../contract/provably-fair';
import { RED_POCKETS } from '../../../../contract/provably-fair-payouts';
import { GameSelect, isLiveGame, type VerifierGame } from './game-select';
import { LiveVerifier, type LiveLink } from './live-verifier';
import './verifier.css';

export interface VerifierInput {
  game: FairGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What a link to the verifier may carry: a bet's seeds, or a live round's hash and salt. */
export type VerifierLink = Omit<VerifierInput, 'game'> & LiveLink & { game: VerifierGame };

/**
 * The verifier: a single-player bet from its seeds, or a live table's round from its chain hash
 * and the table's salt. Everything is recomputed in the browser (WebCrypto), also offline. The
 * game's field stays put when the form below it changes, so the keyboard keeps its place.
 */
export function Verifier({ initial }: { initial: VerifierLink }) {
  const id = useId();
  const [game, setGame] = useState<VerifierGame>(initial.game);
  return (
    <section className="verifier" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Verificador provably fair</Trans>
      </h1>
      <p className="verifier__intro">
        {isLiveGame(game) ? (
          <Trans>
            Comprueba una ronda de una mesa en vivo con su hash (revelado al terminar) y la salt de
            la mesa, en tu navegador: el resultado es HMAC-SHA256(hash, salt), y el SHA-256 del hash
            es el hash de la ronda anterior.
          </Trans>
        ) : (
          <Trans>
            Recalcula cualquier apuesta a partir de sus semillas, en tu navegador y sin conexión: el
            resultado es HMAC-SHA256(server seed, client seed:nonce:ronda).
          </Trans>
        )}
      </p>
      <div className="verifier__form verifier__game">
        <GameSelect id={`${id}-game`} value={game} onChange={setGame} />
      </div>
      {isLiveGame(game) ? (
        <LiveVerifier game={game} initial={initial} />
      ) : (
        <SeedVerifier game={game} initial={initial} />
      )}
    </section>
  );
}

interface Verification {
  /** the input it was computed from: an answer for older input is not shown */
  input: VerifierInput;
  bet: VerifiedBet;
  hash: string;
  /** null when no hash was given to compare with */
  hashMatches: boolean | null;
}

/** Recomputes a bet from its revealed seeds in the browser (WebCrypto): no server involved. */
function SeedVerifier({ game, initial }: { game: FairGame; initial: Omit<VerifierInput, 'game'> }) {
  const { t } = useLingui();
  const id = useId();
  const [seeds, setSeeds] = useState(initial);
  // one object per change of seeds or game: a verification shows only for the input it is of
  const input = useMemo<VerifierInput>(() => ({ ...seeds, game }), [seeds, game]);
  const [nonceText, setNonceText] = useState(String(initial.nonce));
  const [verification, setVerification] = useState<Verification | null>(null);
  const isNonceValid = /^\d{1,15}$/.test(nonceText.trim());
  const canVerify = input.serverSeed !== '' && isNonceValid;

  useEffect(() => {
    if (!canVerify) return;
    let isCurrent = true;
    const { game, serverSeed, serverSeedHash, clientSeed, nonce } = input;
    void Promise.all([
      computeBet(game, serverSeed, clientSeed, nonce, DEFAULT_HOUSE_EDGE),
      sha256Hex(serverSeed),
      serverSeedHash.trim() ? matchesHash(serverSeed, serverSeedHash) : null,
    ]).then(([bet, hash, hashMatches]) => {
      if (isCurrent) setVerification({ input, bet, hash, hashMatches });
    });
    return () => {
      isCurrent = false;
    };
  }, [input, canVerify]);

  const update = (change: Partial<Omit<VerifierInput, 'game'>>) =>
    setSeeds((current) => ({ ...current, ...change }));
  const onNonceChange = (text: string) => {
    setNonceText(text);
    if (/^\d{1,15}$/.test(text.trim())) update({ nonce: Number(text) });
  };

  return (
    <>
      <form className="verifier__form" onSubmit={(event) => event.preventDefault()}>
        <div className="form__field verifier__wide">
          <label htmlFor={`${id}-server`}>{t`Server seed (revelado)`}</label>
          <input
            id={`${id}-server`}
            value={input.serverSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => update({ serverSeed: event.currentTarget.value })}
          />
        </div>
        <div className="form__field verifier__wide">
          <label htmlFor={`${id}-hash`}>{t`Hash del server seed (opcional)`}</label>
          <input
            id={`${id}-hash`}
            value={input.serverSeedHash}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => update({ serverSeedHash: event.currentTarget.value })}
          />
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-client`}>{t`Client seed`}</label>
          <input
            id={`${id}-client`}
            value={input.clientSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => update({ clientSeed: event.currentTarget.value })}
          />
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-nonce`}>{t`Nonce`}</label>
          <input
            id={`${id}-nonce`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={nonceText}
            aria-invalid={!isNonceValid}
            aria-describedby={isNonceValid ? undefined : `${id}-nonce-error`}
            onChange={(event) => onNonceChange(event.currentTarget.value)}
          />
          {!isNonceValid && (
            <p id={`${id}-nonce-error`} className="form__error">
              <Trans>El nonce es un número entero desde 0.</Trans>
            </p>
          )}
        </div>
      </form>
      <div className="verifier__output" aria-live="polite">
        {!input.serverSeed ? (
          <p>
            <Trans>Introduce el server seed revelado para ver el resultado.</Trans>
          </p>
        ) : (
          verification?.input === input &&
          canVerify && <VerificationView verification={verification} />
        )}
      </div>
    </>
  );
}

function VerificationView({ verification }: { verification: Verification }) {
  const { i18n, t } = useLingui();
  const { bet, hash, hashMatches } = verification;
  const decimals = (value: number) =>
    i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const result = bet.result;
  const floatCount = bet.floats.length;
  return (
    <>
      <h2>
        <Trans>Resultado</Trans>
      </h2>
      {result.game !== 'hi-lo' && (
        <p className="verifier__result" data-testid="verifier-result">
          {result.game === 'dice' && decimals(result.roll)}
          {result.game === 'limbo' && `${decimals(result.multiplier)}×`}
          {result.game === 'roulette' &&
            `${result.pocket} · ${
              result.pocket === 0 ? t`verde` : RED_POCKETS.has(result.pocket) ? t`rojo` : t`negro`
            }`}
        </p>
      )}
      {result.game === 'hi-lo' && (
        <ol
          className="verifier__cards"
          aria-label={t`Cartas en orden`}
          data-testid="verifier-cards"
        >
          {result.cards.map((card, index) => (
            <li key={index} className={`verifier__card verifier__card--${card.suit}`}>
              {card.label}
            </li>
          ))}
        </ol>
      )}
      <p className="verifier__hash">
        <Trans>SHA-256 del server seed:</Trans> <code>{hash}</code>
      </p>
      {hashMatches !== null && (
        <p
          className={hashMatches ? 'verifier__match' : 'verifier__mismatch'}
          data-testid="verifier-hash-status"
        >
          {hashMatches ? (
            <Trans>El hash coincide: este es el server seed que se mostró antes de jugar.</Trans>
          ) : (
            <Trans>El hash no coincide con este server seed.</Trans>
          )}
        </p>
      )}
      <details className="verifier__floats" open={floatCount === 1}>
        <summary>
          <Trans>Floats ({floatCount})</Trans>
        </summary>
        <ol data-testid="verifier-floats">
          {bet.floats.map((float, index) => (
            <li key={index}>
              <code>{float.toFixed(12)}</code>
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}
