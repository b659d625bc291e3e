// What counts as a change to a translation's English source, and how a record reads.
import { describe, expect, it } from 'vitest';
import { textFingerprint, translationRecord, translationStatus } from '@/lib/translationRecords';
import { dictionaryTexts, interfaceTextRecord, outdatedTexts } from '@/lib/interfaceTextRecords';

const FIELDS = ['title', 'description', 'body'];
const english = {
  title: 'How the algorithm works',
  description: 'Signals and habits.',
  body: 'First paragraph.\n\nSecond.',
};
const spanish = { title: 'Cómo funciona el algoritmo', description: 'Señales y hábitos.', body: 'Primer párrafo.' };
const record = translationRecord(english, spanish, FIELDS);

describe('textFingerprint', () => {
  it('is the same for the same words, whatever the whitespace', () => {
    expect(textFingerprint('a  b\n\nc ')).toBe(textFingerprint(' a b c'));
    expect(textFingerprint('a b c')).toMatch(/^[0-9a-f]{14}$/);
  });

  it('tells any other edit apart', () => {
    expect(textFingerprint('10,000 followers')).not.toBe(textFingerprint('1,000 followers'));
    expect(textFingerprint('Hook')).not.toBe(textFingerprint('hook'));
  });
});

describe('translationStatus', () => {
  it('is current until an English text changes, and names what changed', () => {
    expect(translationStatus(english, record.translatedFrom, FIELDS)).toEqual({ state: 'current' });
    expect(translationStatus({ ...english, body: `${english.body} Third.` }, record.translatedFrom, FIELDS)).toEqual({
      state: 'outdated',
      changed: ['body'],
    });
    expect(
      translationStatus({ ...english, title: 'New title', description: 'New.' }, record.translatedFrom, FIELDS),
    ).toEqual({ state: 'outdated', changed: ['title', 'description'] });
  });

  it('ignores whitespace and fields a translation does not carry', () => {
    const reflowed = { ...english, body: 'First   paragraph.\nSecond.', featured: 'true', date: '2025-01-01' };
    expect(translationStatus(reflowed, record.translatedFrom, FIELDS)).toEqual({ state: 'current' });
  });

  it('reads a missing record as unrecorded and a hand-edited one as unreadable, naming the fields', () => {
    expect(translationStatus(english, undefined, FIELDS)).toEqual({ state: 'unrecorded' });
    expect(translationStatus(english, 'yesterday', FIELDS)).toEqual({
      state: 'unreadable',
      problem: 'translatedFrom is not a list of fingerprints by field',
    });
    expect(translationStatus(english, { ...record.translatedFrom, body: 'v2' }, FIELDS)).toEqual({
      state: 'unreadable',
      problem: 'translatedFrom has no fingerprint (14 hex digits) for body',
    });
  });

  it('takes a well-formed fingerprint of no English text there is now as outdated', () => {
    expect(translationStatus(english, { ...record.translatedFrom, title: '00000000000000' }, FIELDS)).toEqual({
      state: 'outdated',
      changed: ['title'],
    });
  });

  it("records the translation's own text, to tell when it is edited", () => {
    expect(translationRecord(english, { ...spanish, body: 'Otro.' }, FIELDS).translationText).not.toBe(
      record.translationText,
    );
    expect(translationRecord({ ...english, body: 'x' }, spanish, FIELDS).translationText).toBe(record.translationText);
  });
});

describe('interface text records', () => {
  const dictionary = {
    a: 'One',
    group: { b: 'Two', list: ['x', 'y'], counted: { one: '{count} vote', other: '{count} votes' } },
  };

  it('name every text by its key', () => {
    expect(Object.keys(dictionaryTexts(dictionary))).toEqual([
      'a',
      'group.b',
      'group.list[0]',
      'group.list[1]',
      'group.counted.one',
      'group.counted.other',
    ]);
  });

  it('find the texts changed in English since the record, and mark all or some current', () => {
    const recorded = interfaceTextRecord(dictionary);
    expect(outdatedTexts(dictionary, recorded)).toEqual([]);
    const changed = { ...dictionary, a: 'One!', group: { ...dictionary.group, b: 'Two!' } };
    expect(outdatedTexts(changed, recorded)).toEqual(['a', 'group.b']);
    const partly = interfaceTextRecord(changed, recorded, ['a']);
    expect(outdatedTexts(changed, partly)).toEqual(['group.b']);
    expect(outdatedTexts(dictionary, {})).toHaveLength(6);
  });
});
