/** Reads the .eml files the server writes under DATA_DIR/mail and finds the /signup/{token} link. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mails(dataDir: string): Array<{ text: string; time: number }> {
  const dir = join(dataDir, 'mail');
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }).map(String).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((n) => {
    const path = join(dir, n);
    const raw = readFileSync(path, 'utf8');
    let text = decodeQuotedPrintable(raw);
    // base64 bodies: decode every long base64 block too
    for (const block of raw.match(/^[A-Za-z0-9+/=\r\n]{80,}$/gm) ?? []) text += Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8');
    return { text, time: statSync(path).mtimeMs };
  });
}

/** The newest signup token mailed to `email` after `since` (ms). Waits up to 15 s. */
export async function signupToken(dataDir: string, email: string, since = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = mails(dataDir)
      .filter((m) => m.time >= since && m.text.toLowerCase().includes(email.toLowerCase()))
      .sort((a, b) => b.time - a.time);
    for (const mail of found) {
      const match = /\/signup\/([A-Za-z0-9_\-.%]+)/.exec(mail.text);
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no signup mail for ${email}`);
}
