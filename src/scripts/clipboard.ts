/** Clipboard writes that report success instead of throwing (failures are only logged). */

export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Copy to clipboard failed:', error);
    return false;
  }
}

/** Saves `text` as a file download named `filename`. Returns false (and logs) if the browser refuses. */
export function downloadText(filename: string, text: string): boolean {
  try {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return true;
  } catch (error) {
    console.warn('Download failed:', error);
    return false;
  }
}
