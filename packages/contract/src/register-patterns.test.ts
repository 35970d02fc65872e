import { describe, expect, it } from 'vitest';
import {
  checkRegisterRules,
  codePointLength,
  compileAcceptedPattern,
  formatPatternMessage,
  INCONSISTENT_MESSAGE_KEY,
  isCalendarDate,
  MAX_FIELD_LENGTH,
  PATTERN_IDS,
  PATTERN_MESSAGE_DEFAULTS_CN,
  PATTERN_MESSAGE_DEFAULTS_EN,
  PATTERN_MESSAGE_DEFAULTS_MY,
  PATTERN_TYPES,
  registerRulesToZod,
  registerRuleToZod,
  REQUIRED_MESSAGE_KEY,
  validateField,
  validateRegistration,
} from './register-patterns';
import { registerRuleSchema, type RegisterRule, type RegisterRules } from './system';

const rule = (patch: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  minLength: 1,
  maxLength: 255,
  patternId: 0,
  acceptedPattern: '*',
  ...patch,
});

const elapsedMs = (fn: () => void) => {
  const start = Date.now();
  fn();
  return Date.now() - start;
};

/** Accepted and refused samples for every pattern type (spec §5). */
const SAMPLES: Record<number, { accept: string[]; refuse: string[] }> = {
  0: {
    accept: ['a', 'any text at all', ' padded ', '😀', '张三', 'ไทย', 'line\nbreak', '!@#$%'],
    refuse: [],
  },
  1: {
    accept: ['a', 'abc123', 'Player1', '用户123', 'ñandu9', 'Ωmega', 'မောင်1', 'สมชาย1'],
    refuse: ['', '1abc', '_abc', 'abc_1', 'ab c', ' abc', 'abc ', 'a-b', 'abc😀', '\u0301abc', 'abc١٢'],
  },
  2: {
    accept: ['张三', '张三123', '123号', '王〇', '𠀀'],
    refuse: ['', '123', '张 三', 'Zhang三', '阿沛·阿旺', '张三!', '😀'],
  },
  3: {
    accept: [
      'user@example.com',
      'first.last+tag@sub.example.co.uk',
      "o'brien@example.ie",
      'x@a-b.io',
      'u_1@xn--fiqs8s.xn--fiqz9s',
      'A@EXAMPLE.COM',
    ],
    refuse: [
      '',
      'plain',
      '@example.com',
      'user@',
      'user@example',
      'user@@example.com',
      'a@b@example.com',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user@-example.com',
      'user@example-.com',
      'user@exa_mple.com',
      'user@example.c',
      'user@example.123',
      'user@example..com',
      ' user@example.com',
      'user@example.com ',
      'us er@example.com',
      '用户@example.com',
      'user@例子.com',
      `${'a'.repeat(65)}@example.com`,
    ],
  },
  4: {
    accept: ['abcdef', '123456', 'abc123', 'Пароль1', '密码123', 'ＡＢＣ'],
    refuse: ['', 'abc 123', 'abc_123', 'abc-123', 'pass!', '😀😀', '\u0301a', '１２３'],
  },
  5: {
    accept: ['abc123', '1a', 'A1', 'pass2word', 'Пароль1', '密码1'],
    refuse: ['', 'abcdef', '123456', 'abc 123', 'abc_123', 'abc!1', '١٢٣abc'],
  },
  6: {
    accept: ['0', '123456', '09123456789', '0000'],
    refuse: ['', '+639171234567', '0912 345', '12-34', '12.5', 'abc', '١٢٣', '၁၂၃', '১২৩', '１２３', ' 123'],
  },
  7: {
    accept: ['Abc123', 'ABC', 'aB', 'Éclair1', 'Ωmega'],
    refuse: ['', 'abc123', '123456', 'Abc 123', 'Abc_123', 'Abc!', '密码123', 'สมชาย'],
  },
  8: {
    accept: ['John', 'John Smith', 'Mary Ann Lee', 'สมชาย ใจดี', 'မောင် မောင်', 'José Núñez'],
    refuse: [
      '',
      ' John',
      'John ',
      'John  Smith',
      'John\tSmith',
      'John1',
      "O'Neil",
      'Jean-Luc',
      ' ',
      'John\u00A0Smith',
    ],
  },
  9: {
    accept: ['abc', 'a_b-c!', '😀', '👨‍👩‍👧', '张三', 'x1@#'],
    refuse: [
      '',
      'a b',
      ' a',
      'a ',
      'a\tb',
      'a\nb',
      'a\u00A0b',
      'a\u3000b',
      'a\u200Bb',
      'a\uFEFFb',
      'a\u0000b',
    ],
  },
  10: {
    accept: ['你好', '你好，世界。', '《三国》', '阿沛·阿旺', '“好”！'],
    refuse: ['', '，。', '你好 世界', '你好1', 'hello', '你好￥', '你好😀'],
  },
  11: {
    accept: ['2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01', '9999-12-31'],
    refuse: [
      '',
      '2023-02-29',
      '1900-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-1-5',
      '24-01-05',
      '0000-01-01',
      '2024/01/05',
      ' 2024-01-05',
      '2024-01-05T00',
    ],
  },
  12: {
    accept: ['John', 'John Smith', 'John  Smith', 'Ana Maria  Silva', 'สมชาย ใจดี'],
    refuse: ['', ' John', 'John ', 'John1', 'John_Smith', '  ', 'John\tSmith'],
  },
  13: {
    accept: ['02-29-2024', '12-31-1999', '01-01-2000'],
    refuse: [
      '',
      '02-29-2023',
      '13-01-2024',
      '04-31-2024',
      '2024-01-05',
      '1-5-2024',
      '00-10-2024',
      '01-00-2024',
    ],
  },
  14: {
    accept: ['abc', 'abc123', '123abc', 'Пароль1', '密码'],
    refuse: ['', '123456', 'abc 123', 'abc_123', 'abc!', '😀a'],
  },
  15: {
    accept: ['홍길동', '김', 'ㄱㄴㄷ', 'ﾡ'],
    refuse: ['', '홍 길동', '홍길동1', 'Hong', '洪吉童', '\u3164', '홍\u3164', 'こんにちは'],
  },
  16: {
    accept: ['สมชาย', 'ใจดี', 'ภาษาไทย', 'ๆ'],
    refuse: ['', 'สมชาย ใจดี', '\u0E31ก', 'สมชาย1', 'สมชาย๑', 'Somchai', '฿', '๚'],
  },
  17: {
    accept: ['สมชาย', 'Somchai', 'สมชาย ใจดี', 'John Smith', 'John สมชาย'],
    refuse: ['', ' สมชาย', 'สมชาย ', 'สมชาย  ใจดี', 'สมชาย1', 'José', '张三', 'John-Smith'],
  },
  18: {
    accept: ['JOHN', 'JOHN SMITH', 'JOSÉ DA SILVA', 'A'],
    refuse: ['', 'John', 'JOHN  SMITH', ' JOHN', 'JOHN ', 'JOHN1', 'ÉÉ', 'ΑΒΓ', 'JOHN_SMITH'],
  },
  19: {
    accept: ['abc', 'P@ssw0rd!', 'a_b-c.d', '😀', '€100', '张三!', '１２３', '1️⃣'],
    refuse: ['', 'a b', ' a', 'a ', 'a\tb', 'a\u200Db', '👨‍👩‍👧', '\u0301a'],
  },
  20: {
    accept: ['Passw0rd!', 'aB3_', 'Éa1#', 'Zz9😀', 'Abc1-def'],
    refuse: ['', 'password1!', 'PASSWORD1!', 'Password!', 'Password1', 'Pass word1!', '密码Aa1'],
  },
  21: {
    accept: ['John Smith', 'Jean-Luc Picard', "Conan O'Brien", 'สมชาย ใจดี', '张 三', 'José Núñez'],
    refuse: [
      '',
      'John',
      'John  Smith',
      'John Paul Smith',
      ' John Smith',
      'John Smith ',
      'John Smith1',
      'John -Smith',
      "John Smith'",
    ],
  },
  22: {
    accept: [
      'やまだたろう',
      'ヤマダタロウ',
      '山田太郎',
      '山田ー',
      'スミス・ジョン',
      'ＡＢＣ１２３',
      '「はい」、。',
      '々〆',
    ],
    refuse: ['', 'やまだ たろう', 'やまだ\u3000たろう', 'ﾔﾏﾀﾞ', 'yamada', '山田1', '홍길동'],
  },
  23: {
    accept: ['ABC', 'A', 'ÉCOLE', 'ΑΒΓ'],
    refuse: ['', 'ABC DEF', 'ABc', 'ABC1', 'A_B', '张三', ' ABC'],
  },
};

