/**
 * Checks on the images a markdown file shows with ![alt](src), run when it is rendered so a mistake
 * stops the build with the file and the image named: every image needs alt text, an image beside the
 * file (a relative path, which Astro's image pipeline optimises) must exist, and an image from another
 * host is refused: pages ask no other host for a picture, and their CSP would block it (unless the build
 * links pictures from their host, REMOTE_COVERS=link). File access is passed in, so this stays pure.
 */
import { defineHastPlugin, type PluginFactoryContext } from 'satteri';
import { isLocalImagePath } from '../../render/localImages';

/** The markdown file as its author knows it: from `src/` when it is in the project. */
function displayPath(fileURL: URL | undefined): string {
  if (!fileURL) return 'a markdown file';
  const path = decodeURIComponent(fileURL.pathname);
  const fromSrc = path.lastIndexOf('/src/');
  return fromSrc === -1 ? path : path.slice(fromSrc + 1);
}

/** What the checks allow besides the site's own pictures. */
interface ImageCheckOptions {
  /** Pictures from other hosts (a build that links them, whose CSP allows them). */
  remotePictures?: boolean;
}

/** A picture the browser would ask another host for: an http(s) or protocol-relative URL. */
const isOnAnotherHost = (src: string) => /^(https?:)?\/\//i.test(src);

/** The build error for one image, or undefined when it is fine. */
function markdownImageProblem(
  image: { src: string; alt: unknown },
  fileURL: URL | undefined,
  fileExists: (url: URL) => boolean,
  { remotePictures = false }: ImageCheckOptions,
): string | undefined {
  const where = `${displayPath(fileURL)}: image "${image.src}"`;
  if (typeof image.alt !== 'string' || image.alt.trim() === '') {
    return `${where} has no alt text. Describe the picture between the brackets: ![what it shows](${image.src})`;
  }
  if (!remotePictures && isOnAnotherHost(image.src)) {
    return `${where} is on another host, and pages show pictures of the site only. Save it beside the markdown file and write its path: ![${image.alt}](./picture.jpg)`;
  }
  if (fileURL && isLocalImagePath(image.src) && !fileExists(new URL(decodeURI(image.src), fileURL))) {
    return `${where} does not exist. Put the file next to the markdown file or fix the path.`;
  }
  return undefined;
}

/** The Sätteri hast plugin (one per document, so it knows the document's file). */
export function markdownImageChecks(fileExists: (url: URL) => boolean, options: ImageCheckOptions = {}) {
  return ({ fileURL }: PluginFactoryContext) =>
    defineHastPlugin({
      name: 'site:markdown-image-checks',
      element: {
        filter: ['img'],
        visit(node) {
          const { src, alt } = node.properties ?? {};
          if (typeof src !== 'string') return;
          const problem = markdownImageProblem({ src, alt }, fileURL, fileExists, options);
          if (problem) throw new Error(problem);
        },
      },
    });
}
