/** Files the user saves: one text file, or several as a .zip (fflate, loaded only when a zip is asked for). */

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name a path downloads as: `.cursor/rules/project.mdc` → `project.mdc`. */
export const fileName = (path: string) => path.split('/').pop() || 'file.txt';

export function downloadText(path: string, text: string) {
  saveBlob(new Blob([text], { type: 'text/markdown;charset=utf-8' }), fileName(path));
}

export async function zipFiles(files: readonly { path: string; text: string }[]): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import('fflate');
  return zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.text)])), { level: 6 });
}

export async function downloadZip(name: string, files: readonly { path: string; text: string }[]) {
  const zipped = await zipFiles(files);
  saveBlob(new Blob([zipped.slice()], { type: 'application/zip' }), name);
}
