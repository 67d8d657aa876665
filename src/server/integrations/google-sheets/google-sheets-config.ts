/**
 * The Google Sheet the domain inventory is exported to (API.md "Domain inventory", `wl/export/`):
 * a service account's key file as JSON text in `GOOGLE_SERVICE_ACCOUNT_JSON`, the spreadsheet
 * `GOOGLE_SHEET_ID`, the Sheets API origin `GOOGLE_API_URL` (Google's by default). Read when the
 * export runs, so a server without them starts and the export fails naming what to set.
 */
import { z } from 'zod';
import { refuse } from '../../../domain/core/refusals/refusal';
import { trimBaseUrl } from '../integration-error';

export const GOOGLE_API_DEFAULT_URL = 'https://sheets.googleapis.com';
/** Google's OAuth token endpoint, where the client library exchanges the signed JWT. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_TIMEOUT_MS = 30_000;
export const GOOGLE_SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

export interface GoogleSheetsConfig {
  /** Sheets API origin without a trailing slash. */
  apiUrl: string;
  sheetId: string | undefined;
  /** The key file's JSON text, as set. */
  keyJson: string | undefined;
  timeoutMs: number;
}

export function readGoogleSheetsConfig(env: NodeJS.ProcessEnv = process.env): GoogleSheetsConfig {
  return {
    apiUrl: trimBaseUrl(env.GOOGLE_API_URL?.trim() || GOOGLE_API_DEFAULT_URL),
    sheetId: env.GOOGLE_SHEET_ID?.trim() || undefined,
    keyJson: env.GOOGLE_SERVICE_ACCOUNT_JSON?.trim() || undefined,
    timeoutMs: GOOGLE_TIMEOUT_MS,
  };
}

/** The parts of a service account key file the export uses. */
const serviceAccountKey = z.object({
  type: z.literal('service_account', { error: 'its type is not service_account' }).optional(),
  client_email: z.string({ error: 'client_email is missing' }).trim().min(1, 'client_email is missing'),
  private_key: z.string({ error: 'private_key is missing' }).includes('PRIVATE KEY', { error: 'private_key is not a PEM private key' }),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https?$/, error: 'token_uri is not a URL' }).optional(),
});

export type ServiceAccountKey = z.infer<typeof serviceAccountKey>;

export interface GoogleSheetsTarget {
  key: ServiceAccountKey;
  /** The key's token endpoint (Google's when it names none). */
  tokenUrl: string;
  sheetId: string;
  apiUrl: string;
  timeoutMs: number;
}

/** The key and the sheet, or the refusal naming the variables to set or what is wrong with the key (never its text). */
export function requireGoogleSheets(config: GoogleSheetsConfig): GoogleSheetsTarget {
  const missing = [!config.keyJson && 'GOOGLE_SERVICE_ACCOUNT_JSON', !config.sheetId && 'GOOGLE_SHEET_ID'].filter((name) => typeof name === 'string');
  if (!config.keyJson || !config.sheetId) throw refuse.invalid('google.notConfigured', { variables: missing.join(' and ') });
  let json: unknown;
  try {
    json = JSON.parse(config.keyJson);
  } catch {
    throw refuse.invalid('google.badKey', { reason: 'it is not JSON' });
  }
  const parsed = serviceAccountKey.safeParse(json);
  if (!parsed.success) throw refuse.invalid('google.badKey', { reason: parsed.error.issues.map((issue) => issue.message).join('; ') });
  return { key: parsed.data, tokenUrl: parsed.data.token_uri ?? GOOGLE_TOKEN_URL, sheetId: config.sheetId, apiUrl: config.apiUrl, timeoutMs: config.timeoutMs };
}
