import { describe, expect, it } from 'vitest';
import { btUrlWithMarker, statisticGoal, statisticMetric } from './erir-statistic';

describe('statistic goal and metric', () => {
  it.each([
    ['CLICKS', 'CLICKS'],
    ['IMPRESSIONS', 'IMPRESSIONS'],
    ['VIEWS', 'VIEWS'],
    ['INSTALLS', 'ACTIONS'],
    ['ITEMS', 'ACTIONS'],
    [null, null],
    ['UNKNOWN', null],
  ])('unit %s → goal %s', (unit, goal) => expect(statisticGoal(unit)).toBe(goal));

  it.each([
    ['CPM', 'CPM'],
    ['CPC', 'CPC'],
    ['CPA', 'CPA'],
    ['OTHER', 'OTHER'],
    [null, null],
  ])('campaign %s → metric %s', (campaign, metric) => expect(statisticMetric(campaign)).toBe(metric));
});

describe('BT URL with the marker', () => {
  const urls = ['https://bt.example/a?erid=Kra23abc', 'https://bt.example/b?erid=KRA99', 'https://bt.example/c?erid=Kra23abc&x=1'];
  it.each([
    ['Kra23abc', urls[0]],
    ['KRA99', urls[1]],
    ['kra99', null],
    [' Kra23abc ', urls[0]],
    ['', null],
    ['Nope', null],
  ])('%j', (marker, expected) => expect(btUrlWithMarker(urls, marker)).toBe(expected));
});
