import { describe, expect, it } from 'vitest';
import { cardsOfBuild } from '@/integrations/shareCardFiles';

const exists = (files: string[]) => (file: string) => files.includes(file);

describe('the share cards of a build', () => {
  const lastBuild = new Map([
    ['/og/tutorials/kept.jpg', '/cache/kept.jpg'],
    ['/og/tutorials/edited.jpg', '/cache/edited-old.jpg'],
    ['/og/tutorials/removed.jpg', '/cache/removed.jpg'],
    ['/og/tutorials/pruned.jpg', '/cache/pruned.jpg'],
  ]);
  const published = new Map([['/og/tutorials/edited.jpg', '/cache/edited-new.jpg']]);
  const pages = ['tutorials/kept/', 'tutorials/edited/', 'tutorials/pruned/', 'about/'];
  const cards = cardsOfBuild(
    published,
    pages,
    lastBuild,
    exists(['/cache/kept.jpg', '/cache/edited-old.jpg', '/cache/removed.jpg']),
  );

  it('are those the rendered pages published', () => {
    expect(cards.get('/og/tutorials/edited.jpg')).toBe('/cache/edited-new.jpg');
  });

  it('plus, for a page copied from the last build, the card the last build linked for it', () => {
    expect(cards.get('/og/tutorials/kept.jpg')).toBe('/cache/kept.jpg');
  });

  it('but not a card of a page this build has not, nor one whose file left the cache', () => {
    expect(cards.has('/og/tutorials/removed.jpg')).toBe(false);
    expect(cards.has('/og/tutorials/pruned.jpg')).toBe(false);
    expect(cards.size).toBe(2);
  });
});
