/**
 * What a language model's enrichment answer must be before anything is written (API.md "Domain
 * inventory", `wl/deepseek/`): a JSON object with exactly the fields its prompt type fills on an
 * inventory row (spec 2 §3 DomainWL). Shapes chosen where the specification names only the
 * fields: docs/decisions.md "Language-model enrichment".
 */
import { z } from 'zod';

export const promptTypes = ['AUDIENCE', 'THEMATIC'] as const;
export type PromptType = (typeof promptTypes)[number];

/** The values of the `domainAudienceSex` enumeration (src/domain/core/enums.ts). */
export const audienceSexes = ['MALE', 'FEMALE', 'MIXED'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** A list of distinct, non-empty names (`themes`, `topThemes`). */
const names = (max: number) =>
  z
    .array(text(100))
    .min(1)
    .max(max)
    .refine((list) => new Set(list.map((name) => name.toLowerCase())).size === list.length, 'names must not repeat');

/** An age band: `18-24` (low below high) or an open top band `55+`, ages 0 to 99. */
const ageBandPattern = /^(\d{1,2})(?:-(\d{1,2})|\+)$/;

export const ageBand = z
  .string()
  .trim()
  .regex(ageBandPattern, 'an age band is written 18-24 or 55+')
  .refine((band) => {
    const [, low, high] = ageBandPattern.exec(band) ?? [];
    return high === undefined || Number(low) < Number(high);
  }, 'an age band starts below its end');

export const thematicAnswer = z.strictObject({
  topThemes: names(5),
  themes: names(20),
  content: text(1000),
});

export const audienceAnswer = z.strictObject({
  audienceSex: z.enum(audienceSexes),
  audienceMainAge: ageBand,
  audienceAges: z
    .array(ageBand)
    .min(1)
    .max(10)
    .refine((bands) => new Set(bands).size === bands.length, 'age bands must not repeat'),
});

export const enrichmentAnswers = { THEMATIC: thematicAnswer, AUDIENCE: audienceAnswer } as const satisfies Record<PromptType, z.ZodType>;

export type EnrichmentFields<T extends PromptType = PromptType> = z.infer<(typeof enrichmentAnswers)[T]>;

/** The inventory fields a prompt type fills (the keys of its answer). */
export const enrichedFields = {
  THEMATIC: Object.keys(thematicAnswer.shape),
  AUDIENCE: Object.keys(audienceAnswer.shape),
} as Record<PromptType, string[]>;
