/** Limbo pays the target when the result reaches it: P = (1 − edge) / target, in percent. */
export function limboWinChance(target: number, houseEdge: number): number {
  return ((1 - houseEdge) / target) * 100;
}
