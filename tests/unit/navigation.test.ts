import { describe, expect, it } from 'vitest';
import { currentHeaderLinks, isCurrentLink } from '../../src/lib/navigation';

describe('isCurrentLink', () => {
  it('marks a section on its own page and on the pages under it', () => {
    expect(isCurrentLink('/tutorials', '/tutorials')).toBe(true);
    expect(isCurrentLink('/tutorials/', '/tutorials')).toBe(true);
    expect(isCurrentLink('/tutorials/hashtag-strategy', '/tutorials')).toBe(true);
  });

  it('does not mark a section whose name only starts the same way', () => {
    expect(isCurrentLink('/tools-archive', '/tools')).toBe(false);
    expect(isCurrentLink('/trendsetters/', '/trends')).toBe(false);
  });

  it('marks Home on the home page only', () => {
    expect(isCurrentLink('/', '/')).toBe(true);
    expect(isCurrentLink('', '/')).toBe(true);
    expect(isCurrentLink('/tutorials', '/')).toBe(false);
  });
});

describe('currentHeaderLinks', () => {
  it('lists every header link the page is under, once each', () => {
    expect(currentHeaderLinks('/tools/hashtag-generator/')).toEqual(['/tools/hashtag-generator', '/tools']);
    expect(currentHeaderLinks('/tutorials/some-tutorial')).toEqual(['/tutorials']);
    expect(currentHeaderLinks('/')).toEqual(['/']);
  });

  it('is the same for every page of a section and differs between sections', () => {
    expect(currentHeaderLinks('/tutorials/a')).toEqual(currentHeaderLinks('/tutorials/b/'));
    expect(currentHeaderLinks('/trends/a')).not.toEqual(currentHeaderLinks('/tutorials/a'));
  });

  it('is empty on pages outside the header sections', () => {
    expect(currentHeaderLinks('/pricing')).toEqual([]);
    expect(currentHeaderLinks('/search')).toEqual([]);
  });
});
