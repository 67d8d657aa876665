/**
 * A registry operator's reason reads in the user's language (issue "Month close" review): the
 * refusal `registry.operatorUnavailable` and the task failure "N acts not sent: <reason>" carry the
 * reason's codes beside its English text (domain/core/refusals/reason-parts.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { codedPart, reasonPartsOf, reasonValues } from '../../domain/core/refusals/reason-parts';
import { refuse } from '../../domain/core/refusals/refusal';
import { translatedReason, translatedRefusal } from './api-error';
import { i18n } from './i18n';

const vk = codedPart('registry.operatorNotConfigured', { api: 'VK', token: 'ORD_VK_TOKEN', url: 'ORD_VK_URL' });
const unavailable = refuse.invalid('registry.operatorUnavailable', reasonValues([vk]));

afterEach(() => i18n.changeLanguage('en'));

describe("an operator's reason", () => {
  it('keeps the English detail the API always gave', () => {
    expect(unavailable.detail).toBe('The VK ORD operator is not configured: set ORD_VK_TOKEN (and ORD_VK_URL if not the default)');
  });

  it('reads in Russian on a Russian screen, and in English on an English one', async () => {
    expect(translatedRefusal(unavailable.body())).toBe(unavailable.detail);
    await i18n.changeLanguage('ru');
    expect(translatedRefusal(unavailable.body())).toBe('Оператор недоступен: Оператор ОРД VK не настроен: задайте ORD_VK_TOKEN (и ORD_VK_URL, если адрес не по умолчанию)');
  });

  it('reads in Russian inside "N acts not sent", operator by operator, an outside text kept as it is', async () => {
    const parts = [
      ...reasonPartsOf(unavailable, 'VK'),
      ...reasonPartsOf(refuse.invalid('registry.operatorUnavailable', reasonValues([codedPart('registry.otmNotAvailable')])), 'OTM'),
      ...reasonPartsOf(new Error('HTTP 502 Bad Gateway'), 'OZON'),
    ];
    const notSent = refuse.invalid('registryActs.notSent', { ...reasonValues(parts), failed: 7 });
    expect(notSent.detail).toBe(
      '7 acts not sent: VK: The VK ORD operator is not configured: set ORD_VK_TOKEN (and ORD_VK_URL if not the default); OTM: Operator OTM is not available: set ORD_OTM_URL and ORD_OTM_TOKEN and provide its protocol; OZON: HTTP 502 Bad Gateway',
    );
    await i18n.changeLanguage('ru');
    expect(translatedRefusal(notSent.body())).toBe(
      'Не отправлено актов: 7. Причина: VK: Оператор ОРД VK не настроен: задайте ORD_VK_TOKEN (и ORD_VK_URL, если адрес не по умолчанию); OTM: Оператор OTM недоступен: задайте ORD_OTM_URL и ORD_OTM_TOKEN и опишите его протокол; OZON: HTTP 502 Bad Gateway',
    );
    // The month close screen's group of acts not sent shows the reason alone.
    expect(translatedReason(notSent.values)).toMatch(/^VK: Оператор ОРД VK не настроен: .*; OZON: HTTP 502 Bad Gateway$/);
  });

  it('a refused key and an operator not chosen read in Russian too', async () => {
    await i18n.changeLanguage('ru');
    const key = codedPart('registry.operatorRefusedKey', { api: 'VK', token: 'ORD_VK_TOKEN', url: 'ORD_VK_URL', status: 'HTTP 401 Unauthorized' });
    const body = refuse.invalid('registry.operatorUnavailable', reasonValues([key, codedPart('registry.operatorNotChosen', {}, 'OZON')])).body();
    expect(translatedRefusal(body)).toBe('Оператор недоступен: Оператор ОРД VK отклонил ключ (HTTP 401 Unauthorized): проверьте ORD_VK_TOKEN и ORD_VK_URL; OZON: не выбран');
  });

  it("reads in Russian inside the ERIR statistics' save failure", async () => {
    const failed = refuse.invalid('registryActs.statisticsNotSent', { ...reasonValues(reasonPartsOf(unavailable)), failed: 3 });
    expect(failed.detail).toBe('The VK ORD operator is not configured: set ORD_VK_TOKEN (and ORD_VK_URL if not the default) (3 rows not sent)');
    await i18n.changeLanguage('ru');
    expect(translatedRefusal(failed.body())).toBe('Оператор ОРД VK не настроен: задайте ORD_VK_TOKEN (и ORD_VK_URL, если адрес не по умолчанию) (не отправлено строк: 3)');
  });
});
