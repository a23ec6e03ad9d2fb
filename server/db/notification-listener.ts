import pg from 'pg';

export interface NotificationHandlers {
  onNotification(payload: string): void;
  /**
   * `false` as soon as notifications may be missed (the listening connection is lost), `true`
   * once they are received again; anything sent in between was not seen.
   */
  onListening(isListening: boolean): void;
}

export interface Listener {
  /**
   * Resolves `true` once every notification committed before the call has been handed to
   * `onNotification`, `false` when that cannot be known (not listening).
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

const RETRY_MS = 1_000;
const SYNC_TIMEOUT_MS = 2_000;

/**
 * LISTEN on a dedicated connection (a pooled one would lose its session), reconnecting after a
 * failure. `sync` is a barrier: PostgreSQL signals listeners before the notifying COMMIT returns
 * and a listening backend sends what it was signalled before the ReadyForQuery of its next
 * command, so once a query on this connection answers, every earlier notification was read.
 * Concurrent callers share one barrier query; one that started before a caller asked does not
 * count for it.
 */
export async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> {
  let current: pg.Client | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  let waiting: ((isInSync: boolean) => void)[] = [];
  let isSyncing = false;

  const connect = async (): Promise<void> => {
    retry = undefined;
    const client = new pg.Client({ connectionString, keepAlive: true });
    let isLost = false;
    const onLost = () => {
      if (isLost) return;
      isLost = true;
      if (current === client) current = null;
      handlers.onListening(false);
      void client.end().catch(() => undefined);
      if (!isClosed) {
        retry = setTimeout(() => void connect(), RETRY_MS);
        retry.unref();
      }
    };
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (isClosed) {
      isLost = true;
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    handlers.onListening(true);
  };

  const barrier = async (client: pg.Client): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('listener did not answer')), SYNC_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
      return true;
    } catch {
      // a connection that cannot answer is treated as lost: reconnect, and trust nothing until then
      client.emit('error', new Error('listener barrier failed'));
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const flush = async () => {
    isSyncing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const isInSync = current ? await barrier(current) : false;
      for (const resolve of batch) resolve(isInSync);
    }
    isSyncing = false;
  };

  await connect();
  return {
    sync() {
      return new Promise<boolean>((resolve) => {
        waiting.push(resolve);
        if (!isSyncing) void flush();
      });
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
