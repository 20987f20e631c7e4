import { t } from './i18n/index.ts';

/**
 * Hands a file fetched with the client library to the browser as a download. The call must use `parseAs: 'blob'`:
 * the library has then read the body into `data` (the response itself can no longer be read: issue 44, the screens
 * called `response.clone()` after that and saved nothing). Answers '' when the file was handed over, or what to tell
 * the user.
 */
export async function saveDownload(call: Promise<{ data?: unknown; response: Response }>, filename: string): Promise<string> {
  let result: { data?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    return t('common:download_unreachable');
  }
  const { data, response } = result;
  if (!response.ok) return t('common:download_status', { status: response.status });
  if (!(data instanceof Blob)) return t('common:download_no_file');
  const href = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has started the download once click() returns; the address is freed a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return '';
}
