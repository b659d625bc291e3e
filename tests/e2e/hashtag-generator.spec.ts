// Hashtag generator: required topic, generating state, result tabs with their
// counts, copy, the count stepper, ARIA tabs keyboard use, URL prefill, topics in any script and
// right-to-left tags, the topic length limit, guidance, phone use and axe.
import {
  test,
  expect,
  waitForHydration,
  waitForAnimations,
  expectNoSeriousAxeViolations,
  denyClipboardWrites,
  installClock,
} from './fixtures';
import type { Page } from '@playwright/test';
import { HASHTAG_VOCABULARY } from '@/data/hashtagVocabularies/en';
import { HASHTAG_GENERATION_DELAY_MS } from '@/data/hashtagGenerator';
import { hashtagKey, isHashtag } from '@/lib/hashtagText';

const TABS = ['Recommended Mix', 'Trending', 'Topic-Specific', 'Niche-Focused'];

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const topicField = (page: Page) => page.getByRole('textbox', { name: /^Topic/ });
const generateButton = (page: Page) => page.getByRole('button', { name: /Generate Hashtags|Generating/ });
const visiblePanel = (page: Page) => page.getByRole('tabpanel');

async function openGenerator(page: Page, query = '') {
  await page.goto(`/tools/hashtag-generator${query}`);
  await waitForHydration(page);
}

async function generate(page: Page, topic: string) {
  await topicField(page).fill(topic);
  await generateButton(page).click();
  await expect(toast(page, 'Hashtags generated!')).toBeVisible();
}

/** The hashtags shown in the visible panel. */
async function shownHashtags(page: Page): Promise<string[]> {
  return visiblePanel(page).getByRole('listitem').allTextContents();
}

/** The trending pool, for checking the Recommended Mix's top-up. */
const TRENDING_POOL: readonly string[] = HASHTAG_VOCABULARY.pools.trending;

/**
 * The start of the Recommended Mix: the first `quotas[i]` hashtags of each list in turn, skipping any
 * already taken (case-insensitively; the topic list's capitalised form repeats its first entry).
 */
function mixHead(lists: readonly string[][], quotas: readonly number[]): string[] {
  const seen = new Set<string>();
  const head: string[] = [];
  lists.forEach((list, i) => {
    let taken = 0;
    for (const tag of list) {
      if (taken === quotas[i]) break;
      if (seen.has(hashtagKey(tag))) continue;
      seen.add(hashtagKey(tag));
      head.push(tag);
      taken++;
    }
  });
  return head;
}

/**
 * The topic list offers a tag in both spellings (#homebaking and #HomeBaking) so the creator can pick
 * the readable one; every other list is unique even ignoring case.
 */
function expectValidAndUnique(hashtags: string[], { ignoreCase }: { ignoreCase: boolean }) {
  for (const tag of hashtags) expect(isHashtag(tag), tag).toBe(true);
  const keys = hashtags.map((tag) => (ignoreCase ? hashtagKey(tag) : tag));
  expect(new Set(keys).size).toBe(hashtags.length);
}

test.describe('topic required', () => {
  for (const topic of ['', '    ']) {
    test(`a ${topic ? 'whitespace-only' : 'blank'} topic gives the destructive toast and generates nothing`, async ({
      page,
    }) => {
      const clock = await installClock(page);
      await openGenerator(page);
      await topicField(page).fill(topic);
      await clock.stop();
      await generateButton(page).click();
      // Past the time a run would take: any timer the press started has fired.
      await page.clock.runFor(HASHTAG_GENERATION_DELAY_MS);
      await page.clock.resume();
      const error = toast(page, 'Input Required');
      await expect(error).toBeVisible();
      await expect(error).toContainText('Please enter a topic for your content');
      await expect(error).toHaveAttribute('data-type', 'error');
      await expect(topicField(page)).toBeFocused();
      await expect(topicField(page)).toHaveAttribute('aria-invalid', 'true');
      // A run shows "Generating..." until its lists show: neither means none was started.
      await expect(generateButton(page)).toHaveText('Generate Hashtags');
      await expect(generateButton(page)).toBeEnabled();
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expect(toast(page, 'Hashtags generated!')).toHaveCount(0);
    });
  }
});

