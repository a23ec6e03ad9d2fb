import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LimitPeriod, LimitType } from '../../../contract/protection';

export const LIMIT_TYPE_LABELS: Record<LimitType, MessageDescriptor> = {
  deposit: msg`Depósitos`,
  loss: msg`Pérdidas`,
  wager: msg`Apuestas`,
};

// the windows are rolling (docs/player-protection.md): the words say 24 hours, not "today"
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, MessageDescriptor> = {
  day: msg`24 horas`,
  week: msg`7 días`,
  month: msg`30 días`,
};
