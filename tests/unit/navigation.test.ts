import { describe, expect, it } from 'vitest';
import { currentHeaderLinks } from '@/lib/navigation';

describe('currentHeaderLinks', () => {
  it('marks a section on its own page and on the pages under it', () => {
    expect(currentHeaderLinks('/tutorials')).toEqual(['/tutorials']);
    expect(currentHeaderLinks('/tutorials/')).toEqual(['/tutorials']);
    expect(currentHeaderLinks('/tutorials/hashtag-strategy')).toEqual(['/tutorials']);
  });

  it('does not mark a section whose name only starts the same way', () => {
    expect(currentHeaderLinks('/tools-archive')).toEqual([]);
    expect(currentHeaderLinks('/trendsetters/')).toEqual([]);
  });

  it('marks the same links on a page in another language', () => {
    expect(currentHeaderLinks('/es/tutorials/hashtag-strategy')).toEqual(['/tutorials']);
    expect(currentHeaderLinks('/ar/')).toEqual(['/']);
    expect(currentHeaderLinks('/ar')).toEqual(['/']);
    expect(currentHeaderLinks('/ar/tools/hashtag-generator')).toEqual(['/tools/hashtag-generator', '/tools']);
  });

  it('marks Home on the home page only', () => {
    expect(currentHeaderLinks('/')).toEqual(['/']);
    expect(currentHeaderLinks('')).toEqual(['/']);
    expect(currentHeaderLinks('/tutorials')).not.toContain('/');
  });

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
