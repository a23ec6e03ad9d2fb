// Crash's rules: how it plays, the server's clock, betting on the next round, the return to player
// and instant busts, the maximum win, disconnection and takeover, and the provably fair formula
// with the verifier.
import { useEffect, useId, useRef } from 'react';
import type { LiveTable } from '../../../../contract/house-page/live-tables';
import { formatAmount, formatPercent } from '../../format';
import { useHouse } from '../../house-context';

export function RulesDialog(props: { isOpen: boolean; onClose: () => void; table: LiveTable }) {
  const { t, lang } = useHouse();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { fairness, limits } = props.table;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.isOpen && !element.open) element.showModal();
    if (!props.isOpen && element.open) element.close();
  }, [props.isOpen]);

  const edge = formatPercent(fairness.houseEdge * 100, lang);
  const verifier = `${lang === 'en' ? '/en' : ''}/provably-fair`;
  return (
    <dialog
      ref={dialog}
      className="rules-dialog"
      aria-labelledby={`${id}-title`}
      onClose={props.onClose}
    >
      <div className="rules-heading">
        <h2 id={`${id}-title`}>{t('crashRulesTitle')}</h2>
        <button type="button" className="button-small" onClick={props.onClose}>
          {t('liveClose')}
        </button>
      </div>
      <p>{t('crashRulesHow')}</p>
      <p>{t('crashRulesClock')}</p>
      <p>{t('crashRulesQueue')}</p>
      <p data-testid="crash-rules-return">
        {t('crashRulesReturn', { rtp: formatPercent((1 - fairness.houseEdge) * 100, lang), edge })}
      </p>
      <p>{t('crashRulesMaxWin', { maxWin: formatAmount(limits.maxWin, lang) })}</p>
      <p>{t('crashRulesDisconnect')}</p>
      <p>{t('crashRulesTakeover')}</p>
      <p>{t('crashRulesFair')}</p>
      <dl className="seeds">
        <div>
          <dt>{t('crashRulesTerminatingHash')}</dt>
          <dd className="mono">{fairness.terminatingHash}</dd>
        </div>
        <div>
          <dt>{t('crashRulesSalt', { source: fairness.saltSource })}</dt>
          <dd className="mono">{fairness.salt}</dd>
        </div>
      </dl>
      <p>
        <a href={verifier} target="_top">
          {t('crashRulesVerifier')}
        </a>
      </p>
    </dialog>
  );
}