describe('PATTERN_TYPES', () => {
  it('defines the 24 pattern types 0..23', () => {
    expect(PATTERN_IDS).toEqual(Array.from({ length: 24 }, (_, i) => i));
    for (const id of PATTERN_IDS) expect(PATTERN_TYPES[id]!.id).toBe(id);
  });

  for (const id of PATTERN_IDS) {
    const { accept, refuse } = SAMPLES[id]!;
    describe(`pattern ${id}: ${PATTERN_TYPES[id]!.description}`, () => {
      it.each(accept)('accepts %j', (value) => {
        expect(PATTERN_TYPES[id]!.test(value)).toBe(true);
      });
      if (refuse.length > 0) {
        it.each(refuse)('refuses %j', (value) => {
          expect(validateField(value, rule({ patternId: id, required: true })).ok).toBe(false);
        });
      }
    });
  }

  it('refuses with reason "pattern" and the rule message once the length is right', () => {
    expect(validateField('1abc', rule({ patternId: 1, minLength: 4, maxLength: 12 }))).toEqual({
      ok: false,
      reason: 'pattern',
      messageKey: 'reg_pattern_1',
      args: ['4', '12'],
    });
  });

  it('stays fast on adversarial inputs of the maximum length', () => {
    const inputs = [
      'a'.repeat(254) + '!',
      'A'.repeat(254) + ' ',
      'a '.repeat(127) + '!',
      'ab-'.repeat(84) + ' ',
      '张'.repeat(254) + 'a',
      'ก\u0E31'.repeat(127) + '1',
      'a@'.repeat(127),
      '.'.repeat(255),
    ];
    const ms = elapsedMs(() => {
      for (const id of PATTERN_IDS) for (const input of inputs) PATTERN_TYPES[id]!.test(input);
    });
    expect(ms).toBeLessThan(500);
  });
});

