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
    return 'Could not reach the server; try again.';
  }
  const { data, response } = result;
  if (!response.ok) return `The server answered ${response.status}.`;
  if (!(data instanceof Blob)) return 'The server sent no file.';
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
