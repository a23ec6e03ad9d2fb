import { useId, useState } from 'react';
import { houseRotateSeed, type SeedsInPlay } from '../../../contract/house-page/house';
import type { CallResponse } from '../../../contract/call';
import { FieldProblem } from '../components/field-problem';
import { Refusal } from '../components/refusal';
import { useHouse } from '../house-context';
import type { Problem } from '../problems';
import { checkClientSeed } from '../validation';

type Revealed = CallResponse<typeof houseRotateSeed>['revealed'];

/**
 * The seeds in play, the hash of the next server seed (committed before the player types the
 * client seed that will go with it), and rotation, which reveals the old pair and puts the next
 * server seed in play with the typed client seed.
 */
export function FairnessPanel({ seeds }: { seeds: SeedsInPlay }) {
  const { t, isBusy, request } = useHouse();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [clientSeedText, setClientSeedText] = useState(seeds.clientSeed);
  const [seedProblem, setSeedProblem] = useState<Problem | null>(null);
  const [refusal, setRefusal] = useState<Problem | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);

  const rotate = async () => {
    const clientSeed = checkClientSeed(clientSeedText);
    setSeedProblem(clientSeed.ok ? null : clientSeed.problem);
    if (!clientSeed.ok) return;
    const answer = await request(houseRotateSeed, { clientSeed: clientSeed.value });
    if (!answer) return;
    setRefusal(answer.ok ? null : answer.problem);
    if (!answer.ok) return;
    setRevealed(answer.data.revealed);
    setClientSeedText(answer.data.seeds.clientSeed);
  };

  return (
    <section className="panel fairness">
      <h2>
        <button
          type="button"
          className="disclosure"
          aria-expanded={isOpen}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!isOpen)}
        >
          {t('fairToggle')}
        </button>
      </h2>
      <div id={`${id}-body`} className="panel-body" hidden={!isOpen}>
        <p className="hint">{t('fairExplain')}</p>
        <dl className="seeds">
          <div>
            <dt>{t('fairServerSeedHash')}</dt>
            <dd className="mono" data-testid="house-server-seed-hash">
              {seeds.serverSeedHash}
            </dd>
          </div>
          <div>
            <dt>{t('fairNextServerSeedHash')}</dt>
            <dd className="mono" data-testid="house-next-server-seed-hash">
              {seeds.nextServerSeedHash}
            </dd>
          </div>
          <div>
            <dt>{t('fairNonce')}</dt>
            <dd data-testid="house-nonce">{seeds.nonce}</dd>
          </div>
        </dl>
        <form
          className="seed-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void rotate();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-client-seed`}>{t('fairClientSeed')}</label>
            <input
              id={`${id}-client-seed`}
              type="text"
              className="mono"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={clientSeedText}
              aria-invalid={seedProblem ? true : undefined}
              aria-describedby={`${id}-client-seed-problem`}
              onChange={(event) => {
                setClientSeedText(event.currentTarget.value);
                setSeedProblem(null);
              }}
            />
            <FieldProblem id={`${id}-client-seed-problem`} problem={seedProblem} />
          </div>
          <button type="submit" disabled={isBusy}>
            {t('fairRotate')}
          </button>
        </form>
        <Refusal problem={refusal} />
        <div role="status">
          {revealed && (
            <div className="revealed" data-testid="house-revealed-seeds">
              <h3>{t('fairRevealed')}</h3>
              <dl className="seeds">
                <div>
                  <dt>{t('fairServerSeed')}</dt>
                  <dd className="mono">{revealed.serverSeed}</dd>
                </div>
                <div>
                  <dt>{t('fairServerSeedHash')}</dt>
                  <dd className="mono">{revealed.serverSeedHash}</dd>
                </div>
                <div>
                  <dt>{t('fairClientSeed')}</dt>
                  <dd className="mono">{revealed.clientSeed}</dd>
                </div>
                <div>
                  <dt>{t('fairBetCount')}</dt>
                  <dd>{revealed.betCount}</dd>
                </div>
              </dl>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
