/** The four result lists as WAI-ARIA tabs (automatic activation), each panel with its own copy button. */
import { memo, useId, useRef, type KeyboardEvent } from 'react';
import { HASHTAG_RESULT_TAB_IDS } from '@/data/hashtagGenerator';
import { formatHashtagsForCopy, type HashtagResult, type HashtagResultTabId } from '@/lib/hashtagForm';
import { recommendedMixShares } from '@/lib/hashtagWording';
import { countedText, fillTemplate } from '@/lib/dictionaries';
import { tabIndexAfterKey } from '@/lib/tabs';
import { copyText } from '@/scripts/clipboard';
import { showToast } from '@/scripts/toast';
import Icon from '@/islands/common/Icon';
import { copy } from '@/data/icons/copy';
import type { HashtagGeneratorTexts } from './texts';

interface Props {
  result: HashtagResult;
  active: HashtagResultTabId;
  onSelect: (tab: HashtagResultTabId) => void;
  texts: HashtagGeneratorTexts;
  /** The page's locale, for counts and percentages. */
  locale: string;
}

function ResultTabs({ result, active, onSelect, texts, locale }: Props) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const current = HASHTAG_RESULT_TAB_IDS.indexOf(active);
    // The tab list's own direction, as the reader sees it (right to left on an Arabic page).
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = tabIndexAfterKey(event.key, current, HASHTAG_RESULT_TAB_IDS.length, direction);
    if (next === null) return;
    event.preventDefault();
    onSelect(HASHTAG_RESULT_TAB_IDS[next]);
    tabs.current[next]?.focus();
  }

  async function copyHashtags(hashtags: readonly string[]) {
    if (await copyText(formatHashtagsForCopy(hashtags))) {
      showToast({
        title: texts.copiedTitle,
        description: countedText(texts.copiedMessage, hashtags.length, locale),
        variant: 'success',
      });
    }
  }

  /** A tab's hint; the Recommended Mix's names the shares of each list. */
  const hint = (tab: HashtagResultTabId) =>
    fillTemplate(texts.tabs[tab].hint, { shares: recommendedMixShares(texts.mixShares, locale) });

  return (
    <div>
      <div role="tablist" aria-label={texts.tabListLabel} className="flex flex-wrap gap-1 rounded-2xl bg-slate-100 p-1">
        {HASHTAG_RESULT_TAB_IDS.map((tab, index) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              onKeyDown={onKeyDown}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab)}
              className={`min-h-11 flex-auto rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected ? 'bg-white text-brand-700 shadow-sm' : 'text-muted hover:text-ink'
              }`}
            >
              {texts.tabs[tab].label}
            </button>
          );
        })}
      </div>
      {HASHTAG_RESULT_TAB_IDS.map((tab) => {
        const hashtags = result[tab];
        return (
          <div
            key={tab}
            role="tabpanel"
            id={`${id}-panel-${tab}`}
            aria-labelledby={`${id}-tab-${tab}`}
            hidden={tab !== active}
            tabIndex={0}
            className="mt-4 rounded-2xl"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">
                  {countedText(texts.hashtagCount, hashtags.length, locale)}.
                </span>{' '}
                {hint(tab)}
              </p>
              <button type="button" className="btn btn-secondary" onClick={() => void copyHashtags(hashtags)}>
                <Icon icon={copy} size={18} />
                {texts.tabs[tab].copy}
              </button>
            </div>
            {hashtags.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-2" data-hashtags={tab}>
                {hashtags.map((tag) => (
                  // Each tag takes its own direction: #طبخ reads right to left, its # first, in a left-to-right list.
                  // A tag as long as the longest topic wraps inside the card rather than widening the page.
                  <li
                    key={tag}
                    dir="auto"
                    className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium wrap-anywhere text-brand-800"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-sm text-muted">{texts.noHashtags}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Memoised: the generator re-renders on every keystroke in its text fields. */
export default memo(ResultTabs);
