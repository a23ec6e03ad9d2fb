import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { LIVE_DEFAULT_HOUSE_EDGE } from '../../../../contract/live-fairness';
import type { LiveEngine } from '../../../../contract/live-tables';
import { fetchLiveRoundProof, type ProofLookup } from '../api/live-round-proof';
import {
  liveInputProblems,
  type LiveVerification,
  type LiveVerifierInput,
  normalizeHash,
  verifyLiveRound,
} from '../live-verification';
import { LiveVerificationView } from './live-verification-view';

/** What a link may carry for a live round. */
export interface LiveLink {
  roundHash: string;
  salt: string;
  previousHash: string;
}

type Fields = Omit<LiveVerifierInput, 'game'>;

/** The result the server published for a round it looked up, to compare with the recomputed one. */
export interface PublishedRound {
  index: number;
  hash: string;
  result: number | null;
  isFirstRound: boolean;
}

const percentOf = (edge: number) => String(Math.round(edge * 1_000_000) / 10_000);

/** A live table's round from its hash and the table's salt, or looked up by its number. */
export function LiveVerifier({ game, initial }: { game: LiveEngine; initial: LiveLink }) {
  const { t } = useLingui();
  const id = useId();
  const [fields, setFields] = useState<Fields>({
    hash: initial.roundHash,
    salt: initial.salt,
    previousHash: initial.previousHash,
    edgePercent: percentOf(LIVE_DEFAULT_HOUSE_EDGE),
  });
  const [verification, setVerification] = useState<LiveVerification | null>(null);
  const [published, setPublished] = useState<PublishedRound | null>(null);
  const input: LiveVerifierInput = { ...fields, game };
  const problems = liveInputProblems(input);
  const canVerify = problems.length === 0;

  useEffect(() => {
    if (!canVerify) return;
    let isCurrent = true;
    const current = { ...fields, game };
    void verifyLiveRound(current).then((answer) => {
      if (isCurrent) setVerification(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [fields, game, canVerify]);

  const update = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));
  const isShown = (field: keyof Fields) => problems.includes(field) && fields[field].trim() !== '';
  const errorProps = (field: keyof Fields) =>
    isShown(field)
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` }
      : { 'aria-invalid': false };
  const isVerificationCurrent =
    canVerify &&
    verification !== null &&
    verification.input.game === game &&
    (Object.keys(fields) as (keyof Fields)[]).every(
      (key) => verification.input[key] === fields[key],
    );

  return (
    <>
      <RoundLookup
        game={game}
        onFound={(proof) => {
          update(proof.fields);
          setPublished(proof.published);
        }}
      />
      <form className="verifier__form" onSubmit={(event) => event.preventDefault()}>
        <div className="form__field verifier__wide">
          <label htmlFor={`${id}-hash`}>{t`Hash de la ronda`}</label>
          <input
            id={`${id}-hash`}
            value={fields.hash}
            spellCheck={false}
            autoComplete="off"
            {...errorProps('hash')}
            onChange={(event) => update({ hash: event.currentTarget.value })}
          />
          {isShown('hash') && (
            <p id={`${id}-hash-error`} className="form__error">
              <Trans>El hash son 64 caracteres hexadecimales.</Trans>
            </p>
          )}
        </div>
        <div className="form__field verifier__wide">
          <label htmlFor={`${id}-salt`}>{t`Salt de la mesa`}</label>
          <input
            id={`${id}-salt`}
            value={fields.salt}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => update({ salt: event.currentTarget.value })}
          />
        </div>
        <div className="form__field verifier__wide">
          <label htmlFor={`${id}-previousHash`}>
            {t`Hash de la ronda anterior (para la ronda 1, el hash final de la cadena; opcional)`}
          </label>
          <input
            id={`${id}-previousHash`}
            value={fields.previousHash}
            spellCheck={false}
            autoComplete="off"
            {...errorProps('previousHash')}
            onChange={(event) => update({ previousHash: event.currentTarget.value })}
          />
          {isShown('previousHash') && (
            <p id={`${id}-previousHash-error`} className="form__error">
              <Trans>El hash son 64 caracteres hexadecimales.</Trans>
            </p>
          )}
        </div>
        {game === 'crash' && (
          <div className="form__field">
            <label htmlFor={`${id}-edgePercent`}>{t`Ventaja de la casa (%)`}</label>
            <input
              id={`${id}-edgePercent`}
              inputMode="decimal"
              value={fields.edgePercent}
              {...errorProps('edgePercent')}
              onChange={(event) => update({ edgePercent: event.currentTarget.value })}
            />
            {isShown('edgePercent') && (
              <p id={`${id}-edgePercent-error`} className="form__error">
                <Trans>Un porcentaje de 0 a 99,9999, con hasta cuatro decimales.</Trans>
              </p>
            )}
          </div>
        )}
      </form>
      <div className="verifier__output" aria-live="polite">
        {fields.hash.trim() === '' || fields.salt.trim() === '' ? (
          <p>
            <Trans>Introduce el hash de la ronda y la salt de la mesa para ver el resultado.</Trans>
          </p>
        ) : (
          isVerificationCurrent && (
            <LiveVerificationView
              verification={verification}
              published={published?.hash === normalizeHash(fields.hash) ? published : null}
            />
          )
        )}
      </div>
    </>
  );
}

interface FoundProof {
  fields: Fields;
  published: PublishedRound;
}

/** Looks a finished round up by its number and fills the form with its proof. */
function RoundLookup({
  game,
  onFound,
}: {
  game: LiveEngine;
  onFound: (proof: FoundProof) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [indexText, setIndexText] = useState('');
  const [lookup, setLookup] = useState<ProofLookup | 'not-ended' | 'looking' | null>(null);
  const isIndexValid = /^[1-9]\d{0,14}$/.test(indexText.trim());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isIndexValid) return;
    setLookup('looking');
    // the table is the catalogue game of the same name as its engine (crash, live-roulette)
    const answer = await fetchLiveRoundProof(game, Number(indexText));
    if (answer.status !== 'found') return setLookup(answer);
    const { round, previousHash, fairness } = answer.proof;
    if (round.hash === null) return setLookup('not-ended');
    setLookup(answer);
    onFound({
      fields: {
        hash: round.hash,
        salt: fairness.salt,
        previousHash,
        edgePercent: percentOf(fairness.houseEdge),
      },
      published: {
        index: round.index,
        hash: normalizeHash(round.hash),
        result: round.result,
        isFirstRound: previousHash === fairness.terminatingHash,
      },
    });
  };

  return (
    <form className="verifier__form verifier__lookup" onSubmit={(event) => void onSubmit(event)}>
      <div className="form__field">
        <label htmlFor={`${id}-index`}>{t`Número de ronda`}</label>
        <input
          id={`${id}-index`}
          inputMode="numeric"
          value={indexText}
          aria-invalid={indexText !== '' && !isIndexValid}
          aria-describedby={`${id}-lookup-status`}
          onChange={(event) => setIndexText(event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="button button--secondary" disabled={lookup === 'looking'}>
        <Trans>Buscar la ronda</Trans>
      </button>
      <p id={`${id}-lookup-status`} className="verifier__lookup-status" role="status">
        {indexText !== '' && !isIndexValid && (
          <Trans>El número de ronda es un entero desde 1.</Trans>
        )}
        {isIndexValid && lookupMessage(lookup)}
      </p>
    </form>
  );
}

function lookupMessage(lookup: ProofLookup | 'not-ended' | 'looking' | null) {
  if (lookup === null) return null;
  if (lookup === 'looking') return <Trans>Buscando la ronda…</Trans>;
  if (lookup === 'not-ended') {
    return <Trans>Esa ronda aún no ha terminado: su hash se revela al terminar.</Trans>;
  }
  switch (lookup.status) {
    case 'found':
      return <Trans>Ronda encontrada: sus datos están abajo.</Trans>;
    case 'not-found':
      return (
        <Trans>
          No hay ninguna ronda terminada con ese número en esta mesa. Puedes escribir el hash y la
          salt a mano.
        </Trans>
      );
    case 'unavailable':
      return (
        <Trans>
          No se pudo consultar la ronda ahora. Puedes escribir el hash y la salt a mano.
        </Trans>
      );
  }
}
