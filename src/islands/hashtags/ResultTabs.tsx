/** The four result lists as WAI-ARIA tabs (automatic activation), each panel with its own copy button. */
import { memo, useId, useRef, type KeyboardEvent } from 'react';
import { HASHTAG_GENERATOR_TEXTS as TEXTS } from '@/data/hashtagGeneratorTexts';
import { HASHTAG_RESULT_TABS } from '@/data/hashtagGenerator';
import { formatHashtagsForCopy, type HashtagResult, type HashtagResultTabId } from '@/lib/hashtagForm';
import { tabIndexAfterKey } from '@/lib/tabs';
import { copyText } from '@/scripts/clipboard';
import { showToast } from '@/scripts/toast';
import Icon from '@/islands/common/Icon';
import { copy } from '@/data/icons/copy';

interface Props {
  result: HashtagResult;
  active: HashtagResultTabId;
  onSelect: (tab: HashtagResultTabId) => void;
}

async function copyHashtags(hashtags: readonly string[]) {
  if (await copyText(formatHashtagsForCopy(hashtags))) {
    showToast({ title: TEXTS.copiedTitle, description: TEXTS.copiedMessage(hashtags.length), variant: 'success' });
  }
}

function ResultTabs({ result, active, onSelect }: Props) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const current = HASHTAG_RESULT_TABS.findIndex((tab) => tab.id === active);
    const next = tabIndexAfterKey(event.key, current, HASHTAG_RESULT_TABS.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(HASHTAG_RESULT_TABS[next].id);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={TEXTS.tabListLabel} className="flex flex-wrap gap-1 rounded-2xl bg-slate-100 p-1">
        {HASHTAG_RESULT_TABS.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              onKeyDown={onKeyDown}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`min-h-11 flex-auto rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected ? 'bg-white text-brand-700 shadow-sm' : 'text-muted hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {HASHTAG_RESULT_TABS.map((tab) => {
        const hashtags = result[tab.id];
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${id}-panel-${tab.id}`}
            aria-labelledby={`${id}-tab-${tab.id}`}
            hidden={tab.id !== active}
            tabIndex={0}
            className="mt-4 rounded-2xl"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">{TEXTS.hashtagCount(hashtags.length)}.</span> {tab.hint}
              </p>
              <button type="button" className="btn btn-secondary" onClick={() => void copyHashtags(hashtags)}>
                <Icon icon={copy} size={18} />
                {TEXTS.copy(tab.label)}
              </button>
            </div>
            {hashtags.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-2" data-hashtags={tab.id}>
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
              <p className="mt-4 text-sm text-muted">{TEXTS.noHashtags}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Memoised: the generator re-renders on every keystroke in its text fields. */
export default memo(ResultTabs);
