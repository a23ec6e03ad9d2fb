import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { LIVE_DEFAULT_HOUSE_EDGE } from '../../../../contract/live-fairness';
import type { LiveEngine } from '../../../../contract/house-page/live-tables';
import {
  type LiveFields,
  liveInputProblems,
  type LiveVerification,
  type LiveVerifierInput,
  normalizeHash,
  percentOf,
  type PublishedRound,
  verifyLiveRound,
} from '../live-verification';
import { LiveVerificationView } from './live-verification-view';
import { RoundLookup } from './round-lookup';

/** What a link may carry for a live round. */
export interface LiveLink {
  roundHash: string;
  salt: string;
  previousHash: string;
}

/** A live table's round from its hash and the table's salt, or looked up by its number. */
export function LiveVerifier({ game, initial }: { game: LiveEngine; initial: LiveLink }) {
  const { t } = useLingui();
  const id = useId();
  const [fields, setFields] = useState<LiveFields>({
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

  const update = (change: Partial<LiveFields>) =>
    setFields((current) => ({ ...current, ...change }));
  const isShown = (field: keyof LiveFields) =>
    problems.includes(field) && fields[field].trim() !== '';
  const errorProps = (field: keyof LiveFields) =>
    isShown(field)
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` }
      : { 'aria-invalid': false };
  const isVerificationCurrent =
    canVerify &&
    verification !== null &&
    verification.input.game === game &&
    (Object.keys(fields) as (keyof LiveFields)[]).every(
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
