import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { LiveChatErrorCode } from '../../../contract/house-page/live-chat';

const HTTP_STATUS: Record<LiveChatErrorCode, ContentfulStatusCode> = {
  chat_muted: 403,
  chat_rate_limited: 429,
  chat_too_long: 400,
  chat_empty: 400,
};

/** A chat message refused with one of the chat's codes (contract/live-chat.ts). */
export class ChatRefusal extends Error {
  readonly httpStatus: ContentfulStatusCode;

  constructor(
    readonly code: LiveChatErrorCode,
    readonly params?: Record<string, number>,
  ) {
    super(code);
    this.httpStatus = HTTP_STATUS[code];
  }

  toBody() {
    return { status: 0 as const, code: this.code, ...(this.params && { params: this.params }) };
  }
}
