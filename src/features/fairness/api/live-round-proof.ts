// A finished live round's proof (its hash, the previous round's, the table's salt and edge) for
// the verifier. The call lives under the house provider's API (/house/api/), not the platform's;
// anyone may make it. A server without live tables answers 404: the page says so and the player
// types the hash and salt instead.
import * as v from 'valibot';
import type { CallResponse } from '../../../../contract/call';
import { liveRoundProof } from '../../../../contract/house-page/live-tables';

export type LiveRoundProof = CallResponse<typeof liveRoundProof>;

export type ProofLookup =
  | { status: 'found'; proof: LiveRoundProof }
  /** no such round yet, or this server publishes no live proofs */
  | { status: 'not-found' }
  | { status: 'unavailable' };

export async function fetchLiveRoundProof(
  table: string,
  index: number,
  signal?: AbortSignal,
): Promise<ProofLookup> {
  let response: Response;
  try {
    response = await fetch(`/house/api/${liveRoundProof.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ table, index }),
      ...(signal && { signal }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 'unavailable' };
  }
  if (response.status === 404) return { status: 'not-found' };
  const parsed = v.safeParse(liveRoundProof.response, await response.json().catch(() => null));
  return response.ok && parsed.success
    ? { status: 'found', proof: parsed.output }
    : { status: 'unavailable' };
}