test.describe('generating', () => {
  test('Enter in the topic field generates after an 800 ms generating state', async ({ page }) => {
    const clock = await installClock(page);
    await openGenerator(page);
    await topicField(page).fill('Healthy breakfast ideas');
    await clock.stop();
    await topicField(page).press('Enter');
    const button = generateButton(page);
    await expect(button).toHaveText('Generating...');
    await expect(button).toBeDisabled();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    // Still generating 1 ms before the delay ends...
    await page.clock.runFor(HASHTAG_GENERATION_DELAY_MS - 1);
    await expect(button).toHaveText('Generating...');
    await expect(button).toBeDisabled();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    // ...and the lists come once it has.
    await page.clock.runFor(1);
    await expect(page.getByRole('tab')).toHaveText(TABS);
    // The toast waits for a frame, which the clock now draws again.
    await page.clock.resume();
    // The topic is isolated (FSI … PDI) in the sentence, so a right-to-left one keeps its order.
    await expect(toast(page, 'Hashtags generated!')).toContainText(
      '15 hashtags ready for "\u2068Healthy breakfast ideas\u2069"',
    );
    await expect(button).toHaveText('Generate Hashtags');
    await expect(button).toBeEnabled();
    await expect(page.getByRole('tab')).toHaveText(TABS);
  });

  test('pressing Generate again while generating does not start a second run', async ({ page }) => {
    const clock = await installClock(page);
    await openGenerator(page);
    await topicField(page).fill('cats');
    await clock.stop();
    await topicField(page).press('Enter');
    await topicField(page).press('Enter');
    await generateButton(page).click({ force: true });
    // Every run the presses started has finished its generating state by now.
    await page.clock.runFor(HASHTAG_GENERATION_DELAY_MS);
    await page.clock.resume();
    await expect(toast(page, 'Hashtags generated!')).toHaveCount(1);
    // Toasts show in the order they are asked for: once a later one is up, a second run's would be too.
    await topicField(page).fill('');
    await generateButton(page).click();
    await expect(toast(page, 'Input Required')).toBeVisible();
    await expect(toast(page, 'Hashtags generated!')).toHaveCount(1);
  });

  test('the spinner turns when motion is allowed and stays still under reduced motion', async ({ page }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      await openGenerator(page);
      await topicField(page).fill('cats');
      await topicField(page).press('Enter');
      const animation = await generateButton(page)
        .locator('.spinner')
        .evaluate((svg) => getComputedStyle(svg).animationName);
      expect(animation === 'none', `animation under ${reducedMotion}`).toBe(reducedMotion === 'reduce');
      await expect(toast(page, 'Hashtags generated!')).toBeVisible();
    }
  });

  // count, stepper clicks, trending and niche list lengths (40% and 60%), then the Recommended Mix's
  // shares taken from trending, niche and topic (30/30/40%, rounded down) before the trending top-up.
  for (const [count, steps, trending, niche, mix] of [
    [15, 0, 6, 9, [4, 4, 6]],
    [5, -2, 2, 3, [1, 1, 2]],
    [30, 3, 12, 18, [9, 9, 12]],
  ] as const) {
    test(`${count} hashtags: every tab holds the right number of unique valid hashtags`, async ({ page }) => {
      await openGenerator(page);
      const stepButton = page.getByRole('button', { name: steps < 0 ? 'Fewer hashtags' : 'More hashtags' });
      for (let i = 0; i < Math.abs(steps); i++) await stepButton.click();
      await expect(page.locator('[data-count]')).toHaveText(String(count));
      await topicField(page).fill('Home baking sourdough bread');
      await page
        .getByLabel(/^Description/)
        .fill('Crusty loaves with a tangy starter, shaped by hand and baked in a Dutch oven');
      await page.getByRole('radio', { name: 'Food' }).check();
      await generateButton(page).click();
      await expect(toast(page, 'Hashtags generated!')).toBeVisible();

      const expected: Record<string, (n: number) => boolean> = {
        'Recommended Mix': (n) => n === count,
        Trending: (n) => n === trending,
        // Not cut to the count: the topic alone gives 9 (joined, capitalised, 4 words, 3 pairs).
        'Topic-Specific': (n) => n >= 9,
        'Niche-Focused': (n) => n === niche,
      };
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        const hashtags = await shownHashtags(page);
        expect(expected[tab](hashtags.length), `${tab} holds ${hashtags.length}`).toBe(true);
        expectValidAndUnique(hashtags, { ignoreCase: tab !== 'Topic-Specific' });
        await expect(visiblePanel(page)).toContainText(
          `${hashtags.length} hashtag${hashtags.length === 1 ? '' : 's'}.`,
        );
      }
      await page.getByRole('tab', { name: 'Topic-Specific' }).click();
      const topic = await shownHashtags(page);
      expect(topic).toEqual(
        expect.arrayContaining(['#homebakingsourdoughbread', '#HomeBakingSourdoughBread', '#sourdough']),
      );
      await page.getByRole('tab', { name: 'Niche-Focused' }).click();
      const nicheTags = await shownHashtags(page);
      expect(nicheTags.length).toBeGreaterThan(0);
      await page.getByRole('tab', { name: 'Trending' }).click();
      const trendingTags = await shownHashtags(page);

      await page.getByRole('tab', { name: 'Recommended Mix' }).click();
      const recommended = await shownHashtags(page);
      const head = mixHead([trendingTags, nicheTags, topic], mix);
      expect(recommended.slice(0, head.length)).toEqual(head);
      for (const tag of recommended.slice(head.length)) expect(TRENDING_POOL).toContain(tag);
      await expect(visiblePanel(page)).toContainText(
        '30% trending, 30% niche and 40% topic-specific hashtags (rounded down), topped up with more trending hashtags to your count.',
      );
    });
  }

  test('a topic without letters still generates from the pools, saying why the topic tab is empty', async ({
    page,
  }) => {
    await openGenerator(page);
    await generate(page, '🍕🍕 !!!');
    expect(await shownHashtags(page)).toHaveLength(15);
    await page.getByRole('tab', { name: 'Topic-Specific' }).click();
    await expect(visiblePanel(page)).toContainText('no letters or digits');
  });
});

