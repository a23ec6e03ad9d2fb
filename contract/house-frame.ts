// The messages between the platform's game page and a house game in its frame. The frame has an
// opaque origin and so no storage of its own: the page keeps the player's settings for it and
// tells it the site's theme.
import * as v from 'valibot';

export const FRAME_THEMES = ['light', 'dark'] as const;
export type FrameTheme = (typeof FRAME_THEMES)[number];

/**
 * From the frame: asks for the settings (once, when it starts), or the player switched sound or
 * the hot keys (Dice and Limbo's keyboard shortcuts).
 */
export const frameMessage = v.variant('type', [
  v.strictObject({ type: v.literal('house:get-settings') }),
  v.strictObject({ type: v.literal('house:set-sound'), isSoundOn: v.boolean() }),
  v.strictObject({ type: v.literal('house:set-hot-keys'), areHotKeysOn: v.boolean() }),
]);
export type FrameMessage = v.InferOutput<typeof frameMessage>;

/** From the page: the settings, in answer to the frame and again whenever one changes. */
export const pageMessage = v.strictObject({
  type: v.literal('house:settings'),
  theme: v.picklist(FRAME_THEMES),
  isSoundOn: v.boolean(),
  areHotKeysOn: v.boolean(),
});
export type PageMessage = v.InferOutput<typeof pageMessage>;

/** Why the page interrupts the game's play (its autobet stops): the reality check opened over it. */
export const INTERRUPT_REASONS = ['reality_check'] as const;
export type InterruptReason = (typeof INTERRUPT_REASONS)[number];

/** From the page: something of the site's needs the player's eyes, so the game stops playing alone. */
export const interruptMessage = v.strictObject({
  type: v.literal('house:interrupt'),
  reason: v.picklist(INTERRUPT_REASONS),
});
export type InterruptMessage = v.InferOutput<typeof interruptMessage>;

/** What a message event carries that the checks read (the rest is ignored). */
export type ReceivedMessage = Pick<MessageEvent, 'data' | 'source' | 'origin'>;

/**
 * The message if it comes from `expectedSource` and has the shape `schema` allows; otherwise
 * null. The source decides, not the origin: the house frame's origin is opaque ('null').
 */
export function readMessage<S extends v.GenericSchema>(
  event: ReceivedMessage,
  expectedSource: MessageEventSource | null | undefined,
  schema: S,
): v.InferOutput<S> | null {
  if (!expectedSource || event.source !== expectedSource) return null;
  const parsed = v.safeParse(schema, event.data);
  return parsed.success ? parsed.output : null;
}
