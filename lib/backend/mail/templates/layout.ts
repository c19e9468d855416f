import 'server-only';
import { shop, siteUrl } from '@/lib/runtime/config/shop';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The plain-text signature: the shop's name and contact, the same in every mail. */
export function textSignature(): string {
  return [
    'S pozdravom',
    `tím ${shop.name}`,
    '',
    shop.company,
    `${shop.street}, ${shop.zip} ${shop.city}`,
    `Tel.: ${shop.phone}`,
    `E-mail: ${shop.email}`,
    siteUrl(),
  ].join('\n');
}

/** Wraps body HTML in a minimal, inline-styled document with the shop's signature (mail clients ignore <style> blocks). */
export function htmlLayout(title: string, bodyHtml: string): string {
  const contact = [
    escapeHtml(shop.company),
    `${escapeHtml(shop.street)}, ${escapeHtml(shop.zip)} ${escapeHtml(shop.city)}`,
    `Tel.: ${escapeHtml(shop.phone)} · E-mail: <a href="mailto:${escapeHtml(shop.email)}">${escapeHtml(shop.email)}</a>`,
    `<a href="${escapeHtml(siteUrl())}">${escapeHtml(siteUrl())}</a>`,
  ].join('<br>');
  return `<!doctype html>
<html lang="sk">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(shop.name)}</p>
${bodyHtml}
<p style="margin:24px 0 0">S pozdravom<br>tím ${escapeHtml(shop.name)}</p>
<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0 12px">
<p style="font-size:12px;color:#616e7c;margin:0">${contact}</p>
</div>
</body>
</html>`;
}
