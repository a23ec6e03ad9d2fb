import { useLingui as useRuntimeLingui } from '@lingui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import type { Call, CallRequest } from '../../contract/call';
import type { ErrorCode } from '../../contract/errors';
import { callApi, failureOf, type Failure } from '../lib/api-client';
import { errorMessage } from '../lib/error-messages';

interface EmailLinkConfirmationProps<C extends Call> {
  /** The public call that spends the link's token. */
  call: C;
  token: string;
  /** The code shown when the link's token cannot be the call's (cut short, edited). */
  invalidTokenCode: ErrorCode;
  title: ReactNode;
  /** What confirming means, and what to do instead if the player did not ask for it. */
  explanation: ReactNode;
  buttonLabel: ReactNode;
  /** What the page shows once the call succeeded. */
  done: ReactNode;
}

/**
 * The page an emailed confirmation link opens (a new device, a new withdrawal address). The token
 * is spent only when the player presses the button (a POST), never by opening the link, which mail
 * scanners also do.
 */
export function EmailLinkConfirmation<C extends Call>({
  call,
  token,
  invalidTokenCode,
  title,
  explanation,
  buttonLabel,
  done,
}: EmailLinkConfirmationProps<C>) {
  const { i18n } = useRuntimeLingui();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isSending, setSending] = useState(false);
  const [isDone, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = { token };
    if (!v.is(call.request, input)) {
      setFailure({ code: invalidTokenCode, params: {} });
      return;
    }
    setSending(true);
    try {
      await callApi(call, input as CallRequest<C>);
      setDone(true);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="content-page">
      <h1>{title}</h1>
      {isDone ? (
        done
      ) : (
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>{explanation}</p>
          {failure && (
            <p className="alert alert--error" role="alert">
              {errorMessage(i18n, failure.code, failure.params)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={isSending}>
            {buttonLabel}
          </button>
        </form>
      )}
    </section>
  );
}
