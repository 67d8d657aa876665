/**
 * A captcha challenge page, whatever its status (API.md "Domain inventory"): Cloudflare's
 * `cf-mitigated: challenge` header or its "Just a moment..." interstitial, and the widgets of
 * Yandex SmartCaptcha, reCAPTCHA and hCaptcha. A widget is its container or its script; an
 * invisible reCAPTCHA v3 (`api.js?render=<key>` with no widget) scores visitors without a
 * challenge and is not counted.
 */
import type { IncomingHttpHeaders } from 'node:http';

export const captchaKinds = ['cloudflare', 'yandexSmartCaptcha', 'recaptcha', 'hcaptcha'] as const;
export type CaptchaKind = (typeof captchaKinds)[number];

const pageMarks: ReadonlyArray<readonly [CaptchaKind, RegExp]> = [
  ['cloudflare', /<title>\s*just a moment\.\.\.\s*<\/title>|window\._cf_chl_opt|challenges\.cloudflare\.com\/cdn-cgi\/challenge-platform/i],
  ['yandexSmartCaptcha', /smartcaptcha\.yandexcloud\.net\/captcha\.js|class\s*=\s*["'][^"']*\bsmart-captcha\b/i],
  ['recaptcha', /class\s*=\s*["'][^"']*\bg-recaptcha\b|grecaptcha\.render\s*\(|(?:google\.com|recaptcha\.net)\/recaptcha\/(?:api2|enterprise)\/anchor/i],
  ['hcaptcha', /class\s*=\s*["'][^"']*\bh-captcha\b|(?:js\.)?hcaptcha\.com\/1\/api\.js/i],
];

function headerValues(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The kind of challenge the answer is, or null. The body is its first bytes, read as Latin-1 (the marks are ASCII). */
export function captchaOf(headers: IncomingHttpHeaders, body: Buffer): CaptchaKind | null {
  if (headerValues(headers['cf-mitigated']).some((value) => value.trim().toLowerCase() === 'challenge')) return 'cloudflare';
  if (body.length === 0) return null;
  const text = body.toString('latin1');
  return pageMarks.find(([, mark]) => mark.test(text))?.[0] ?? null;
}
