import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { LiveEngine } from '../../../../contract/house-page/live-tables';
import { fetchLiveRoundProof, type ProofLookup } from '../api/live-round-proof';
import {
  type LiveFields,
  normalizeHash,
  percentOf,
  type PublishedRound,
} from '../live-verification';

export interface FoundProof {
  fields: LiveFields;
  published: PublishedRound;
}

/** Looks a finished round up by its number and fills the form with its proof. */
export function RoundLookup({
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
