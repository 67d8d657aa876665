/** The marker button colour and the check flag of spec 1 §4, case by case. */
import { describe, expect, it } from 'vitest';
import { markerState } from './creative-marker';

const today = '2026-11-23';

describe('markerState', () => {
  it('is green with statistics, whatever the month and flag', () => {
    expect(markerState({ dateReport: '2026-11-01', today, statisticDate: '2026-11-05', needCheckInCh: false })).toEqual({ colour: 'green', statisticDateOrange: false, checkFlagEditable: false });
    expect(markerState({ dateReport: '2026-10-01', today, statisticDate: '2026-10-30', needCheckInCh: true }).colour).toBe('green');
  });

  it('is amber in the current month without statistics when the flag is off, blue when on', () => {
    expect(markerState({ dateReport: '2026-11-01', today, statisticDate: null, needCheckInCh: false })).toEqual({ colour: 'amber', statisticDateOrange: false, checkFlagEditable: true });
    expect(markerState({ dateReport: '2026-11-01', today, statisticDate: null, needCheckInCh: true })).toEqual({ colour: 'blue', statisticDateOrange: false, checkFlagEditable: true });
  });

  it('is blue otherwise, and the flag is not editable outside the current month', () => {
    expect(markerState({ dateReport: '2026-10-01', today, statisticDate: null, needCheckInCh: false })).toEqual({ colour: 'blue', statisticDateOrange: false, checkFlagEditable: false });
    expect(markerState({ dateReport: '2026-12-01', today, statisticDate: null, needCheckInCh: false }).colour).toBe('blue');
    expect(markerState({ dateReport: null, today, statisticDate: null, needCheckInCh: false }).colour).toBe('blue');
  });

  it('makes the statistics date orange when its month differs from the report month', () => {
    expect(markerState({ dateReport: '2026-10-01', today, statisticDate: '2026-11-02', needCheckInCh: false }).statisticDateOrange).toBe(true);
    expect(markerState({ dateReport: '2025-11-01', today, statisticDate: '2026-11-02', needCheckInCh: false }).statisticDateOrange).toBe(true);
    expect(markerState({ dateReport: '2026-10-01', today, statisticDate: '2026-10-31', needCheckInCh: false }).statisticDateOrange).toBe(false);
  });
});
