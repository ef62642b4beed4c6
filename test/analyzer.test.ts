import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzerFor, SEARCH_LANGUAGES } from '../src/search/analyzer.ts';

const terms = (lang: string, text: string): string[] => analyzerFor(lang).terms(text);

describe('analyzer', () => {
  it('has an analyzer for each of the 14 languages of the spec and rejects any other code', () => {
    assert.equal(SEARCH_LANGUAGES.length, 14);
    for (const lang of SEARCH_LANGUAGES) assert.equal(analyzerFor(lang).lang, lang);
    for (const code of ['xx-yy', 'EN-US', 'constructor']) {
      assert.throws(() => analyzerFor(code), new RegExp(`"${code}"`));
    }
  });

  describe('English: plurals, hyphens, apostrophes and stop words', () => {
    const cases: [text: string, expected: string[]][] = [
      ['Pull-Ups', ['pull', 'up']],
      ['pullups', ['pullup']],
      ['Push Up', ['push', 'up']],
      ["Farmer's Walk", ['farmer', 'walk']],
      ['Presses Raises Curls Dumbbells Lunges Crunches', ['press', 'raise', 'curl', 'dumbbell', 'lunge', 'crunch']],
      ['Flies Flyes Flye Fly', ['fly', 'fly', 'fly', 'fly']],
      ['press gluteus abs biceps calves', ['press', 'gluteus', 'ab', 'bicep', 'calf']],
      ['Lower the bar to your chest', ['lower', 'bar', 'chest']],
      ['EZ-Bar Skullcrushers', ['ez', 'bar', 'skullcrusher']],
      ['ﬁve Ｒｅｐｓ', ['five', 'rep']],
    ];
    for (const [text, expected] of cases) {
      it(`"${text}" -> ${expected.join(' ')}`, () => assert.deepEqual(terms('en-us', text), expected));
    }

    it('keeps stop words and unstemmed words in tokens(), for query parsing', () => {
      const english = analyzerFor('en-us');
      assert.deepEqual(english.tokens('The Presses'), ['the', 'presses']);
      assert.equal(english.isStopWord('the'), true);
      assert.equal(english.stem('presses'), 'press');
    });
  });

  describe('case and accent folding per language', () => {
    const cases: [lang: string, text: string, expected: string[]][] = [
      ['tr-tr', 'KALDIRMA', ['kaldırma']],
      ['tr-tr', 'İSTANBUL', ['istanbul']],
      ['tr-tr', 'Şınav ÇEKME', ['sınav', 'cekme']],
      ['en-us', 'KALDIRMA', ['kaldirma']],
      ['de-de', 'Fuß Straße STRASSE', ['fuss', 'strasse', 'strasse']],
      ['de-de', 'Übung Uebung UEBUNG', ['ubung', 'ubung', 'ubung']],
      ['de-de', 'Bankdrücken Bankdruecken', ['bankdrucken', 'bankdrucken']],
      ['es-es', 'Elevación lateral ÑANDÚ', ['elevacion', 'lateral', 'nandu']],
      ['pt-br', 'Flexão de braço', ['flexao', 'de', 'braco']],
      ['fr-fr', "Développé couché à l'haltère", ['developpe', 'couche', 'a', 'l', 'haltere']],
      ['it-it', 'Alzata più lenta', ['alzata', 'piu', 'lenta']],
      ['pl-pl', 'Wyciskanie leżąc Łydki', ['wyciskanie', 'lezac', 'lydki']],
      ['ru-ru', 'Жим лёжа ЁЛКА', ['жим', 'лежа', 'елка']],
      ['ru-ru', 'Йога', ['йога']],
    ];
    for (const [lang, text, expected] of cases) {
      it(`${lang}: "${text}" -> ${expected.join(' ')}`, () => assert.deepEqual(terms(lang, text), expected));
    }
  });

  describe('Arabic and Persian letter variants', () => {
    const cases: [lang: string, text: string, expected: string[]][] = [
      ['ar-sa', 'ضَغْطُ الصَّدْرِ', ['ضغط', 'الصدر']],
      ['ar-sa', 'أعلى إلى آخر', ['اعلی', 'الی', 'اخر']],
      ['ar-sa', 'مكتبة', ['مکتبه']],
      ['ar-sa', 'بـــار', ['بار']],
      ['ar-sa', 'يد ١٢', ['ید', '12']],
      ['fa-ir', 'كتاب يك', ['کتاب', 'یک']],
      ['fa-ir', 'کتاب‌ها ۳', ['کتابها', '3']],
    ];
    for (const [lang, text, expected] of cases) {
      it(`${lang}: "${text}" -> ${expected.join(' ')}`, () => assert.deepEqual(terms(lang, text), expected));
    }

    it('folds Arabic and Persian spellings of the same word together', () => {
      assert.deepEqual(terms('fa-ir', 'كتابي'), terms('fa-ir', 'کتابی'));
      assert.deepEqual(terms('ar-sa', 'العقلة'), terms('ar-sa', 'العقله'));
    });
  });

  it('keeps Devanagari vowel signs and virama as part of the word', () => {
    assert.deepEqual(terms('hi-in', 'बेंच प्रेस करें।'), ['बेंच', 'प्रेस', 'करें']);
    assert.ok(terms('hi-in', 'डम्बल')[0]!.includes('\u094d'), 'virama kept');
  });

  describe('Chinese and Japanese as character bigrams', () => {
    const cases: [lang: string, text: string, expected: string[]][] = [
      ['zh-cn', '杠铃卧推', ['杠铃', '铃卧', '卧推']],
      ['zh-cn', '推', ['推']],
      ['zh-cn', '用Barbell做卧推，手臂', ['用', 'barbell', '做卧', '卧推', '手臂']],
      ['zh-cn', 'ＢＥＮＣＨ', ['bench']],
      ['ja-jp', 'ダンベルカール', ['ダン', 'ンベ', 'ベル', 'ルカ', 'カー', 'ール']],
      ['ja-jp', 'ﾀﾞﾝﾍﾞﾙ', ['ダン', 'ンベ', 'ベル']],
      ['ja-jp', 'ベンチ・プレス', ['ベン', 'ンチ', 'プレ', 'レス']],
      ['ja-jp', '腕立て伏せ', ['腕立', '立て', 'て伏', '伏せ']],
    ];
    for (const [lang, text, expected] of cases) {
      it(`${lang}: "${text}" -> ${expected.join(' ')}`, () => assert.deepEqual(terms(lang, text), expected));
    }
  });
});