describe('isCalendarDate', () => {
  it('knows leap years and month lengths', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2100, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2023, 11, 31)).toBe(false);
    expect(isCalendarDate(2023, 12, 31)).toBe(true);
    expect(isCalendarDate(0, 1, 1)).toBe(false);
    expect(isCalendarDate(2023, 1, 1.5)).toBe(false);
  });
});

describe('validateField', () => {
  it('requires a non-blank value when the rule is required', () => {
    for (const blank of ['', '   ', '\t\n']) {
      expect(validateField(blank, rule({ required: true }))).toEqual({
        ok: false,
        reason: 'required',
        messageKey: REQUIRED_MESSAGE_KEY,
        args: [],
      });
    }
  });

  it('lets an optional field be empty, whatever its pattern and lengths', () => {
    const optional = rule({
      required: false,
      minLength: 6,
      maxLength: 6,
      patternId: 6,
      acceptedPattern: '^x$',
    });
    expect(validateField('', optional)).toEqual({ ok: true });
    expect(validateField('  ', optional)).toEqual({ ok: true });
    expect(validateField('12', optional).ok).toBe(false);
  });

  it('checks the length inclusively, in code points', () => {
    const r = rule({ minLength: 3, maxLength: 5 });
    expect(validateField('ab', r)).toMatchObject({ ok: false, reason: 'length' });
    expect(validateField('abc', r).ok).toBe(true);
    expect(validateField('abcde', r).ok).toBe(true);
    expect(validateField('abcdef', r)).toMatchObject({ ok: false, reason: 'length' });
    // Three emoji are 6 UTF-16 units but 3 code points.
    expect(validateField('😀😀😀', r).ok).toBe(true);
    expect(validateField('𠀀𠀀𠀀𠀀𠀀', rule({ minLength: 5, maxLength: 5, patternId: 2 })).ok).toBe(true);
    expect(codePointLength('ก่😀')).toBe(3);
  });

  it('counts leading and trailing spaces in the length and refuses them where the pattern does', () => {
    expect(validateField(' abc ', rule({ minLength: 5, maxLength: 5 })).ok).toBe(true);
    expect(validateField(' abc', rule({ minLength: 1, maxLength: 5, patternId: 1 }))).toMatchObject({
      reason: 'pattern',
    });
  });

  it('builds the message args [min, max], or [min] alone when they are equal', () => {
    expect(validateField('1', rule({ patternId: 6, minLength: 6, maxLength: 12 }))).toMatchObject({
      messageKey: 'reg_pattern_6',
      args: ['6', '12'],
    });
    expect(validateField('1', rule({ patternId: 6, minLength: 10, maxLength: 10 }))).toMatchObject({
      messageKey: 'reg_pattern_6',
      args: ['10'],
    });
  });

  it('treats maxLength 0 as unset and never allows more than MAX_FIELD_LENGTH', () => {
    expect(validateField('x'.repeat(200), rule({ minLength: 1, maxLength: 0 })).ok).toBe(true);
    expect(validateField('x'.repeat(256), rule({ minLength: 1, maxLength: 0 }))).toMatchObject({
      reason: 'length',
      args: ['1', '255'],
    });
    expect(validateField('x'.repeat(256), rule({ minLength: 1, maxLength: 1000 }))).toMatchObject({
      reason: 'length',
    });
    expect(validateField('x'.repeat(MAX_FIELD_LENGTH), rule({ minLength: 1, maxLength: 1000 })).ok).toBe(
      true,
    );
    expect(validateField('x'.repeat(100_000), rule()).ok).toBe(false);
  });

  it('fails closed when minLength is above maxLength', () => {
    expect(validateField('abcd', rule({ minLength: 6, maxLength: 4 }))).toMatchObject({ reason: 'length' });
  });

  it('also applies the acceptedPattern, unanchored as RegExp(p).test(v)', () => {
    const r = rule({ patternId: 6, acceptedPattern: '^09' });
    expect(validateField('0912345678', r).ok).toBe(true);
    expect(validateField('0812345678', r)).toMatchObject({
      ok: false,
      reason: 'pattern',
      messageKey: 'reg_pattern_6',
    });
    // Unanchored: 'b' matches anywhere.
    expect(validateField('abc', rule({ acceptedPattern: 'b' })).ok).toBe(true);
    expect(validateField('abc', rule({ acceptedPattern: '^b' })).ok).toBe(false);
    // Both the pattern type and the acceptedPattern must pass.
    expect(validateField('abc', rule({ patternId: 6, acceptedPattern: '*' })).ok).toBe(false);
  });

  it("turns '*' into '.*' but leaves other asterisks alone", () => {
    expect(validateField('anything at all', rule({ acceptedPattern: '*' })).ok).toBe(true);
    expect(validateField('anything', rule({ acceptedPattern: ' * ' })).ok).toBe(true);
    expect(compileAcceptedPattern('*').status).toBe('any');
    expect(validateField('aaa', rule({ acceptedPattern: '^a*$' })).ok).toBe(true);
    expect(validateField('aab', rule({ acceptedPattern: '^a*$' })).ok).toBe(false);
  });

  it('ignores an acceptedPattern that does not compile', () => {
    expect(compileAcceptedPattern('[a-')).toMatchObject({ status: 'invalid' });
    expect(compileAcceptedPattern('(unclosed')).toMatchObject({ status: 'invalid' });
    expect(validateField('abc', rule({ acceptedPattern: '[a-' }))).toEqual({ ok: true });
  });

  it('falls back to the legacy RegExp syntax for patterns the u flag refuses', () => {
    const compiled = compileAcceptedPattern('^[\\w-.]+\\@x$');
    expect(compiled.status).toBe('ok');
    expect(validateField('a.b@x', rule({ acceptedPattern: '^[\\w-.]+\\@x$' })).ok).toBe(true);
  });

  it('ignores a catastrophic acceptedPattern instead of hanging', () => {
    for (const evil of [
      '(a+)+$',
      '(a*)*b',
      '(a|aa)+$',
      '^(\\w+\\s?)*$',
      '.*.*.*x',
      'a*a*a*a*b',
      '(a)\\1+b',
    ]) {
      expect(compileAcceptedPattern(evil).status).toBe('unsafe');
      const ms = elapsedMs(() => {
        expect(validateField('a'.repeat(254) + '!', rule({ acceptedPattern: evil })).ok).toBe(true);
      });
      expect(ms).toBeLessThan(200);
    }
  });

  it('keeps ordinary server patterns, including password lookaheads and ID numbers', () => {
    for (const fine of [
      '^[a-zA-Z][a-zA-Z0-9]{5,11}$',
      '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,20}$',
      '^(\\+?\\d{1,3})?\\d{7,12}$',
      '^[a-z]+@[a-z]+\\.[a-z]+$',
      '^\\d{6}(18|19|20)\\d{2}(0[1-9]|1[0-2])(([0-2][1-9])|10|20|30|31)\\d{3}[0-9Xx]$',
      '^[\\u4e00-\\u9fa5]{2,10}$',
      '^\\p{L}+$',
      '(\\d{3})+',
    ]) {
      expect(compileAcceptedPattern(fine), fine).toMatchObject({ status: 'ok' });
    }
    expect(
      validateField(
        '11010519491231002X',
        rule({
          acceptedPattern: '^\\d{6}(18|19|20)\\d{2}(0[1-9]|1[0-2])(([0-2][1-9])|10|20|30|31)\\d{3}[0-9Xx]$',
        }),
      ).ok,
    ).toBe(true);
  });

  it('refuses very long patterns and caches compiled ones', () => {
    expect(compileAcceptedPattern('a'.repeat(600)).status).toBe('invalid');
    expect(compileAcceptedPattern('^x+$')).toBe(compileAcceptedPattern('^x+$'));
  });

  it('works with a global-flag-like repeated use (no lastIndex state)', () => {
    const r = rule({ acceptedPattern: '^ab' });
    expect(validateField('abc', r).ok).toBe(true);
    expect(validateField('abc', r).ok).toBe(true);
  });
});

