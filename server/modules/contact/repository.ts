import type { Queryable } from '../../db/database';

export interface ContactMessage {
  /** null when the sender is not logged in */
  playerId: number | null;
  playerName: string;
  email: string;
  phoneNumber: string;
  note: string;
}

/** Stores a message for the operator to answer; returns its id. */
export async function insertContactMessage(
  db: Queryable,
  message: ContactMessage,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO player_messages (player_id, player_name, email, phone_number, note, status)
     VALUES ($1, $2, $3, $4, $5, 'pending') RETURNING id`,
    [message.playerId, message.playerName, message.email, message.phoneNumber, message.note],
  );
  return (rows[0] as { id: number }).id;
}
