import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Refusal } from '../../../domain/core/refusals/refusal';
import { startGoogleStandIn, STAND_IN_ACCESS_TOKEN, STAND_IN_CLIENT_EMAIL, type GoogleStandIn } from '../../../../dev/testing/google-sheets-service';
import { startLocalService } from '../../../../dev/testing/local-service';
import { GOOGLE_API_DEFAULT_URL, readGoogleSheetsConfig } from './google-sheets-config';
import { tabRange, writeSheet } from './write-sheet';

let google: GoogleStandIn;

beforeEach(async () => {
  await google?.close();
  google = await startGoogleStandIn([
    { sheetId: 11, title: "Inventory's list", rowCount: 3, columnCount: 2, grid: [['old'], ['stale', 'rows'], ['gone']] },
    { sheetId: 12, title: 'Notes', rowCount: 10, columnCount: 5, grid: [['keep me']] },
  ]);
});
afterAll(async () => google?.close());

const env = (extra: Record<string, string> = {}) =>
  readGoogleSheetsConfig({ GOOGLE_SERVICE_ACCOUNT_JSON: google.keyJson, GOOGLE_SHEET_ID: google.spreadsheetId, GOOGLE_API_URL: `${google.url}/`, ...extra });

const content = {
  header: ['Domain', 'Impressions', 'CPM'],
  rows: [
    ['a.example', 1200, 12.5],
    ['b.example', 0, null],
    ['c.example', 5, 1],
    ['d.example', 7, 2],
    ['e.example', 9, 3],
    ['f.example', 11, 4],
    ['g.example', 13, 5],
  ],
};

async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

const sheetRequests = () => google.requests.filter((request) => request.url.startsWith('/v4/'));

describe('the Google Sheets configuration', () => {
  it('calls Google’s Sheets API by default', () => {
    expect(readGoogleSheetsConfig({})).toEqual({ apiUrl: GOOGLE_API_DEFAULT_URL, sheetId: undefined, keyJson: undefined, timeoutMs: 30_000 });
  });

  it('refuses naming the variables that are not set, without calling out', async () => {
    const none = await refusal(writeSheet(content, { config: readGoogleSheetsConfig({ GOOGLE_API_URL: google.url }) }));
    expect([none.kind, none.code, none.detail]).toEqual(['invalid', 'google.notConfigured', 'Export to Google is not configured: set GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_SHEET_ID']);
    const noSheet = await refusal(writeSheet(content, { config: env({ GOOGLE_SHEET_ID: ' ' }) }));
    expect(noSheet.detail).toBe('Export to Google is not configured: set GOOGLE_SHEET_ID');
    expect(google.requests).toHaveLength(0);
  });

  it('refuses a key that is not a service account key, without quoting it', async () => {
    expect((await refusal(writeSheet(content, { config: env({ GOOGLE_SERVICE_ACCOUNT_JSON: '{oops' }) }))).detail).toBe(
      'GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key: it is not JSON',
    );
    const { private_key: _dropped, ...withoutKey } = JSON.parse(google.keyJson) as Record<string, string>;
    const missing = await refusal(writeSheet(content, { config: env({ GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify(withoutKey) }) }));
    expect(missing.detail).toBe('GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key: private_key is missing');
    expect(google.requests).toHaveLength(0);
  });
});

