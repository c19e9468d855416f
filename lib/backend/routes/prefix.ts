import 'server-only';
export { API_PREFIX as V1 } from '@/lib/api/client';
