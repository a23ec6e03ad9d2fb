import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VERIFIER_GAMES } from '../../../features/fairness/verifier-games';
import { Verifier } from '../../../features/fairness/components/verifier';
import { accountCatalogue } from '../../../i18n/account';
import { loadSection } from '../../../i18n/i18n';

// a bet links here with its seeds; the router reads digits-only values as numbers
const seedParam = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(256)), ''),
  '',
);

/** The provably-fair verifier: recomputes a bet or a live round in the browser, also offline. */
export const Route = createFileRoute('/{-$locale}/_layout/provably-fair')({
  validateSearch: v.object({
    game: v.fallback(v.optional(v.picklist(VERIFIER_GAMES), 'dice'), 'dice'),
    serverSeed: seedParam,
    serverSeedHash: seedParam,
    clientSeed: seedParam,
    nonce: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0), 0),
    // a live round: its hash, the table's salt and the previous round's hash
    roundHash: seedParam,
    salt: seedParam,
    previousHash: seedParam,
  }),
  // its page's messages, fetched while its code is (src/i18n/account.ts)
  loader: () => loadSection(accountCatalogue),
  component: ProvablyFairPage,
});

function ProvablyFairPage() {
  const search = Route.useSearch();
  // a new link (other seeds in the URL) starts the form again
  return <Verifier key={JSON.stringify(search)} initial={search} />;
}
