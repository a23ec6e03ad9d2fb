import { useState } from 'react';

/**
 * A page's choices kept in its URL, shown at once when the player makes one. The router moves the
 * URL in a transition, and that transition waits for the list the new choice asks for (the list
 * suspends): until it lands, the controls show the choice asked for, and the old list stays.
 */
export function useAskedChoices<Choices>(
  current: Choices,
  onChoose: (update: (current: Choices) => Choices) => void,
): [shown: Choices, choose: (update: (current: Choices) => Choices) => void] {
  const [asked, setAsked] = useState<{ from: string; to: Choices } | null>(null);
  const currentKey = JSON.stringify(current);
  // the URL moved (to the choice asked for, or elsewhere: back, a link): it is what is shown
  if (asked && asked.from !== currentKey) setAsked(null);
  const shown = asked && asked.from === currentKey ? asked.to : current;
  const choose = (update: (current: Choices) => Choices) => {
    setAsked({ from: currentKey, to: update(shown) });
    onChoose(update);
  };
  return [shown, choose];
}