describe('writing a sheet', () => {
  it('signs in with a verified JWT, clears the first tab, grows it and writes the header and rows in batches', async () => {
    expect(await writeSheet(content, { config: env(), batchRows: 3 })).toEqual({ tab: "Inventory's list", rows: 8 });

    // One token exchange: the assertion's signature verified with the key's public key, for the spreadsheets scope.
    expect(google.assertions).toHaveLength(1);
    expect(google.assertions[0]).toMatchObject({ iss: STAND_IN_CLIENT_EMAIL, scope: 'https://www.googleapis.com/auth/spreadsheets', aud: `${google.url}/oauth/token` });
    expect(sheetRequests().every((request) => request.headers.authorization === `Bearer ${STAND_IN_ACCESS_TOKEN}`)).toBe(true);

    const tab = encodeURIComponent(tabRange("Inventory's list"));
    expect(sheetRequests().map((request) => `${request.method} ${decodeURIComponent(request.url.split('?')[0])}`)).toEqual([
      'GET /v4/spreadsheets/sheet-1',
      `POST /v4/spreadsheets/sheet-1/values/${decodeURIComponent(tab)}:clear`,
      'POST /v4/spreadsheets/sheet-1:batchUpdate',
      "PUT /v4/spreadsheets/sheet-1/values/'Inventory''s list'!A1",
      "PUT /v4/spreadsheets/sheet-1/values/'Inventory''s list'!A4",
      "PUT /v4/spreadsheets/sheet-1/values/'Inventory''s list'!A7",
    ]);
    const [, , grow, first] = sheetRequests();
    expect(grow.body).toEqual({
      requests: [{ updateSheetProperties: { properties: { sheetId: 11, gridProperties: { rowCount: 8, columnCount: 3 } }, fields: 'gridProperties.rowCount,gridProperties.columnCount' } }],
    });
    expect(new URL(first.url, google.url).searchParams.get('valueInputOption')).toBe('RAW');
    expect(first.body).toEqual({
      majorDimension: 'ROWS',
      values: [
        ['Domain', 'Impressions', 'CPM'],
        ['a.example', 1200, 12.5],
        ['b.example', 0, ''],
      ],
    });

    const [inventory, notes] = google.tabs;
    expect(inventory.grid).toEqual([['Domain', 'Impressions', 'CPM'], ...content.rows.map((row) => row.map((cell) => String(cell ?? '')))]);
    expect(notes.grid).toEqual([['keep me']]);
  });

  it('does not grow a tab that is large enough', async () => {
    google.tabs[0].rowCount = 1000;
    google.tabs[0].columnCount = 26;
    await writeSheet(content, { config: env() });
    expect(sheetRequests().map((request) => request.method)).toEqual(['GET', 'POST', 'PUT']);
  });

  it('fails naming Google and what it answered when the Sheets API is down', async () => {
    google.override = (request) => (request.url.startsWith('/v4/') ? { status: 503, body: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } } } : undefined);
    const failed = await refusal(writeSheet(content, { config: env() }));
    expect([failed.kind, failed.code, failed.detail]).toEqual(['unavailable', 'google.failed', 'Google Sheets failed: HTTP 503: The service is currently unavailable.']);
    expect(failed.detail).not.toContain(STAND_IN_ACCESS_TOKEN);
  });

  it('fails naming the token endpoint when Google refuses the JWT (a key it does not know)', async () => {
    const { privateKey: stranger } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const key = { ...JSON.parse(google.keyJson), private_key: stranger };
    const failed = await refusal(writeSheet(content, { config: env({ GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify(key) }) }));
    expect([failed.code, failed.detail]).toEqual(['google.signInFailed', `Google refused the service account sign-in at ${google.url}/oauth/token: HTTP 400: invalid_grant: Invalid JWT Signature.`]);
    expect(sheetRequests()).toHaveLength(0);
  });

  it('fails naming Google when its token endpoint is down', async () => {
    google.override = (request) => (request.url === '/oauth/token' ? { status: 500, body: { error: 'internal_failure', error_description: 'Backend Error' } } : undefined);
    const failed = await refusal(writeSheet(content, { config: env() }));
    expect([failed.kind, failed.detail]).toEqual(['unavailable', `Google refused the service account sign-in at ${google.url}/oauth/token: HTTP 500: internal_failure: Backend Error`]);
  });

  it('fails naming Google when nothing answers at GOOGLE_API_URL', async () => {
    const closed = await startLocalService(() => ({ status: 200, body: {} }));
    await closed.close();
    const failed = await refusal(writeSheet(content, { config: env({ GOOGLE_API_URL: closed.url }) }));
    expect(failed.detail).toMatch(/^Google Sheets failed: no answer \(.*ECONNREFUSED.*\)$/);
  });
});