describe('validateRegistration', () => {
  const rules: RegisterRules = {
    username: rule({ patternId: 1, minLength: 6, maxLength: 12 }),
    password: rule({ patternId: 4, minLength: 6, maxLength: 12 }),
    email: rule({ patternId: 3, required: false, minLength: 5, maxLength: 50 }),
    qqNum: rule({ enabled: false, patternId: 6, minLength: 5, maxLength: 11 }),
    mobileNum: rule({ patternId: 6, minLength: 10, maxLength: 10 }),
  };
  const good = {
    username: 'player1',
    password: 'abc123',
    confirmPassword: 'abc123',
    mobileNum: '0912345678',
  };

  it('accepts a valid registration, ignoring disabled fields', () => {
    expect(validateRegistration({ ...good, qqNum: 'not a number' }, rules)).toEqual({});
  });

  it('reports each failing enabled field', () => {
    const errors = validateRegistration(
      {
        ...good,
        username: '1player',
        mobileNum: '091234',
        email: 'bad@address',
        password: '',
        confirmPassword: '',
      },
      rules,
    );
    expect(errors.username).toMatchObject({
      reason: 'pattern',
      messageKey: 'reg_pattern_1',
      args: ['6', '12'],
    });
    expect(errors.mobileNum).toMatchObject({ reason: 'length', messageKey: 'reg_pattern_6', args: ['10'] });
    expect(errors.email).toMatchObject({ reason: 'pattern', messageKey: 'reg_pattern_3' });
    expect(errors.password).toMatchObject({ reason: 'required' });
    expect(errors.confirmPassword).toMatchObject({ reason: 'required', messageKey: REQUIRED_MESSAGE_KEY });
    expect(errors.qqNum).toBeUndefined();
  });

  it('treats missing values as empty', () => {
    const errors = validateRegistration({}, rules);
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'mobileNum', 'password', 'username']);
  });

  it('checks that the confirmation equals the password', () => {
    expect(validateRegistration({ ...good, confirmPassword: 'abc124' }, rules).confirmPassword).toEqual({
      ok: false,
      reason: 'mismatch',
      messageKey: INCONSISTENT_MESSAGE_KEY,
      args: [],
    });
    expect(
      validateRegistration({ ...good, confirmPassword: 'abc124' }, rules, { confirmPassword: false }),
    ).toEqual({});
    const noPassword = { ...rules, password: rule({ enabled: false }) };
    expect(validateRegistration({ ...good, confirmPassword: 'other' }, noPassword)).toEqual({});
  });

  it('can be limited to some fields', () => {
    const errors = validateRegistration({ mobileNum: '0912345678' }, rules, { fields: ['mobileNum'] });
    expect(errors).toEqual({});
  });
});

