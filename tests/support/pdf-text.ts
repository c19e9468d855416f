/** The text of a PDF, whitespace (including no-break spaces) folded to single spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}