test.describe('count stepper', () => {
  test('moves in steps of 5 from 5 to 30, each button disabled at its bound', async ({ page }) => {
    await openGenerator(page);
    const count = page.locator('[data-count]');
    const fewer = page.getByRole('button', { name: 'Fewer hashtags' });
    const more = page.getByRole('button', { name: 'More hashtags' });
    await expect(count).toHaveText('15');
    await fewer.click();
    await expect(count).toHaveText('10');
    await fewer.click();
    await expect(count).toHaveText('5');
    await expect(fewer).toBeDisabled();
    await expect(more).toBeFocused();
    for (const expected of ['10', '15', '20', '25', '30']) {
      await more.click();
      await expect(count).toHaveText(expected);
    }
    await expect(more).toBeDisabled();
    await expect(fewer).toBeEnabled();
    await expect(fewer).toBeFocused();
  });
});

test.describe('result tabs', () => {
  test('follow the WAI-ARIA tabs pattern with arrow, Home and End keys', async ({ page }) => {
    await openGenerator(page);
    await generate(page, 'travel vlog');
    await expect(page.getByRole('tablist', { name: 'Hashtag lists' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const selected = page.getByRole('tab', { selected: true });
    await expect(selected).toHaveText('Recommended Mix');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    const controlled = await selected.getAttribute('aria-controls');
    await expect(visiblePanel(page)).toHaveAttribute('id', controlled!);

    await selected.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Trending' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Recommended Mix' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tab', { name: 'Recommended Mix' })).toHaveAttribute('tabindex', '-1');
    await expect(visiblePanel(page)).toHaveAttribute(
      'aria-labelledby',
      (await page.getByRole('tab', { name: 'Trending' }).getAttribute('id'))!,
    );
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Niche-Focused' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Recommended Mix' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Niche-Focused' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Recommended Mix' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel's content.
    await page.keyboard.press('Tab');
    await expect(visiblePanel(page)).toBeFocused();
  });

  test('each tab copies its own hashtags to the clipboard with a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGenerator(page);
    await generate(page, 'morning routine');
    for (const tab of ['Trending', 'Niche-Focused']) {
      await page.getByRole('tab', { name: tab }).click();
      const hashtags = await shownHashtags(page);
      await visiblePanel(page)
        .getByRole('button', { name: `Copy ${tab}` })
        .click();
      await expect(toast(page, `${hashtags.length} hashtags copied`)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hashtags.join(' '));
    }
  });

  test('a refused clipboard only logs a warning', async ({ page }) => {
    const warnings = await denyClipboardWrites(page);
    await openGenerator(page);
    await generate(page, 'cats');
    await visiblePanel(page).getByRole('button', { name: 'Copy Recommended Mix' }).click();
    await expect.poll(() => warnings.some((text) => text.includes('Copy to clipboard failed'))).toBe(true);
    await expect(toast(page, 'hashtags copied')).toHaveCount(0);
  });
});

test.describe('prefill from the URL', () => {
  test('?topic= and &niche= fill the form', async ({ page }) => {
    await openGenerator(page, '?topic=Home%20baking&niche=FOOD');
    await expect(topicField(page)).toHaveValue('Home baking');
    await expect(page.getByRole('radio', { name: 'Food' })).toBeChecked();
    await generateButton(page).click();
    await expect(toast(page, 'Hashtags generated!')).toContainText('Home baking');
  });

  test('odd values are handled gracefully', async ({ page }) => {
    await openGenerator(page, '?topic=%00%0A%20%20&niche=%3Cscript%3E');
    await expect(topicField(page)).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'General' })).toBeChecked();

    await openGenerator(page, `?topic=${'a'.repeat(400)}&niche=pets&niche=art`);
    await expect(topicField(page)).toHaveValue('a'.repeat(100));
    await expect(page.getByRole('radio', { name: 'Pets' })).toBeChecked();

    await openGenerator(page, '?topic=%E0%A4%A&niche');
    await expect(page.getByRole('radio', { name: 'General' })).toBeChecked();
  });

  test('niche chips are one radio group that arrow keys move through', async ({ page }) => {
    await openGenerator(page);
    await expect(page.getByRole('radio')).toHaveCount(20);
    await page.getByRole('radio', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Beauty' })).toBeChecked();
  });
});

