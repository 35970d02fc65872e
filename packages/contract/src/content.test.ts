import { describe, expect, it } from 'vitest';
import {
  announcementsQuerySchema,
  bannersQuerySchema,
  feedbackBodySchema,
  helpCenterQuerySchema,
  inboxReadBodySchema,
  linkInputSchema,
  opsBannerInputSchema,
  opsNoticeInputSchema,
} from './content';

describe('content contract', () => {
  it('splits and checks banner groups', () => {
    expect(bannersQuerySchema.parse({ groupNames: 'w_home, w_topup_1' }).groupNames).toEqual([
      'w_home',
      'w_topup_1',
    ]);
    expect(bannersQuerySchema.safeParse({ groupNames: 'w_nope' }).success).toBe(false);
    expect(bannersQuerySchema.safeParse({ groupNames: '' }).success).toBe(false);
  });

  it('defaults announcement types and upper-cases them', () => {
    expect(announcementsQuerySchema.parse({}).types).toEqual(['B', 'PL', 'PU', 'PR', 'H']);
    expect(announcementsQuerySchema.parse({ types: 'pl,pu' }).types).toEqual(['PL', 'PU']);
    expect(announcementsQuerySchema.safeParse({ types: 'X' }).success).toBe(false);
  });

  it('maps the help centre ZH language to CN', () => {
    expect(helpCenterQuerySchema.parse({ lang: 'ZH' }).lang).toBe('CN');
    expect(helpCenterQuerySchema.parse({ lang: 'my' }).lang).toBe('MY');
    expect(helpCenterQuerySchema.safeParse({ lang: 'XX' }).success).toBe(false);
  });

  it('bounds feedback content', () => {
    expect(feedbackBodySchema.safeParse({ type: 'deposit', content: 'too short' }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ type: 'deposit', content: 'x'.repeat(501) }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ type: 'deposit', content: 'long enough text' }).success).toBe(true);
  });

  it('checks links by kind', () => {
    expect(linkInputSchema.safeParse({ linkageType: 'URL', linkage: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(linkInputSchema.safeParse({ linkageType: 'URL', linkage: 'https://example.com/x' }).success).toBe(
      true,
    );
    expect(linkInputSchema.safeParse({ linkageType: 'ROUTE', linkage: '//evil.com' }).success).toBe(false);
    expect(linkInputSchema.safeParse({ linkageType: 'ROUTE', linkage: '/promotions' }).success).toBe(true);
    expect(linkInputSchema.safeParse({ linkageType: 'MEMBER_CENTRE', linkage: 'depositv2' }).success).toBe(
      true,
    );
    expect(linkInputSchema.safeParse({ linkageType: 'PROMOTION', linkage: 'abc' }).success).toBe(false);
  });

  it('requires an EN text and a popup execution', () => {
    const banner = { groupName: 'w_home', imageUrl: '/img/banner/a.svg' };
    expect(
      opsBannerInputSchema.safeParse({ ...banner, translations: { MY: { title: 'a', alt: 'b' } } }).success,
    ).toBe(false);
    expect(
      opsBannerInputSchema.safeParse({ ...banner, translations: { EN: { title: 'a', alt: 'b' } } }).success,
    ).toBe(true);
    expect(
      opsBannerInputSchema.safeParse({
        ...banner,
        imageUrl: 'http://x',
        translations: { EN: { title: 'a', alt: 'b' } },
      }).success,
    ).toBe(false);
    const notice = { type: 'PU', translations: { EN: { title: 't', content: '<p>c</p>' } } };
    expect(opsNoticeInputSchema.safeParse(notice).success).toBe(false);
    expect(opsNoticeInputSchema.safeParse({ ...notice, execution: 'A' }).success).toBe(true);
  });

  it('marks read by ids or all', () => {
    expect(inboxReadBodySchema.safeParse({}).success).toBe(false);
    expect(inboxReadBodySchema.safeParse({ all: true }).success).toBe(true);
    expect(inboxReadBodySchema.safeParse({ ids: [1, 2] }).success).toBe(true);
  });
});
