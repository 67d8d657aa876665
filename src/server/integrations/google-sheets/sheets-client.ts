/**
 * A Sheets API v4 client signed in as the service account: google-auth-library's JWT client does
 * the OAuth JWT exchange (RS256 assertion for the spreadsheets scope, bearer token cached and
 * renewed), @googleapis/sheets speaks the API at `GOOGLE_API_URL`. The library posts its
 * assertion to Google's token endpoint whatever the key says; a key whose `token_uri` names
 * another endpoint has the exchange sent there (and that endpoint as the JWT's audience).
 */
import type { JWT } from 'google-auth-library';
import type { MethodOptions, sheets_v4 } from '@googleapis/sheets';
import { GOOGLE_SHEETS_SCOPE, GOOGLE_TOKEN_URL, type GoogleSheetsTarget } from './google-sheets-config';
import { signInFailure } from './google-failure';

// The Google libraries load on the first export, not at the server's start.
async function serviceAccount(target: GoogleSheetsTarget): Promise<JWT> {
  const { key, tokenUrl } = target;
  const { JWT } = await import('google-auth-library');
  const client = new JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [GOOGLE_SHEETS_SCOPE],
    transporterOptions: { timeout: target.timeoutMs },
    ...(tokenUrl === GOOGLE_TOKEN_URL ? {} : { additionalClaims: { aud: tokenUrl } }),
  });
  if (tokenUrl !== GOOGLE_TOKEN_URL) {
    client.transporter.interceptors.request.add({
      resolved: async (request) => (request.url.href === GOOGLE_TOKEN_URL ? { ...request, url: new URL(tokenUrl) } : request),
    });
  }
  return client;
}

export interface SheetsSession {
  api: sheets_v4.Sheets;
  /** Per-call options: the current bearer token (renewed by the JWT client when it expires) and the timeout. */
  callOptions(): Promise<MethodOptions>;
}

async function bearer(auth: JWT, tokenUrl: string): Promise<string> {
  try {
    const { token } = await auth.getAccessToken();
    if (token) return token;
  } catch (error) {
    throw signInFailure(error, tokenUrl);
  }
  throw signInFailure(new Error('the token endpoint gave no access token'), tokenUrl);
}

/**
 * Signs in (refusing with Google's answer when the exchange fails) and returns the API. The
 * token goes on each call as its Authorization header: @googleapis/sheets carries its own copy
 * of google-auth-library, whose client type the project's copy does not match.
 */
export async function signedInSheets(target: GoogleSheetsTarget): Promise<SheetsSession> {
  const auth = await serviceAccount(target);
  await bearer(auth, target.tokenUrl);
  const { sheets } = await import('@googleapis/sheets');
  return {
    api: sheets({ version: 'v4', rootUrl: `${target.apiUrl}/` }),
    callOptions: async () => ({ headers: { Authorization: `Bearer ${await bearer(auth, target.tokenUrl)}` }, timeout: target.timeoutMs }),
  };
}