test.describe('topics in any script', () => {
  test('a Japanese and a Russian topic give their own hashtags, and copying keeps them as shown', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGenerator(page);
    for (const [topic, expected] of [
      ['料理 レシピ', ['#料理レシピ']],
      ['рецепты ужин', ['#рецептыужин', '#РецептыУжин', '#рецепты', '#ужин']],
    ] as const) {
      await topicField(page).fill(topic);
      await generateButton(page).click();
      // This topic's own toast: the previous round's may still be on screen.
      await expect(toast(page, 'Hashtags generated!').filter({ hasText: topic })).toBeVisible();
      await page.getByRole('tab', { name: 'Topic-Specific' }).click();
      expect(await shownHashtags(page)).toEqual(expected);
      await visiblePanel(page).getByRole('button', { name: 'Copy Topic-Specific' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected.join(' '));

      await page.getByRole('tab', { name: 'Recommended Mix' }).click();
      const recommended = await shownHashtags(page);
      expect(recommended).toHaveLength(15);
      expect(recommended).toContain(expected[0]);
      expectValidAndUnique(recommended, { ignoreCase: true });
      await visiblePanel(page).getByRole('button', { name: 'Copy Recommended Mix' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(recommended.join(' '));
    }
  });

  test('a right-to-left topic from the address shows each tag right to left, # first', async ({ page }) => {
    await openGenerator(page, '?topic=%D8%B7%D8%A8%D8%AE%20%D8%B3%D9%87%D9%84');
    await expect(topicField(page)).toHaveValue('طبخ سهل');
    await expect(topicField(page)).toHaveAttribute('dir', 'auto');
    await generateButton(page).click();
    await expect(toast(page, 'Hashtags generated!')).toContainText('"\u2068طبخ سهل\u2069"');
    await page.getByRole('tab', { name: 'Topic-Specific' }).click();
    const tag = visiblePanel(page).getByRole('listitem');
    await expect(tag).toHaveText(['#طبخسهل']);
    await expect(tag).toHaveAttribute('dir', 'auto');
    // Drawn right to left: the # (first in reading order) stands at the right end of the tag.
    const layout = await tag.evaluate((item) => {
      const text = item.firstChild!;
      const box = (start: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + 1);
        return range.getBoundingClientRect();
      };
      return { direction: getComputedStyle(item).direction, hash: box(0).left, letters: box(1).left };
    });
    expect(layout.direction).toBe('rtl');
    expect(layout.hash).toBeGreaterThan(layout.letters);
    // A left-to-right tag in the same list keeps its # on the left.
    await page.getByRole('tab', { name: 'Trending' }).click();
    await expect(visiblePanel(page).getByRole('listitem').first()).toHaveCSS('direction', 'ltr');
  });

  test('the topic limit counts characters as the reader sees them, and says when it is passed', async ({ page }) => {
    await openGenerator(page);
    // 100 characters, 200 UTF-16 units: an input's maxLength would have cut this at 50 characters.
    const atLimit = 'खा'.repeat(100);
    await topicField(page).fill(atLimit);
    await expect(topicField(page)).toHaveValue(atLimit);
    await expect(topicField(page)).not.toHaveAttribute('aria-invalid');

    await topicField(page).fill(`${atLimit}ना`);
    const message = page
      .getByRole('form', { name: 'Hashtag generator' })
      .getByText('Keep the topic to 100 characters: it has 1 too many.');
    await expect(message).toBeVisible();
    await expect(topicField(page)).toHaveAttribute('aria-invalid', 'true');
    await generateButton(page).click();
    await expect(toast(page, 'Too long')).toContainText('Keep the topic to 100 characters: it has 1 too many.');
    await expect(topicField(page)).toBeFocused();
    await expect(page.getByRole('tablist')).toHaveCount(0);

    await topicField(page).fill(atLimit);
    await expect(message).toHaveCount(0);
    await generateButton(page).click();
    await expect(toast(page, 'Hashtags generated!')).toBeVisible();
    await page.getByRole('tab', { name: 'Topic-Specific' }).click();
    expect(await shownHashtags(page)).toEqual([`#${atLimit}`]);
    // So long a tag wraps inside its card: the page never scrolls sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});

test.describe('guidance, links and accessibility', () => {
  test('shows the guidance texts and links to the hashtag strategy tutorial', async ({ page }) => {
    await page.goto('/tools/hashtag-generator');
    await expect(page.getByRole('heading', { name: 'Use the 5-5-5 method' })).toBeVisible();
    await expect(page.getByText('The Recommended Mix follows this balance')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'How the Recommended Mix is built' })).toBeVisible();
    await expect(
      page.getByText(
        'It takes 30% trending, 30% niche and 40% topic-specific hashtags of your count, each rounded down, drops repeats, then adds more trending hashtags until it reaches your count.',
      ),
    ).toBeVisible();
    await expect(page.getByText('7-15 hashtags recommended; at most 30 allowed per post.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'At most 30 allowed per post' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Go further with Pro' })).toBeVisible();
    await page.getByRole('link', { name: 'Read the full hashtag strategy guide' }).click();
    await expect(page).toHaveURL(/\/tutorials\/hashtag-strategy\/?$/);
  });

  test('the page is indexed under Tools, with the generator widget left out', async ({ page }) => {
    await page.goto('/tools/hashtag-generator');
    await expect(page.locator('main[data-pagefind-body] [data-pagefind-filter="category"]')).toHaveText('Tools');
    await expect(page.locator('[data-pagefind-ignore] form[aria-label="Hashtag generator"]')).toHaveCount(1);
  });

  test('axe finds no serious violation before and after generating', async ({ page }) => {
    await openGenerator(page);
    await expectNoSeriousAxeViolations(page);
    await generate(page, 'street food');
    // Checked once the toast has finished fading in, so its colours are final.
    await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toHaveCount(1);
    await waitForAnimations(page.locator('[data-sonner-toast]'));
    await expectNoSeriousAxeViolations(page);
  });

  test('every control is a thumb-sized target (at least 44 px)', { tag: '@phone' }, async ({ page }) => {
    await openGenerator(page);
    await generate(page, 'street food');
    const targets = [
      topicField(page),
      generateButton(page),
      page.getByRole('button', { name: 'Fewer hashtags' }),
      page.getByRole('button', { name: 'More hashtags' }),
      page.getByRole('button', { name: 'Copy Recommended Mix' }),
      ...TABS.map((name) => page.getByRole('tab', { name })),
      page.getByRole('radio', { name: 'Parenting' }),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box!.height, String(target)).toBeGreaterThanOrEqual(44);
      expect(box!.width, String(target)).toBeGreaterThanOrEqual(44);
    }
  });
});
