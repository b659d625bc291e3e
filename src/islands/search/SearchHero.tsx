/** The top of the /search page: its heading, the status line (the query shown or a prompt) and the search box. */
import type { RefObject, SubmitEvent } from 'react';
import { submitSiteSearch } from '@/scripts/submitSiteSearch';
import { MAX_QUERY_LENGTH } from '@/data/search';
import Icon from '@/islands/common/Icon';
import { magnifierRound } from '@/data/icons/magnifierRound';
import type { SearchTexts } from './searchTexts';

interface Props {
  texts: SearchTexts;
  /** The page's own address: where the form goes without JavaScript. */
  action: string;
  status: string;
  /** Focused when the visitor picks a query on the page, so the new status is read out. */
  statusRef: RefObject<HTMLParagraphElement | null>;
  /** The search box's text. */
  draft: string;
  onDraftChange: (text: string) => void;
}

export function SearchHero({ texts, action, status, statusRef, draft, onDraftChange }: Props) {
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same path as the header box: the shared store brings the request back to this island.
    submitSiteSearch(draft);
  };

  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{texts.heading}</h1>
        <p
          ref={statusRef}
          tabIndex={-1}
          // Two lines on a phone, where the prompt and the result line wrap: the text it gets after
          // hydration moves nothing below it.
          className="mt-2 min-h-14 text-lg break-words text-muted focus:outline-none sm:min-h-7"
          data-search-status
        >
          {status}
        </p>
        <form
          role="search"
          aria-label={texts.formLabel}
          action={action}
          method="get"
          onSubmit={onSubmit}
          className="mt-6 flex max-w-2xl gap-2"
        >
          <label htmlFor="search-page-input" className="sr-only">
            {texts.inputLabel}
          </label>
          <input
            id="search-page-input"
            name="q"
            type="search"
            className="input"
            placeholder={texts.boxPlaceholder}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_QUERY_LENGTH}
          />
          <button type="submit" className="btn btn-primary shrink-0" aria-label={texts.submit}>
            <Icon icon={magnifierRound} className="size-5" />
            <span className="hidden sm:inline">{texts.submit}</span>
          </button>
        </form>
      </div>
    </section>
  );
}
