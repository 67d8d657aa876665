/** The profiler's recording switch (super admin): every request for a while, or only slow ones. */
import { z } from 'zod';
import { defineAction } from '../core/actions/action';

const recordingState = z.object({
  /** Until when every request is recorded; null: only requests slower than `slowMs`. */
  recordingUntil: z.string().nullable(),
  slowMs: z.number(),
});

export const profilerRecording = defineAction({
  method: 'GET',
  path: 'silk/recording/',
  summary: 'Whether the profiler records every request, and until when (super admin)',
  tags: ['profiler'],
  access: 'superAdmin',
  answer: recordingState,
});

export const switchProfilerRecording = defineAction({
  method: 'POST',
  path: 'silk/recording/',
  summary: 'Record every request for the given minutes (0: only slow requests again) (super admin)',
  tags: ['profiler'],
  access: 'superAdmin',
  body: z.object({ minutes: z.number().int().min(0).max(24 * 60) }),
  answer: recordingState,
});
