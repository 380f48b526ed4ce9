import { describe, expect, it } from 'vitest';
import { splitFullName } from './full-name';

describe('full name split (spec §3)', () => {
  it('first word is the first name, second word the last name', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });
  it('one word leaves the last name empty', () => {
    expect(splitFullName('Pelé')).toEqual({ firstName: 'Pelé', lastName: '' });
  });
  it('keeps every further word in the last name and ignores extra spaces', () => {
    expect(splitFullName('  Anna   Maria  Svensson ')).toEqual({
      firstName: 'Anna',
      lastName: 'Maria Svensson',
    });
  });
  it('an empty name gives empty parts', () => {
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});
