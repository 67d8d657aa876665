/**
 * A local stand-in for Google (tests only): an OAuth token endpoint that verifies the service
 * account's JWT assertion with the test key's public key before it answers an access token, and
 * the Sheets API v4 calls the export makes (get the tabs, clear a range, grow a tab, write
 * values), kept in an in-memory grid so a test reads back what was written. An RSA key is made
 * when a test process first needs one; no key is stored in the repository.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { startLocalService, type LocalAnswer, type LocalService, type RecordedRequest } from './local-service';

export const STAND_IN_ACCESS_TOKEN = 'ya29.stand-in-token';
export const STAND_IN_CLIENT_EMAIL = 'exporter@inventory-test.iam.gserviceaccount.com';

export interface StandInTab {
  sheetId: number;
  title: string;
  rowCount: number;
  columnCount: number;
  /** Rows of cells, from A1. */
  grid: string[][];
}

export interface GoogleStandIn {
  url: string;
  requests: RecordedRequest[];
  /** The key file's JSON text, its token_uri at this stand-in. */
  keyJson: string;
  spreadsheetId: string;
  tabs: StandInTab[];
  /** Verified JWT claims of each token request. */
  assertions: Array<Record<string, unknown>>;
  /** When set, answers instead of the stand-in (a 503, a refusal). */
  override?: (request: RecordedRequest) => LocalAnswer | undefined;
  close(): Promise<void>;
}

const base64url = (text: string) => Buffer.from(text, 'base64url');

/** The JWT's claims if its RS256 signature verifies with the key, else null. */
function verifiedClaims(jwt: string, publicKey: string): Record<string, unknown> | null {
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) return null;
  if ((JSON.parse(base64url(header).toString()) as { alg?: string }).alg !== 'RS256') return null;
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${header}.${payload}`);
  return verifier.verify(publicKey, base64url(signature)) ? (JSON.parse(base64url(payload).toString()) as Record<string, unknown>) : null;
}

const googleError = (status: number, message: string, state: string): LocalAnswer => ({ status, body: { error: { code: status, message, status: state } } });

/** The 1-based row of a range's start cell (`'Tab'!A5` → 5; a whole tab starts at 1). */
function startRow(range: string): number {
  const cell = /!([A-Z]+)(\d+)$/.exec(range);
  return cell ? Number(cell[2]) : 1;
}

function tabTitle(range: string): string {
  const quoted = /^'((?:[^']|'')*)'/.exec(range);
  return quoted ? quoted[1].replaceAll("''", "'") : range.split('!')[0];
}

let keys: { privateKey: string; publicKey: string } | undefined;

/** The stand-in's RSA key pair, made once per test process (making one takes a while). */
function standInKeys() {
  keys ??= generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  return keys;
}

export async function startGoogleStandIn(tabs: Array<Omit<StandInTab, 'grid'> & { grid?: string[][] }>, spreadsheetId = 'sheet-1'): Promise<GoogleStandIn> {
  const { privateKey, publicKey } = standInKeys();
  const state = { tabs: tabs.map((tab) => ({ ...tab, grid: tab.grid ?? [] })), assertions: [] as Array<Record<string, unknown>> };
  let url = '';
  const holder: { override?: GoogleStandIn['override'] } = {};

  const tokenAnswer = (request: RecordedRequest): LocalAnswer => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' } };
    const claims = verifiedClaims(form.get('assertion') ?? '', publicKey);
    if (!claims) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } };
    const now = Date.now() / 1000;
    if (claims.iss !== STAND_IN_CLIENT_EMAIL || Number(claims.exp) < now || Number(claims.iat) > now + 60) {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT: bad issuer or time' } };
    }
    state.assertions.push(claims);
    return { status: 200, body: { access_token: STAND_IN_ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' } };
  };

  const sheetsAnswer = (request: RecordedRequest, path: string): LocalAnswer => {
    if (request.headers.authorization !== `Bearer ${STAND_IN_ACCESS_TOKEN}`) return googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
    const prefix = `/v4/spreadsheets/${spreadsheetId}`;
    if (!path.startsWith(prefix)) return googleError(404, 'Requested entity was not found.', 'NOT_FOUND');
    const rest = path.slice(prefix.length);
    const findTab = (range: string) => state.tabs.find((tab) => tab.title === tabTitle(range));
    if (request.method === 'GET' && rest === '') {
      return { status: 200, body: { sheets: state.tabs.map((tab, index) => ({ properties: { sheetId: tab.sheetId, title: tab.title, index, gridProperties: { rowCount: tab.rowCount, columnCount: tab.columnCount } } })) } };
    }
    if (request.method === 'POST' && rest === ':batchUpdate') {
      for (const change of (request.body as { requests: Array<{ updateSheetProperties: { properties: { sheetId: number; gridProperties: { rowCount: number; columnCount: number } } } }> }).requests) {
        const { sheetId, gridProperties } = change.updateSheetProperties.properties;
        const tab = state.tabs.find((t) => t.sheetId === sheetId);
        if (!tab) return googleError(400, `No grid with id: ${sheetId}`, 'INVALID_ARGUMENT');
        Object.assign(tab, gridProperties);
      }
      return { status: 200, body: { spreadsheetId, replies: [{}] } };
    }
    const values = /^\/values\/(.+?)(:clear)?$/.exec(rest);
    const range = values ? decodeURIComponent(values[1]) : '';
    const tab = findTab(range);
    if (!values || !tab) return googleError(400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT');
    if (request.method === 'POST' && values[2]) {
      tab.grid = [];
      return { status: 200, body: { spreadsheetId, clearedRange: range } };
    }
    if (request.method === 'PUT' && !values[2]) {
      const rows = (request.body as { values: string[][] }).values;
      const first = startRow(range);
      if (first - 1 + rows.length > tab.rowCount) return googleError(400, `Range (${range}) exceeds grid limits. Max rows: ${tab.rowCount}`, 'INVALID_ARGUMENT');
      rows.forEach((row, i) => (tab.grid[first - 1 + i] = row.map(String)));
      return { status: 200, body: { spreadsheetId, updatedRange: range, updatedRows: rows.length } };
    }
    return googleError(404, 'Not found', 'NOT_FOUND');
  };

  const service: LocalService = await startLocalService((request) => {
    const path = new URL(request.url, url).pathname;
    const overridden = holder.override?.(request);
    if (overridden) return overridden;
    return path === '/oauth/token' ? tokenAnswer(request) : sheetsAnswer(request, path);
  });
  url = service.url;
  const keyJson = JSON.stringify({
    type: 'service_account',
    project_id: 'inventory-test',
    private_key_id: 'stand-in-key-1',
    private_key: privateKey,
    client_email: STAND_IN_CLIENT_EMAIL,
    client_id: '1',
    token_uri: `${url}/oauth/token`,
  });
  return {
    url,
    requests: service.requests,
    keyJson,
    spreadsheetId,
    get tabs() {
      return state.tabs;
    },
    assertions: state.assertions,
    get override() {
      return holder.override;
    },
    set override(route) {
      holder.override = route;
    },
    close: () => service.close(),
  };
}
