// Dice, Limbo and Roulette: one bet, one draw, settled at once.
import type { CallParsedRequest } from '../../../contract/call';
import {
  DICE_CHANCE_RANGE,
  type houseDice,
  type houseLimbo,
  type houseRoulette,
} from '../../../contract/house-page/house';
import { satoshisToMbtc } from '../../../contract/money';
import {
  diceMultiplier,
  diceWinChance,
  isDiceWin,
  rouletteReturn,
} from '../../../contract/provably-fair-payouts';
import { invalidField } from './house-refusal';
import {
  checkChip,
  checkMaxPayout,
  checkStake,
  KEPT_BASIS_POINTS,
  multiplyStake,
  ratio,
} from './limits';
import type { RoundPlan } from './round-plan';

const hundredthsOf = (value: number) => Math.round(value * 100);
const hundredths = (value: number) => BigInt(hundredthsOf(value));

export function planDice({
  amount,
  target,
  direction,
}: CallParsedRequest<typeof houseDice>): RoundPlan {
  checkStake(amount);
  const chance = diceWinChance(target, direction);
  if (chance < DICE_CHANCE_RANGE.min || chance > DICE_CHANCE_RANGE.max)
    throw invalidField('target');
  // stake × (100 − edge %) / chance %, counted in hundredths of a percent
  const winPayout = multiplyStake(amount, KEPT_BASIS_POINTS, hundredths(chance));
  checkMaxPayout(winPayout);
  return {
    engine: 'dice',
    stake: amount,
    params: { target, direction },
    decide(bet) {
      const roll = bet.result.game === 'dice' ? bet.result.roll : 0;
      // compared in whole hundredths, the unit the chance was priced in
      const isWin = isDiceWin(hundredthsOf(roll), hundredthsOf(target), direction);
      return {
        state: 'settling',
        payout: isWin ? winPayout : 0n,
        multiplier: isWin ? diceMultiplier(chance) : 0,
        result: { roll, target, direction, chance },
      };
    },
  };
}

export function planLimbo({ amount, target }: CallParsedRequest<typeof houseLimbo>): RoundPlan {
  checkStake(amount);
  const winPayout = multiplyStake(amount, hundredths(target), 100n);
  checkMaxPayout(winPayout);
  return {
    engine: 'limbo',
    stake: amount,
    params: { target },
    decide(bet) {
      const result = bet.result.game === 'limbo' ? bet.result.multiplier : 1;
      const isWin = hundredths(result) >= hundredths(target);
      return {
        state: 'settling',
        payout: isWin ? winPayout : 0n,
        multiplier: isWin ? target : 0,
        result: { result, target },
      };
    },
  };
}

const POCKETS = Array.from({ length: 37 }, (_, pocket) => pocket);

export function planRoulette({ bets }: CallParsedRequest<typeof houseRoulette>): RoundPlan {
  const stake = bets.reduce((total, chip) => total + chip.amount, 0n);
  for (const chip of bets) checkChip(chip.amount);
  checkStake(stake);
  const payoutOn = (pocket: number) =>
    bets.reduce(
      (total, chip) => total + chip.amount * BigInt(rouletteReturn(chip.bet, pocket)),
      0n,
    );
  checkMaxPayout(POCKETS.reduce((most, pocket) => bigintMax(most, payoutOn(pocket)), 0n));
  return {
    engine: 'roulette',
    stake,
    params: { bets: bets.map((chip) => ({ bet: chip.bet, amount: chip.amount.toString() })) },
    decide(bet) {
      const pocket = bet.result.game === 'roulette' ? bet.result.pocket : 0;
      const payout = payoutOn(pocket);
      return {
        state: 'settling',
        payout,
        multiplier: ratio(payout, stake),
        result: {
          pocket,
          bets: bets.map((chip) => ({
            bet: chip.bet,
            amount: satoshisToMbtc(chip.amount),
            payout: satoshisToMbtc(chip.amount * BigInt(rouletteReturn(chip.bet, pocket))),
          })),
        },
      };
    },
  };
}

const bigintMax = (a: bigint, b: bigint) => (a > b ? a : b);
