import { describe, expect, it } from 'vitest';
import { enums } from '../core/enums';
import { audienceSexes, enrichedFields, enrichmentAnswers } from './enrichment-answer';

const issues = (type: keyof typeof enrichmentAnswers, answer: unknown) => {
  const parsed = enrichmentAnswers[type].safeParse(answer);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('an enrichment answer', () => {
  it('fills the thematic fields, trimmed', () => {
    expect(enrichmentAnswers.THEMATIC.parse({ topThemes: [' News '], themes: ['News', 'Politics'], content: ' Daily news ' })).toEqual({
      topThemes: ['News'],
      themes: ['News', 'Politics'],
      content: 'Daily news',
    });
    expect(enrichedFields.THEMATIC).toEqual(['topThemes', 'themes', 'content']);
  });

  it('fills the audience fields with the enumeration’s sexes and age bands', () => {
    expect(audienceSexes).toEqual(enums.domainAudienceSex.map((item) => item.v));
    const answer = { audienceSex: 'FEMALE', audienceMainAge: '25-34', audienceAges: ['18-24', '25-34', '55+'] };
    expect(enrichmentAnswers.AUDIENCE.parse(answer)).toEqual(answer);
    expect(enrichedFields.AUDIENCE).toEqual(['audienceSex', 'audienceMainAge', 'audienceAges']);
  });

  it('refuses a field of the other type, a missing field and a field it does not know', () => {
    expect(issues('THEMATIC', { topThemes: ['News'], themes: ['News'], content: 'x', audienceSex: 'MALE' })).toEqual([': Unrecognized key: "audienceSex"']);
    expect(issues('AUDIENCE', { audienceSex: 'MALE', audienceAges: ['18-24'] })).toEqual(['audienceMainAge: Invalid input: expected string, received undefined']);
  });

  it('refuses wrong shapes: a text for a list, an unknown sex, empty or repeated names, bad age bands', () => {
    expect(issues('THEMATIC', { topThemes: 'News', themes: ['News'], content: 'x' })).toEqual(['topThemes: Invalid input: expected array, received string']);
    expect(issues('THEMATIC', { topThemes: ['News', 'news'], themes: [' '], content: 'x' })).toEqual([
      'topThemes: names must not repeat',
      'themes.0: Too small: expected string to have >=1 characters',
    ]);
    expect(issues('AUDIENCE', { audienceSex: 'BOTH', audienceMainAge: '34-25', audienceAges: ['adults'] })).toEqual([
      'audienceSex: Invalid option: expected one of "MALE"|"FEMALE"|"MIXED"',
      'audienceMainAge: an age band starts below its end',
      'audienceAges.0: an age band is written 18-24 or 55+',
    ]);
    expect(issues('AUDIENCE', { audienceSex: 'MALE', audienceMainAge: '18-24', audienceAges: [] })).toEqual(['audienceAges: Too small: expected array to have >=1 items']);
  });
});
