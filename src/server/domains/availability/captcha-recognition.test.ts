import { describe, expect, it } from 'vitest';
import { captchaOf } from './captcha-recognition';

const page = (html: string) => Buffer.from(html, 'utf8');

describe('recognising a captcha challenge', () => {
  it("takes Cloudflare's cf-mitigated: challenge header, whatever the body", () => {
    expect(captchaOf({ 'cf-mitigated': 'challenge' }, Buffer.alloc(0))).toBe('cloudflare');
    expect(captchaOf({ 'cf-mitigated': 'Challenge ' }, page('<html></html>'))).toBe('cloudflare');
    expect(captchaOf({ 'cf-mitigated': 'other' }, page('<html></html>'))).toBeNull();
  });

  it("recognises Cloudflare's interstitial page", () => {
    expect(captchaOf({}, page('<!DOCTYPE html><html><head><title>Just a moment...</title></head></html>'))).toBe('cloudflare');
    expect(captchaOf({}, page('<script>window._cf_chl_opt={cvId:"3"}</script>'))).toBe('cloudflare');
  });

  it('recognises the Yandex SmartCaptcha widget', () => {
    expect(captchaOf({}, page('<script src="https://smartcaptcha.yandexcloud.net/captcha.js" defer></script>'))).toBe('yandexSmartCaptcha');
    expect(captchaOf({}, page('<div id="c" class="smart-captcha" data-sitekey="x"></div>'))).toBe('yandexSmartCaptcha');
  });

  it('recognises the reCAPTCHA widget, not an invisible v3 score script', () => {
    expect(captchaOf({}, page('<form><div class="g-recaptcha" data-sitekey="6Le"></div></form>'))).toBe('recaptcha');
    expect(captchaOf({}, page('<iframe src="https://www.google.com/recaptcha/api2/anchor?k=6Le"></iframe>'))).toBe('recaptcha');
    expect(captchaOf({}, page('<script>grecaptcha.render("box", {sitekey: "6Le"})</script>'))).toBe('recaptcha');
    expect(captchaOf({}, page('<script src="https://www.google.com/recaptcha/api.js?render=6Le"></script>'))).toBeNull();
  });

  it('recognises the hCaptcha widget', () => {
    expect(captchaOf({}, page('<script src="https://js.hcaptcha.com/1/api.js" async></script>'))).toBe('hcaptcha');
    expect(captchaOf({}, page("<div class='h-captcha' data-sitekey='10000000'></div>"))).toBe('hcaptcha');
  });

  it('finds nothing in an ordinary page that merely talks about captchas', () => {
    expect(captchaOf({}, page('<html><title>Just a moment</title><p>We never use a captcha or recaptcha here.</p></html>'))).toBeNull();
  });
});
