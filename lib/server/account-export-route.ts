import 'server-only';
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/contract/errors';
import type { ApiClient } from '@/lib/contract/client';
import { bratislavaDay } from '@/lib/shared/format/dates';
import { customerApi } from './api';
import { csvDownload } from './account-export';

/**
 * GET of an account export: the file from `build` with the customer's cookies, named `<name>-<day>`;
 * a guest (or an ended session) goes to the login and back to `returnPath`; 404 when there is
 * nothing to export (another customer's order, an upstream without the extension lists).
 */
export async function exportRoute(returnPath: string, build: (client: ApiClient) => Promise<{ name: string; csv: string } | null>): Promise<Response> {
  let file: { name: string; csv: string } | null;
  try {
    file = await build(await customerApi());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) redirect(`/login?next=${encodeURIComponent(returnPath)}`);
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) file = null;
    else throw error;
  }
  if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  return csvDownload(file.csv, `${file.name}-${bratislavaDay(new Date())}`);
}
