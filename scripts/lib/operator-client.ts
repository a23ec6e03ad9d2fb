// Talks to a running server as the operator, with the secrets of its data directory.
import { readConfig } from '../../server/config';
import { loadSecrets, type Secrets } from '../../server/secrets';

export interface OperatorClient {
  baseUrl: string;
  secrets: Secrets;
  call(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

export async function connectAsOperator(): Promise<OperatorClient> {
  const config = readConfig(process.env);
  const { secrets } = await loadSecrets(config);
  const baseUrl = (
    process.env.API_URL ??
    config.PUBLIC_URL ??
    `http://localhost:${config.PORT}`
  ).replace(/\/$/, '');
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new Error(
        `cannot reach the server at ${baseUrl} (is it running? set API_URL otherwise): ${String(error)}`,
      );
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const login = await post('front/auth/login/', {
    username: process.env.ADMIN_USERNAME ?? 'admin',
    password: secrets.adminPassword,
  });
  if (login.status !== 200) throw new Error(`operator login failed: ${JSON.stringify(login.body)}`);
  const token = login.body.accessToken as string;
  return {
    baseUrl,
    secrets,
    call: (path, body, headers = {}) =>
      post(path, body, { Authorization: `Bearer ${token}`, ...headers }),
  };
}
