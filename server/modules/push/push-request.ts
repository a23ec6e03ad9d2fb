import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  checkedLookup,
  hostOf,
  isPublicAddress,
  PrivateAddressError,
  type ResolveHost,
} from './endpoint-policy';

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface PushConnection {
  resolve: ResolveHost;
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: a local test push service over http on any address. */
  allowPrivate: boolean;
  timeoutMs: number;
}

/**
 * POSTs one message to a push service and answers its status. It connects only to public
 * addresses (an IP in the URL is checked here, a name's addresses by the lookup) and never
 * follows a redirect: a push service answers itself.
 */
export function postPush(push: PushRequest, connection: PushConnection): Promise<number> {
  const url = new URL(push.endpoint);
  const host = hostOf(url);
  if (isIP(host) && !connection.allowPrivate && !isPublicAddress(host))
    return Promise.reject(new PrivateAddressError(host, host));
  const isHttps = url.protocol === 'https:';
  if (!isHttps && !(connection.allowPrivate && url.protocol === 'http:'))
    return Promise.reject(new Error(`push endpoint scheme ${url.protocol} refused`));

  return new Promise((resolve, reject) => {
    const request = (isHttps ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers: push.headers,
        lookup: checkedLookup(connection.resolve, connection.allowPrivate),
        signal: AbortSignal.timeout(connection.timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(push.body);
  });
}
