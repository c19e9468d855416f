const oneDecimal = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 1 });

/** A file size for people, Slovak style: "850 B", "12,4 kB", "3,2 MB" (1 kB = 1024 B). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} kB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
