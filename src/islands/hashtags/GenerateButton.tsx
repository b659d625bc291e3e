/** The form's submit button: Generate, or a spinner with its generating text while the lists are made. */
import type { HashtagGeneratorTexts } from './texts';

interface Props {
  generating: boolean;
  texts: Pick<HashtagGeneratorTexts, 'generate' | 'generating'>;
}

export default function GenerateButton({ generating, texts }: Props) {
  return (
    <button type="submit" className="btn btn-primary w-full text-lg" aria-disabled={generating || undefined}>
      {generating ? (
        <>
          <span aria-hidden="true" className="spinner size-5" />
          {texts.generating}
        </>
      ) : (
        texts.generate
      )}
    </button>
  );
}
