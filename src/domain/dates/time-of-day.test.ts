import { describe, expect, it } from 'vitest';
import { formatHhMm, formatTime12h, hhMmTo12h, normalizeHhMm, parseTimeOfDay } from './time-of-day.ts';

describe('parseTimeOfDay and normalizeHhMm', () => {
  it.each([
    ['05:42', 342, '05:42'],
    ['5:42', 342, '05:42'],
    [' 5:42 ', 342, '05:42'],
    ['00:00', 0, '00:00'],
    ['23:59', 1439, '23:59'],
    ['13:05:00', 785, '13:05'],
    ['5:42 AM', 342, '05:42'],
    ['5:42 pm', 1062, '17:42'],
    ['12:00 AM', 0, '00:00'],
    ['12:30 PM', 750, '12:30'],
    ['1:30p.m.', 810, '13:30'],
    ['24:00', null, null],
    ['25:99', null, null],
    ['12:60', null, null],
    ['13:05:30', null, null],
    ['13:00 PM', null, null],
    ['0:15 AM', null, null],
    ['542', null, null],
    ['5.42', null, null],
    ['', null, null],
    ['=1+1', null, null],
  ])('%j → %s', (text, minutes, normalized) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
    expect(normalizeHhMm(text)).toBe(normalized);
  });
});

describe('formatHhMm', () => {
  it.each([
    [0, '00:00'],
    [342, '05:42'],
    [1439, '23:59'],
    [1440, '00:00'],
    [-1, '23:59'],
  ])('%i → %s', (minutes, expected) => {
    expect(formatHhMm(minutes)).toBe(expected);
  });
});

describe('12-hour display', () => {
  it.each([
    [0, 0, '12:00 AM'],
    [5, 42, '5:42 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [13, 30, '1:30 PM'],
    [23, 5, '11:05 PM'],
  ])('%i:%i → %s', (hour, minute, expected) => {
    expect(formatTime12h(hour, minute)).toBe(expected);
  });

  it.each([
    ['05:42', '5:42 AM'],
    ['12:15', '12:15 PM'],
    ['20:30', '8:30 PM'],
    ['00:30', '12:30 AM'],
    ['', ''],
    [' n/a ', 'n/a'],
  ])('%j → %j', (text, expected) => {
    expect(hhMmTo12h(text)).toBe(expected);
  });
});