describe('checkRegisterRules', () => {
  it('reports ignored patterns and bad lengths', () => {
    const problems = checkRegisterRules({
      username: rule({ acceptedPattern: '(a+)+$' }),
      password: rule({ acceptedPattern: '[' }),
      email: rule({ minLength: 10, maxLength: 5 }),
      line: rule({ maxLength: 500 }),
      wechat: rule(),
    });
    expect(problems.map((p) => p.field)).toEqual(['username', 'password', 'email', 'line']);
    expect(problems[0]!.problem).toContain('unsafe');
    expect(problems[1]!.problem).toContain('invalid');
  });
});

describe('registerRuleToZod', () => {
  it('passes valid values and absent optional ones', () => {
    const schema = registerRuleToZod(rule({ patternId: 6, minLength: 4, maxLength: 6 }));
    expect(schema.safeParse('1234').success).toBe(true);
    const optional = registerRuleToZod(rule({ required: false, patternId: 6 }));
    expect(optional.safeParse(undefined).success).toBe(true);
    expect(optional.safeParse('').success).toBe(true);
  });

  it('carries the message key and args in the issue', () => {
    const schema = registerRuleToZod(rule({ patternId: 6, minLength: 4, maxLength: 6 }));
    const result = schema.safeParse('12a4');
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.code).toBe('custom');
    expect(issue.message).toBe('reg_pattern_6');
    expect(issue).toMatchObject({
      params: { messageKey: 'reg_pattern_6', args: ['4', '6'], reason: 'pattern' },
    });
    expect(schema.safeParse(undefined).error!.issues[0]!.message).toBe(REQUIRED_MESSAGE_KEY);
    expect(schema.safeParse(42).success).toBe(false);
  });

  it('accepts anything for a disabled rule', () => {
    expect(registerRuleToZod(rule({ enabled: false, patternId: 6 })).safeParse('abc').success).toBe(true);
  });

  it('builds a whole-form schema with the confirmation check', () => {
    const schema = registerRulesToZod({
      username: rule({ patternId: 1, minLength: 6, maxLength: 12 }),
      password: rule({ patternId: 4, minLength: 6, maxLength: 12 }),
      qqNum: rule({ enabled: false }),
    });
    expect(
      schema.safeParse({ username: 'player1', password: 'abc123', confirmPassword: 'abc123' }).success,
    ).toBe(true);
    const bad = schema.safeParse({
      username: '1',
      password: 'abc123',
      confirmPassword: 'abc999',
      captcha: 'x',
    });
    expect(bad.success).toBe(false);
    const byPath = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({ username: 'reg_pattern_1', confirmPassword: INCONSISTENT_MESSAGE_KEY });
  });

  it('accepts rules parsed by the contract schema', () => {
    const parsed = registerRuleSchema.parse(rule({ patternId: 23 }));
    expect(registerRuleToZod(parsed).safeParse('ABC').success).toBe(true);
  });
});

