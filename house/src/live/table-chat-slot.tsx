// The table chat (house/src/live-chat, docs/live-chat.md) on the screen's socket: beside the
// table on desktop, folded away below it on phones.
import type { Socket } from 'socket.io-client';
import type { Lang } from '../format';
import type { HouseSession } from '../launch';
import { TableChat } from '../live-chat/table-chat';

export function TableChatSlot(props: {
  socket: Socket;
  session: HouseSession;
  lang: Lang;
  isNarrow: boolean;
}) {
  return (
    <aside className="live-chat">
      <TableChat
        table={props.session.game}
        session={props.session}
        lang={props.lang}
        isNarrow={props.isNarrow}
        socket={props.socket}
      />
    </aside>
  );
}