describe('messages', () => {
  const catalogues = {
    en: PATTERN_MESSAGE_DEFAULTS_EN,
    my: PATTERN_MESSAGE_DEFAULTS_MY,
    cn: PATTERN_MESSAGE_DEFAULTS_CN,
  };

  it('has a template for every pattern in each language, with the range written {0}-{1}', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const id of PATTERN_IDS) {
        const template = catalogue[id];
        expect(template, `${language} ${id}`).toBeTruthy();
        if (template!.includes('{1}')) expect(template, `${language} ${id}`).toContain('{0}-{1}');
      }
      expect(Object.keys(catalogue)).toHaveLength(24);
    }
  });

  it('fills min and max, and collapses the range when they are equal', () => {
    expect(formatPatternMessage(PATTERN_MESSAGE_DEFAULTS_EN[6]!, ['6', '12'])).toBe('Must be 6-12 digits');
    expect(formatPatternMessage(PATTERN_MESSAGE_DEFAULTS_EN[6]!, ['10'])).toBe('Must be 10 digits');
    expect(formatPatternMessage(PATTERN_MESSAGE_DEFAULTS_CN[6]!, ['10'])).toBe('须为10位数字');
    expect(formatPatternMessage(PATTERN_MESSAGE_DEFAULTS_MY[6]!, [4, 8])).toBe('ဂဏန်း 4-8 လုံးသာ ဖြစ်ရပါမည်');
    expect(formatPatternMessage('{0} – {1} chars', ['5'])).toBe('5 chars');
    expect(formatPatternMessage('{0}~{1}', ['5'])).toBe('5');
    expect(formatPatternMessage('keep {2}', ['1', '2'])).toBe('keep {2}');
  });

  it('formats the failure of validateField directly', () => {
    const failure = validateField('12', rule({ patternId: 1, minLength: 8, maxLength: 8 }));
    expect(failure.ok).toBe(false);
    if (!failure.ok) {
      expect(formatPatternMessage(PATTERN_MESSAGE_DEFAULTS_EN[1]!, failure.args)).toBe(
        'Must be 8 characters, starting with a letter, letters and digits only',
      );
    }
  });
});
